// The Blood Bowl render bench (`npm run bench:render -- --game bloodbowl`): frame times of the
// square board at 1280x800 while the e2e story's first 110 decisions (set-ups, the kick, blocks,
// pushes, the pass, runs) are played with their animations at normal speed. Figures only.
import { bloodbowl } from '../src/shared/games/bloodbowl';
import { playStory, storySetup } from './bloodbowlStory';
import { measureFrames, startBenchMatch } from './benchFrames';
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
  await startBenchMatch(page, 'bloodbowl', setup, 'bb-screen');
  const result = await measureFrames(page, 'bloodbowl', decisions, false);
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
