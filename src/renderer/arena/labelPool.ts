// Small text labels on hexes, reused from a pool so redrawing a set of marks creates no new Text
// objects (a Text is a texture; making them per redraw would churn GPU memory).
import { type Container, Text, type TextStyleOptions } from 'pixi.js';

export class LabelPool {
  private readonly pool: Text[] = [];
  private resolution = 1;
  private used = 0;

  constructor(
    private readonly parent: Container,
    private style: TextStyleOptions,
  ) {}

  /** Starts a new set of labels: the ones not placed before `finish()` are hidden. */
  begin(): void {
    this.used = 0;
  }

  /** Shows the next label of the set with `text`, centred on (x, y). */
  place(text: string, x: number, y: number): void {
    let t = this.pool[this.used];
    if (!t) {
      t = new Text({ text: '', style: this.style });
      t.anchor.set(0.5, 0.5);
      t.resolution = this.resolution;
      this.pool.push(t);
      this.parent.addChild(t);
    }
    this.used++;
    t.text = text;
    t.position.set(x, y);
    t.visible = true;
  }

  /** Hides the labels the current set did not use. */
  finish(): void {
    for (let i = this.used; i < this.pool.length; i++) {
      const t = this.pool[i];
      if (t) t.visible = false;
    }
  }

  setResolution(res: number): void {
    this.resolution = res;
    for (const t of this.pool) t.resolution = res;
  }

  /** Every label of the pool, and those made later, at this size (board units). */
  setFontSize(size: number): void {
    this.style = { ...this.style, fontSize: size };
    for (const t of this.pool) t.style.fontSize = size;
  }
}
