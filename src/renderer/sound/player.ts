// Plays cues through one lazily created AudioContext, at the volume of the settings. Automated
// browsers (navigator.webdriver: the e2e runs) stay silent, but what would have played is kept in
// `played` so a test can see it.
import type { Cue } from './cues';
import { VOICES } from './synth';

export interface SoundOptions {
  enabled: boolean;
  /** 0-100. */
  volume: number;
}

export class SoundPlayer {
  private ctx: AudioContext | null = null;
  private gain: GainNode | null = null;
  private lastAt = new Map<Cue, number>();
  /** Every cue played (or, silent under automation, that would have been), newest last. */
  readonly played: Cue[] = [];

  constructor(
    private options: SoundOptions,
    private readonly silent = typeof navigator !== 'undefined' && navigator.webdriver === true,
  ) {}

  configure(options: SoundOptions): void {
    this.options = options;
    if (this.gain) this.gain.gain.value = options.volume / 100;
  }

  play(cue: Cue): void {
    if (!this.options.enabled || this.options.volume <= 0) return;
    // Instant animations send many events at once: one of a kind per 60 ms is enough.
    const now = typeof performance !== 'undefined' ? performance.now() : Date.now();
    if (now - (this.lastAt.get(cue) ?? -Infinity) < 60) return;
    this.lastAt.set(cue, now);
    this.played.push(cue);
    if (this.played.length > 200) this.played.splice(0, this.played.length - 200);
    if (this.silent || typeof AudioContext === 'undefined') return;
    const ctx = this.context();
    if (ctx.state === 'suspended') void ctx.resume();
    VOICES[cue]?.(ctx, this.gain as GainNode, ctx.currentTime + 0.01);
  }

  private context(): AudioContext {
    if (!this.ctx) {
      this.ctx = new AudioContext();
      this.gain = this.ctx.createGain();
      this.gain.gain.value = this.options.volume / 100;
      this.gain.connect(this.ctx.destination);
    }
    return this.ctx;
  }
}

/** The app's one player; the settings store keeps it configured. */
export const sound = new SoundPlayer({ enabled: true, volume: 70 });

// Under automation the e2e specs read what would have played.
if (typeof window !== 'undefined' && typeof navigator !== 'undefined' && navigator.webdriver === true) {
  (window as unknown as { __rushlineSound?: SoundPlayer }).__rushlineSound = sound;
}
