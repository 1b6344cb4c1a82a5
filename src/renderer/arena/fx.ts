// Short-lived effects over the board: flashes (pooled rings that fade), the clash burst between two
// figures, the Strike celebration and the dice tray. Nothing here allocates per frame.
import { Container, Graphics } from 'pixi.js';
import { Celebration } from './celebration';
import { DiceTray } from './diceTray';
import type { ArenaTexts } from './texts';
import { COLOURS } from './theme';

interface Flash {
  g: Graphics;
  life: number;
  age: number;
  grow: number;
}

export class ArenaFx {
  readonly layer = new Container();
  readonly clash = new Graphics();
  readonly celebration: Celebration;
  readonly tray: DiceTray;
  private readonly flashes: Flash[] = [];

  constructor(texts: ArenaTexts) {
    this.celebration = new Celebration(texts.strike);
    this.tray = new DiceTray(texts, (x, y) => this.flashAt(x, y, COLOURS.hexEdge, 20, 300));
    this.clash.visible = false;
    this.layer.addChild(this.clash, this.celebration.root, this.tray.root);
  }

  /** A ring that flashes at (x, y) and fades over `life` ms. */
  flashAt(x: number, y: number, colour: number, radius = 14, life = 380): void {
    let fl = this.flashes.find((f) => !f.g.visible);
    if (!fl) {
      fl = { g: new Graphics(), life, age: 0, grow: 1.6 };
      fl.g.circle(0, 0, 1).stroke({ width: 0.25, color: 0xffffff });
      this.layer.addChild(fl.g);
      this.flashes.push(fl);
    }
    fl.g.clear().circle(0, 0, radius).stroke({ width: 4, color: colour }).circle(0, 0, radius * 0.45).fill({ color: colour, alpha: 0.8 });
    fl.g.position.set(x, y);
    fl.g.visible = true;
    fl.g.alpha = 1;
    fl.g.scale.set(1);
    fl.age = 0;
    fl.life = life;
  }

  /** The clash burst, drawn afresh at (x, y). */
  burstAt(x: number, y: number): void {
    this.clash.clear();
    drawBurst(this.clash, 0, 0, 30, 12, 9);
    this.clash.position.set(x, y);
    this.clash.visible = true;
  }

  /** Flashes fade (the selection ring is still: an idle arena draws nothing). */
  tick(dt: number): void {
    for (const fl of this.flashes) {
      if (!fl.g.visible) continue;
      fl.age += dt;
      const p = fl.age / fl.life;
      if (p >= 1) {
        fl.g.visible = false;
        continue;
      }
      fl.g.alpha = 1 - p;
      fl.g.scale.set(1 + fl.grow * p);
    }
  }

  /** Whether a flash is still fading. */
  get busy(): boolean {
    for (const fl of this.flashes) if (fl.g.visible) return true;
    return false;
  }

  /** Hides everything transient at once (the skip key). */
  hide(): void {
    this.clash.visible = false;
    this.celebration.hide();
    this.tray.hide();
    for (const fl of this.flashes) fl.g.visible = false;
  }

  setResolution(res: number, scale: number): void {
    this.celebration.setResolution(res);
    this.tray.setResolution(res, scale);
  }

  destroy(): void {
    this.tray.destroy();
  }
}

function drawBurst(g: Graphics, x: number, y: number, outer: number, inner: number, points: number): void {
  const pts: number[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (i * Math.PI) / points;
    pts.push(x + r * Math.cos(a), y + r * Math.sin(a));
  }
  g.poly(pts).fill({ color: 0xffffff }).stroke({ width: 3, color: COLOURS.startLine });
  g.circle(x, y, inner * 0.8).fill({ color: COLOURS.startLine });
}
