// The dice tray over the pitch: dice tumble, show their faces, sixes explode into extra dice one
// after another, successes light up, then the tray fades. Its sprites are made once and reused.
import { Container, Graphics, Text } from 'pixi.js';
import { DiceFaces, DIE_SIZE } from './dice';
import type { DieFace } from './model';
import type { Segment } from './queue';
import { COLOURS, FONT } from './theme';

const MAX_DICE = 24;

const easeOut = (t: number): number => 1 - (1 - t) * (1 - t);

export class DiceTray {
  readonly root = new Container();
  private readonly panel = new Graphics();
  private readonly marks = new Graphics();
  private readonly text: Text;
  private readonly sprites: Graphics[] = [];
  private faces: DiceFaces | null = new DiceFaces();

  /** `flash(x, y)`: a burst where a six explodes (the arena's own flashes). */
  constructor(
    private readonly successesText: (n: number, target: number) => string,
    private readonly flash: (x: number, y: number) => void,
  ) {
    this.text = new Text({ text: '', style: { fontFamily: FONT, fontSize: 16, fontWeight: '700', fill: COLOURS.text } });
    this.root.visible = false;
    this.text.anchor.set(0.5, 0);
    this.root.addChild(this.panel, this.marks);
    for (let i = 0; i < MAX_DICE; i++) {
      const d = new Graphics(this.faces?.get('team', 1));
      d.visible = false;
      this.sprites.push(d);
      this.root.addChild(d);
    }
    this.root.addChild(this.text);
  }

  setResolution(res: number): void {
    this.text.resolution = res;
  }

  hide(): void {
    this.root.visible = false;
  }

  /** The segments of one roll: `faces` in the order rolled (extra dice after), `target` to succeed. */
  segments(faces: readonly DieFace[], target: number): Segment[] {
    const dfs = this.faces;
    if (!dfs) return [];
    const list = faces.slice(0, MAX_DICE);
    const initial = list.filter((f) => f.source !== 'extra').length;
    const gap = 8;
    const width = list.length * DIE_SIZE + (list.length - 1) * gap;
    const successes = list.filter((f) => f.face >= target).length;
    const tumbleFaces = [3, 5, 2, 6, 1, 4];
    const dieX = (i: number): number => -width / 2 + DIE_SIZE / 2 + i * (DIE_SIZE + gap);
    const setup = (): void => {
      const panelW = Math.max(width + 40, 240);
      this.panel.clear().roundRect(-panelW / 2, -46, panelW, 108, 12).fill({ color: COLOURS.panel, alpha: 0.94 }).stroke({ width: 2, color: COLOURS.panelEdge });
      this.marks.clear();
      this.text.text = '';
      this.text.position.set(0, 28);
      this.root.position.set(0, 0);
      this.root.visible = true;
      this.root.alpha = 1;
      this.sprites.forEach((d, i) => {
        d.visible = i < initial;
        d.alpha = 1;
        d.position.set(dieX(i), -6);
        d.scale.set(1);
      });
    };
    const tumble = (from: number, to: number, elapsed: number, settleFrac: number): void => {
      for (let i = from; i < to; i++) {
        const d = this.sprites[i];
        const face = list[i];
        if (!d || !face) continue;
        if (settleFrac >= 1) {
          d.context = dfs.get(face.source, face.face);
          d.rotation = 0;
        } else {
          const k = Math.floor(elapsed / 55) + i * 2;
          d.context = dfs.get(face.source, tumbleFaces[k % 6] ?? 1);
          d.rotation = Math.sin(elapsed / 40 + i) * 0.6 * (1 - settleFrac);
          d.position.y = -6 - Math.abs(Math.sin(elapsed / 70 + i)) * 10 * (1 - settleFrac);
        }
      }
    };
    const segs: Segment[] = [
      { duration: 0, start: setup },
      { duration: 560, apply: (p) => tumble(0, initial, p * 560, p >= 1 ? 1 : p * p) },
    ];
    // Each six explodes into the next extra die, one after another.
    for (let i = initial; i < list.length; i++) {
      const idx = i;
      segs.push({
        duration: 300,
        start: () => {
          const d = this.sprites[idx];
          if (d) d.visible = true;
          this.flash(this.root.x + dieX(idx), this.root.y - 6);
        },
        apply: (p) => {
          const d = this.sprites[idx];
          if (d) d.scale.set(0.3 + 0.7 * easeOut(p));
          tumble(idx, idx + 1, p * 300, p >= 1 ? 1 : p);
        },
      });
    }
    segs.push({
      duration: 220,
      start: () => {
        this.marks.clear();
        list.forEach((f, i) => {
          const d = this.sprites[i];
          if (!d) return;
          if (f.face >= target) {
            this.marks.roundRect(dieX(i) - DIE_SIZE / 2 - 4, -6 - DIE_SIZE / 2 - 4, DIE_SIZE + 8, DIE_SIZE + 8, 9).stroke({ width: 3, color: COLOURS.success });
          } else d.alpha = 0.4;
        });
        this.text.text = this.successesText(successes, target);
      },
      apply: (p) => (this.marks.alpha = p),
    });
    segs.push({ duration: 750 });
    segs.push({ duration: 220, apply: (p) => (this.root.alpha = 1 - p), end: () => (this.root.visible = false) });
    return segs;
  }

  destroy(): void {
    this.faces?.destroy();
    this.faces = null;
  }
}
