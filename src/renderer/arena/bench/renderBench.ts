// Render bench: plays the scripted sequence (with a wall bounce) and records frame times while it
// runs. Frame times are the gaps between requestAnimationFrame timestamps (the browser's own frame
// clock), not Pixi's ticker delta, which is capped at 100 ms and would hide the slowest frames.
// Returns median and 95th percentile in ms.
import type { ArenaController } from '../ArenaController';
import { playScript, showcaseState } from './script';
import { type FrameStats, frameStats } from './stats';

export interface RenderBenchResult extends FrameStats {
  durationMs: number;
}

export async function runRenderBench(arena: ArenaController, options: { warmupFrames?: number } = {}): Promise<RenderBenchResult> {
  arena.setSpeed('normal');
  arena.setState(showcaseState());
  // Let the first frames (texture uploads, shader compiles) pass before measuring.
  const warmup = options.warmupFrames ?? 10;
  for (let i = 0; i < warmup; i++) await new Promise((r) => requestAnimationFrame(r));
  const times = new Float64Array(20000);
  let count = 0;
  let last = -1;
  let running = true;
  const frame = (now: number): void => {
    if (last >= 0 && count < times.length) times[count++] = now - last;
    last = now;
    if (running) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  const t0 = performance.now();
  await playScript(arena);
  const durationMs = performance.now() - t0;
  running = false;
  return { ...frameStats(Array.from(times.subarray(0, count))), durationMs };
}
