import { mulberry32 } from '../../../random/mulberry32';

/**
 * The computer coach's own seeded generator (mulberry32). It never touches the match dice: the
 * coach's noise, sample seeds and tie-breaks all come from here, so a decision is a pure function
 * of (state, level, seed).
 */
export class AiRng {
  private readonly draw: () => number;

  constructor(seed: number) {
    this.draw = mulberry32(seed ^ 0x9e3779b9);
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.draw();
  }

  /** Unsigned 32-bit integer. */
  u32(): number {
    return Math.floor(this.next() * 4294967296) >>> 0;
  }

  /** Integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Roughly normal noise with mean 0 and the given spread (sum of three uniforms). */
  noise(spread: number): number {
    return (this.next() + this.next() + this.next() - 1.5) * spread;
  }
}
