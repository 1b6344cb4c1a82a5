// The Blood Bowl render bench (`npm run bench:render -- --game bloodbowl`): frame times of the
// square board at 1280x800 while the e2e story's first 110 decisions (set-ups, the kick, blocks,
// pushes, the pass, runs) are played with their animations at normal speed. Figures only.
import { bloodbowl } from '../src/shared/games/bloodbowl';
import { playStory, storySetup } from './bloodbowlStory';
import { expect, test } from './fixtures';

const SEED = 14;
const DECISIONS = 110;

test('Blood Bowl render bench: frame times while the story animates', async ({ app }) => {
  test.skip(!process.env.RUSHLINE_BENCH, 'frame times are measured by npm run bench:render -- --game bloodbowl');
  test.setTimeout(600_000);
  const { page } = app;
  await page.setViewportSize({ width: 1280, height: 800 });
  const decisions = playStory(SEED, DECISIONS).steps.map((s) => s.decision);
  await app.open();
  const setup = JSON.parse(JSON.stringify(storySetup(SEED))) as ReturnType<typeof storySetup>;
  await page.evaluate((su) => {
    const el = document.querySelector('#app') as (Element & { __vue_app__?: { config: { globalProperties: Record<string, unknown> } } }) | null;
    const pinia = el?.__vue_app__?.config.globalProperties.$pinia as { _s: Map<string, Record<string, (...args: unknown[]) => unknown>> };
    const nav = pinia._s.get('navigation')!;
    // The Blood Bowl store exists once New match used it: start through it, as New match does.
    nav.go!('new-match');
    return su;
  }, setup);
  await page.getByTestId('game').selectOption('bloodbowl');
  await page.evaluate((su) => {
    const el = document.querySelector('#app') as (Element & { __vue_app__?: { config: { globalProperties: Record<string, unknown> } } }) | null;
    const pinia = el?.__vue_app__?.config.globalProperties.$pinia as { _s: Map<string, Record<string, (...args: unknown[]) => unknown>> };
    pinia._s.get('bloodbowlMatch')!.start!(su, { home: 'human', away: 'human' });
    pinia._s.get('navigation')!.go!('bloodbowl-match');
  }, setup);
  await expect(page.getByTestId('bb-screen')).toHaveAttribute('data-ready', 'yes', { timeout: 60_000 });
  const result = await page.evaluate(async (list) => {
    const el = document.querySelector('#app') as (Element & { __vue_app__?: { config: { globalProperties: Record<string, unknown> } } }) | null;
    const pinia = el?.__vue_app__?.config.globalProperties.$pinia as { _s: Map<string, Record<string, unknown>> };
    const m = pinia._s.get('bloodbowlMatch') as { decide(d: unknown): Promise<boolean>; acknowledgeHandover(): void; handoverTo: unknown; lastError: string | null };
    const gaps: number[] = [];
    let running = true;
    let last = performance.now();
    const tick = (now: number): void => {
      gaps.push(now - last);
      last = now;
      if (running) requestAnimationFrame(tick);
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(tick);
    });
    const t0 = performance.now();
    for (const d of list) {
      if (m.handoverTo) m.acknowledgeHandover();
      if (!(await m.decide(d))) throw new Error(`refused: ${m.lastError}`);
    }
    running = false;
    const sorted = [...gaps].sort((a, b) => a - b);
    const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    return { frames: gaps.length, median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] ?? 0, durationMs: performance.now() - t0 };
  }, decisions);
  console.log(
    `bench:render game=bloodbowl 1280x800 decisions=${decisions.length} frames=${result.frames} median=${result.median.toFixed(2)}ms p95=${result.p95.toFixed(2)}ms max=${result.max.toFixed(2)}ms duration=${(result.durationMs / 1000).toFixed(1)}s`,
  );
  expect(result.frames).toBeGreaterThan(0);
  // The story's decisions replayed to the engine's state (the bench measured the real match).
  const count = await page.getByTestId('bb-screen').getAttribute('data-decisions');
  expect(Number(count)).toBe(decisions.length);
  expect(bloodbowl.replay(storySetup(SEED), decisions).teams[0].name).toBeTruthy();
  expect(app.consoleErrors).toEqual([]);
});
