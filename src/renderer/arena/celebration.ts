// A Strike's celebration: the points burst out over the pitch in the scoring side's colour, with
// rings spreading from the Strike hex. One text and one Graphics, reused for every Strike.
import { Container, Graphics, Text } from 'pixi.js';
import type { Segment } from './queue';
import { FONT } from './theme';

const easeOut = (t: number): number => 1 - (1 - t) * (1 - t);

export class Celebration {
  readonly root = new Container();
  private readonly text: Text;
  private readonly rings = new Graphics();

  constructor(private readonly strikeText: (points: number) => string) {
    this.text = new Text({
      text: '',
      style: { fontFamily: FONT, fontSize: 64, fontWeight: '900', fill: 0xffffff, stroke: { color: 0x000000, width: 8 }, letterSpacing: 3 },
    });
    this.root.visible = false;
    this.text.anchor.set(0.5);
    this.root.addChild(this.rings, this.text);
  }

  setResolution(res: number): void {
    this.text.resolution = res;
  }

  hide(): void {
    this.root.visible = false;
  }

  /** The celebration of `points` in `colour`, rings from world point (x, y). */
  segments(points: number, colour: number, x: number, y: number): Segment[] {
    return [
      {
        duration: 1300,
        start: () => {
          this.text.text = this.strikeText(points);
          this.text.style.fill = colour;
          this.root.position.set(0, 0);
          this.root.visible = true;
          this.rings.position.set(x, y);
        },
        apply: (p) => {
          const s = p < 0.25 ? 0.3 + 1.0 * easeOut(p / 0.25) : 1.3 - 0.3 * easeOut(Math.min(1, (p - 0.25) / 0.2));
          this.text.scale.set(s);
          this.text.alpha = p > 0.8 ? (1 - p) / 0.2 : 1;
          const g = this.rings;
          g.clear();
          for (let k = 0; k < 3; k++) {
            const q = p * 1.4 - k * 0.2;
            if (q <= 0 || q >= 1) continue;
            g.circle(0, 0, 20 + q * 260).stroke({ width: 6 * (1 - q), color: colour, alpha: 1 - q });
          }
        },
        end: () => {
          this.root.visible = false;
          this.rings.clear();
        },
      },
    ];
  }
}
