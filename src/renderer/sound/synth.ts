// The sounds, made in code with Web Audio: no recordings to ship. Each cue is a few oscillators
// or a burst of filtered noise with a short envelope, routed into `out` (the volume).

type Voice = (ctx: AudioContext, out: AudioNode, at: number) => void;

function noise(ctx: AudioContext, seconds: number): AudioBuffer {
  const buffer = ctx.createBuffer(1, Math.max(1, Math.floor(ctx.sampleRate * seconds)), ctx.sampleRate);
  const data = buffer.getChannelData(0);
  // A fixed pattern (not Math.random): the same sound every time, and no hidden randomness.
  let x = 0x2545f491;
  for (let i = 0; i < data.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    data[i] = ((x >>> 0) / 0xffffffff) * 2 - 1;
  }
  return buffer;
}

function burst(ctx: AudioContext, out: AudioNode, at: number, o: { length: number; freq: number; q: number; gain: number; type?: BiquadFilterType }): void {
  const src = ctx.createBufferSource();
  src.buffer = noise(ctx, o.length);
  const filter = ctx.createBiquadFilter();
  filter.type = o.type ?? 'bandpass';
  filter.frequency.value = o.freq;
  filter.Q.value = o.q;
  const env = ctx.createGain();
  env.gain.setValueAtTime(o.gain, at);
  env.gain.exponentialRampToValueAtTime(0.001, at + o.length);
  src.connect(filter).connect(env).connect(out);
  src.start(at);
  src.stop(at + o.length);
}

function tone(ctx: AudioContext, out: AudioNode, at: number, o: { from: number; to?: number; length: number; gain: number; type?: OscillatorType }): void {
  const osc = ctx.createOscillator();
  osc.type = o.type ?? 'sine';
  osc.frequency.setValueAtTime(o.from, at);
  if (o.to) osc.frequency.exponentialRampToValueAtTime(o.to, at + o.length);
  const env = ctx.createGain();
  env.gain.setValueAtTime(0.0001, at);
  env.gain.exponentialRampToValueAtTime(o.gain, at + 0.01);
  env.gain.exponentialRampToValueAtTime(0.001, at + o.length);
  osc.connect(env).connect(out);
  osc.start(at);
  osc.stop(at + o.length + 0.02);
}

export const VOICES: Readonly<Record<string, Voice>> = {
  // Dice: a handful of short clicks on a table.
  dice: (ctx, out, at) => {
    for (let i = 0; i < 5; i++) burst(ctx, out, at + i * 0.045 + (i % 2) * 0.012, { length: 0.03, freq: 2400 + i * 300, q: 4, gain: 0.5 });
  },
  // Skates: a soft rolling hiss.
  skate: (ctx, out, at) => burst(ctx, out, at, { length: 0.22, freq: 900, q: 0.8, gain: 0.18, type: 'lowpass' }),
  // Slam: a low thud with a crack on top.
  slam: (ctx, out, at) => {
    tone(ctx, out, at, { from: 140, to: 45, length: 0.3, gain: 0.9 });
    burst(ctx, out, at, { length: 0.08, freq: 1800, q: 1.5, gain: 0.5 });
  },
  fall: (ctx, out, at) => tone(ctx, out, at, { from: 110, to: 40, length: 0.25, gain: 0.6 }),
  // Wall bounce: a metallic ping.
  bounce: (ctx, out, at) => {
    tone(ctx, out, at, { from: 1320, length: 0.35, gain: 0.25, type: 'triangle' });
    tone(ctx, out, at, { from: 1980, length: 0.2, gain: 0.12, type: 'triangle' });
  },
  throw: (ctx, out, at) => burst(ctx, out, at, { length: 0.25, freq: 1400, q: 2, gain: 0.25 }),
  catch: (ctx, out, at) => tone(ctx, out, at, { from: 520, to: 780, length: 0.12, gain: 0.35, type: 'square' }),
  fumble: (ctx, out, at) => tone(ctx, out, at, { from: 400, to: 160, length: 0.3, gain: 0.3, type: 'sawtooth' }),
  // Strike: the crowd roars (a long swell of noise) under a rising horn.
  strike: (ctx, out, at) => {
    burst(ctx, out, at, { length: 1.6, freq: 700, q: 0.5, gain: 0.5, type: 'lowpass' });
    tone(ctx, out, at, { from: 330, to: 660, length: 0.6, gain: 0.3, type: 'sawtooth' });
  },
  // Whistle: two quick trills.
  whistle: (ctx, out, at) => {
    tone(ctx, out, at, { from: 2900, length: 0.15, gain: 0.22 });
    tone(ctx, out, at + 0.2, { from: 2900, length: 0.35, gain: 0.22 });
  },
};
