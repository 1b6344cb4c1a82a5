// Render bench: plays the scripted sequence (with a wall bounce) and records the ticker's frame
// times while it runs. Returns median and 95th percentile in ms.
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
  await new Promise<void>((done) => {
    let n = 0;
    arena.onFrame(() => {
      if (++n >= warmup) done();
    });
  });
  const times = new Float64Array(20000);
  let count = 0;
  arena.onFrame((dt) => {
    if (count < times.length) times[count++] = dt;
  });
  const t0 = performance.now();
  await playScript(arena);
  const durationMs = performance.now() - t0;
  arena.onFrame(null);
  return { ...frameStats(Array.from(times.subarray(0, count))), durationMs };
}
