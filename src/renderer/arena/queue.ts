// The animation queue: every animation is an awaitable entry played strictly in order, advanced
// by one clock (the Pixi ticker in the app, a fake clock in tests). Pure: no Pixi, no timers.
import type { AnimationSpeed } from './model';

/** One timed segment: `apply(p)` with p going 0 -> 1 over `duration` ms (unscaled). */
export interface Segment {
  duration: number;
  /** Called once when the segment starts (read start positions here, not at build time). */
  start?: () => void;
  apply?: (p: number) => void;
  end?: () => void;
}

/** An animation is a list of segments played one after another. */
export class Timeline {
  private index = 0;
  private elapsed = 0;
  private started = false;

  constructor(readonly segments: Segment[]) {}

  get done(): boolean {
    return this.index >= this.segments.length;
  }

  /** Advances by dt ms; returns true when finished. Leftover time flows into the next segment. */
  update(dt: number): boolean {
    return this.advance(dt) >= 0;
  }

  /** Advances by dt ms; returns the unused time when finished, or -1 while still playing. */
  advance(dt: number): number {
    let left = dt;
    while (!this.done) {
      const seg = this.segments[this.index];
      if (!seg) break;
      if (!this.started) {
        seg.start?.();
        this.started = true;
        this.elapsed = 0;
      }
      const remaining = seg.duration - this.elapsed;
      if (left < remaining) {
        this.elapsed += left;
        seg.apply?.(seg.duration > 0 ? this.elapsed / seg.duration : 1);
        return -1;
      }
      left -= Math.max(0, remaining);
      seg.apply?.(1);
      seg.end?.();
      this.index++;
      this.started = false;
    }
    return left;
  }

  /** Jumps to the end, running every remaining segment's start/apply(1)/end in order. */
  finish(): void {
    this.update(Infinity);
  }
}

export const SPEED_FACTOR: Readonly<Record<AnimationSpeed, number>> = { normal: 1, fast: 2.5, instant: Infinity };

interface Entry {
  timeline: Timeline;
  resolve: () => void;
}

export class AnimationQueue {
  speed: AnimationSpeed = 'normal';
  /** The clock stands still (the e2e harness photographs a moment); skip still finishes everything. */
  paused = false;
  private readonly entries: Entry[] = [];
  private skipping = false;

  /** Number of animations waiting or playing. */
  get length(): number {
    return this.entries.length;
  }

  get busy(): boolean {
    return this.entries.length > 0;
  }

  /** Queues an animation; the promise resolves when it has played (or been skipped). */
  play(segments: Segment[] | Timeline): Promise<void> {
    const timeline = segments instanceof Timeline ? segments : new Timeline(segments);
    return new Promise<void>((resolve) => {
      this.entries.push({ timeline, resolve });
    });
  }

  /**
   * Advances the clock by dt ms (real time). Instant speed finishes everything queued on this tick,
   * so an instant animation resolves on the next frame. Finished entries resolve in order.
   */
  tick(dt: number): void {
    if (this.skipping || this.speed === 'instant') {
      // Skip mode lasts until a tick finds nothing left (code awaiting one animation queues the next).
      if (this.entries.length === 0) this.skipping = false;
      this.flush();
      return;
    }
    if (this.paused) return;
    let left = dt * SPEED_FACTOR[this.speed];
    while (this.entries.length > 0) {
      const entry = this.entries[0];
      if (!entry) break;
      left = entry.timeline.advance(left);
      if (left < 0) return;
      this.entries.shift();
      entry.resolve();
    }
  }

  /**
   * Finishes the current queue at once: every queued animation jumps to its end state, in order,
   * and resolves. Animations queued while skipping (by awaiting code) also finish on the next tick.
   */
  skip(): void {
    this.skipping = true;
    this.flush();
  }

  private flush(): void {
    while (this.entries.length > 0) {
      const entry = this.entries.shift();
      if (!entry) break;
      entry.timeline.finish();
      entry.resolve();
    }
  }

  /** Drops everything without playing (arena torn down); pending promises still resolve. */
  clear(): void {
    this.flush();
    this.skipping = false;
  }
}
