// The dice tray over the pitch: dice tumble, show their faces, sixes explode into extra dice one
// after another, successes light up, then the tray fades. Single named dice (roll-off, launch,
// scatter) tumble the same way with a label under each and a caption. Sprites are made once.
import { Container, Graphics, Text } from 'pixi.js';
import { floorFont } from './textFloor';
import type { Direction } from '../../shared/hex';
import { DiceFaces, DIE_SIZE } from './dice';
import type { DieFace } from './model';
import type { Segment } from './queue';
import type { ArenaTexts } from './texts';
import { COLOURS, FONT } from './theme';

const MAX_DICE = 24;
const MAX_NAMED = 2;
const TUMBLE_MS = 560;
const TUMBLE_FACES = [3, 5, 2, 6, 1, 4];

/** One die of a named roll: its face, the label under it, and whether it lights up (a win). */
interface NamedDie {
  face: number;
  label: string;
  lit?: boolean;
}

/** What the tray shows, for the e2e harness: the roll's faces, labels, caption, and whether settled. */
export interface TrayInfo {
  visible: boolean;
  settled: boolean;
  faces: number[];
  labels: string[];
  caption: string;
}

const easeOut = (t: number): number => 1 - (1 - t) * (1 - t);

/** Caption and die-label sizes in board units at full size (textFloor.ts grows them when small). */
const CAPTION_SIZE = 16;
const DIE_LABEL_SIZE = 13;

export class DiceTray {
  readonly root = new Container();
  private readonly panel = new Graphics();
  private readonly marks = new Graphics();
  private readonly text: Text;
  private readonly sprites: Graphics[] = [];
  private readonly dieLabels: Text[] = [];
  private faces: DiceFaces | null = new DiceFaces();
  private shown: { faces: number[]; labels: string[]; settled: boolean } = { faces: [], labels: [], settled: false };

  /** `flash(x, y)`: a burst where a six explodes (the arena's own flashes). */
  constructor(
    private readonly texts: ArenaTexts,
    private readonly flash: (x: number, y: number) => void,
  ) {
    this.text = new Text({ text: '', style: { fontFamily: FONT, fontSize: CAPTION_SIZE, fontWeight: '700', fill: COLOURS.text } });
    this.root.visible = false;
    this.text.anchor.set(0.5, 0);
    this.root.addChild(this.panel, this.marks);
    for (let i = 0; i < MAX_DICE; i++) {
      const d = new Graphics(this.faces?.get('team', 1));
      d.visible = false;
      this.sprites.push(d);
      this.root.addChild(d);
    }
    for (let i = 0; i < MAX_NAMED; i++) {
      const l = new Text({ text: '', style: { fontFamily: FONT, fontSize: DIE_LABEL_SIZE, fontWeight: '700', fill: COLOURS.muted } });
      l.anchor.set(0.5, 0);
      l.visible = false;
      this.dieLabels.push(l);
      this.root.addChild(l);
    }
    this.root.addChild(this.text);
  }

  setResolution(res: number, scale: number): void {
    this.text.resolution = res;
    this.text.style.fontSize = floorFont(CAPTION_SIZE, scale);
    for (const l of this.dieLabels) {
      l.resolution = res;
      l.style.fontSize = floorFont(DIE_LABEL_SIZE, scale);
    }
  }

  get info(): TrayInfo {
    return { visible: this.root.visible, ...this.shown, faces: [...this.shown.faces], labels: [...this.shown.labels], caption: this.text.text };
  }

  /** The roll-off: one die for each coach, labelled with the team; the winner's lights up. */
  rollOff(faces: readonly [number, number], teams: readonly [string, string], winner: 0 | 1 | null): Segment[] {
    const dice = faces.map((face, i) => ({ face, label: teams[i] ?? '', lit: winner === i }));
    return this.named(dice, this.texts.rollOff(winner === null ? null : (teams[winner] ?? '')), winner !== null);
  }

  /** The launch die, and the wall die when a 6 sent the ball to the far wall. */
  launch(roll: number, wallRoll: number | null): Segment[] {
    const dice: NamedDie[] = [{ face: roll, label: this.texts.die.launch }];
    if (wallRoll !== null) dice.push({ face: wallRoll, label: this.texts.die.wall });
    return this.named(dice, this.texts.launch(roll, wallRoll), false);
  }

  /** A scatter's direction and distance dice. */
  scatter(directionRoll: number, direction: Direction, distance: number): Segment[] {
    const dice: NamedDie[] = [
      { face: directionRoll, label: this.texts.die.direction },
      { face: distance, label: this.texts.die.distance },
    ];
    return this.named(dice, this.texts.scatter(direction, distance), false);
  }

  /** Named dice tumble, settle with their labels and the caption, hold, and fade. */
  private named(dice: readonly NamedDie[], caption: string, dimUnlit: boolean): Segment[] {
    if (!this.faces) return [];
    const list = dice.slice(0, MAX_NAMED);
    const slots: number[] = [];
    const setup = (): void => {
      // Slots as wide as their labels (team names can be long).
      slots.length = 0;
      let width = 0;
      list.forEach((d, i) => {
        const l = this.dieLabels[i];
        if (l) l.text = d.label;
        slots.push(Math.max(DIE_SIZE, l?.width ?? 0) + 24);
        width += slots[i] ?? 0;
      });
      this.text.text = '';
      const panelW = Math.max(width + 24, 240);
      this.panel.clear().roundRect(-panelW / 2, -46, panelW, 96, 12).fill({ color: COLOURS.panel, alpha: 0.94 }).stroke({ width: 2, color: COLOURS.panelEdge });
      this.marks.clear();
      this.root.position.set(0, 0);
      this.root.visible = true;
      this.root.alpha = 1;
      let x = -width / 2;
      this.sprites.forEach((s, i) => {
        const slot = slots[i];
        s.visible = slot !== undefined;
        if (slot === undefined) return;
        s.position.set(x + slot / 2, -18);
        s.alpha = 1;
        s.scale.set(1);
        const l = this.dieLabels[i];
        if (l) l.position.set(x + slot / 2, 4);
        x += slot;
      });
      for (const l of this.dieLabels) l.visible = false;
      this.shown = { faces: list.map((d) => d.face), labels: list.map((d) => d.label), settled: false };
    };
    const segs: Segment[] = [
      { duration: 0, start: setup },
      { duration: TUMBLE_MS, apply: (p) => this.tumble(list.map((d) => ({ face: d.face, source: 'team' as const })), 0, list.length, p * TUMBLE_MS, p >= 1 ? 1 : p * p, -18) },
      {
        duration: 180,
        start: () => {
          list.forEach((d, i) => {
            const s = this.sprites[i];
            const l = this.dieLabels[i];
            if (l) l.visible = true;
            if (!s) return;
            if (d.lit) this.marks.roundRect(s.x - DIE_SIZE / 2 - 4, s.y - DIE_SIZE / 2 - 4, DIE_SIZE + 8, DIE_SIZE + 8, 9).stroke({ width: 3, color: COLOURS.success });
            else if (dimUnlit) s.alpha = 0.4;
          });
          this.text.text = caption;
          this.text.position.set(0, 26);
        },
        apply: (p) => (this.marks.alpha = p),
        end: () => (this.shown.settled = true),
      },
      { duration: 700 },
      { duration: 200, apply: (p) => (this.root.alpha = 1 - p), end: () => this.end() },
    ];
    return segs;
  }

  private end(): void {
    this.root.visible = false;
    for (const l of this.dieLabels) l.visible = false;
  }

  /** Dice from..to-1 spin through faces, then (settleFrac 1) show `list`'s faces upright. */
  private tumble(list: readonly DieFace[], from: number, to: number, elapsed: number, settleFrac: number, y: number): void {
    const dfs = this.faces;
    if (!dfs) return;
    for (let i = from; i < to; i++) {
      const d = this.sprites[i];
      const face = list[i];
      if (!d || !face) continue;
      if (settleFrac >= 1) {
        d.context = dfs.get(face.source, face.face);
        d.rotation = 0;
        d.position.y = y;
      } else {
        const k = Math.floor(elapsed / 55) + i * 2;
        d.context = dfs.get(face.source, TUMBLE_FACES[k % 6] ?? 1);
        d.rotation = Math.sin(elapsed / 40 + i) * 0.6 * (1 - settleFrac);
        d.position.y = y - Math.abs(Math.sin(elapsed / 70 + i)) * 10 * (1 - settleFrac);
      }
    }
  }

  hide(): void {
    this.end();
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
      for (const l of this.dieLabels) l.visible = false;
      this.shown = { faces: list.map((f) => f.face), labels: [], settled: false };
    };
    const tumble = (from: number, to: number, elapsed: number, settleFrac: number): void => this.tumble(list, from, to, elapsed, settleFrac, -6);
    const segs: Segment[] = [
      { duration: 0, start: setup },
      { duration: TUMBLE_MS, apply: (p) => tumble(0, initial, p * TUMBLE_MS, p >= 1 ? 1 : p * p) },
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
        this.text.text = this.texts.successes(successes, target);
      },
      apply: (p) => (this.marks.alpha = p),
      end: () => (this.shown.settled = true),
    });
    segs.push({ duration: 750 });
    segs.push({ duration: 220, apply: (p) => (this.root.alpha = 1 - p), end: () => this.end() });
    return segs;
  }

  destroy(): void {
    this.faces?.destroy();
    this.faces = null;
  }
}
