// The Rülerball render bench (`npm run bench:render -- --game rulerball`): frame times of the ring
// board at 1280x800 while a hot-seat match's first decisions (both sides chosen in Node by the
// Normal computer coach, after the opening cannon shot: moves along the ring, towing, the ball's rolls, assaults and falls) are
// played through the store with their animations at normal speed. Figures only.
import { rulerball } from '../src/shared/games/rulerball';
import { rulerballCoach } from '../src/shared/games/rulerball/coach';
import type { Decision, MatchSetup, MatchState } from '../src/shared/games/rulerball/engine/types';
import { STOCK_TEAMS } from '../src/shared/games/rulerball/teams/stock';
import { rosterOfTeam } from '../src/shared/games/rulerball/teams/teamFile';
import { thinkSeed } from '../src/renderer/match/computer';
import { measureFrames, startBenchMatch } from './benchFrames';
import { expect, test } from './fixtures';

const SEED = 3;
const DECISIONS = 120;

const SETUP: MatchSetup = { teams: [rosterOfTeam('stock-0', STOCK_TEAMS[0]!), rosterOfTeam('stock-1', STOCK_TEAMS[1]!)], seed: SEED };

/** The match's first decisions, both coaches Normal. */
function benchDecisions(): Decision[] {
  let s: MatchState = rulerball.createMatch(SETUP);
  const out: Decision[] = [];
  while (out.length < DECISIONS && rulerball.legal(s).decider !== null) {
    const d = rulerballCoach.choose(s, 'normal', thinkSeed(SEED, out.length));
    const r = rulerball.apply(s, d);
    if (!r.ok) throw new Error(r.error.message);
    out.push(d);
    s = r.state;
  }
  return out;
}

test('Rülerball render bench: frame times while a match animates', async ({ app }) => {
  test.skip(!process.env.RUSHLINE_BENCH, 'frame times are measured by npm run bench:render -- --game rulerball');
  test.setTimeout(600_000);
  const { page } = app;
  await page.setViewportSize({ width: 1280, height: 800 });
  const decisions = benchDecisions();
  await app.open();
  await startBenchMatch(page, 'rulerball', JSON.parse(JSON.stringify(SETUP)) as MatchSetup, 'rb-screen');
  // The opening's cannon shot and flight animate first: each decision waits for the store to be idle.
  const result = await measureFrames(page, 'rulerball', decisions, true);
  console.log(
    `bench:render game=rulerball 1280x800 decisions=${decisions.length} frames=${result.frames} median=${result.median.toFixed(2)}ms p95=${result.p95.toFixed(2)}ms max=${result.max.toFixed(2)}ms duration=${(result.durationMs / 1000).toFixed(1)}s`,
  );
  expect(result.frames).toBeGreaterThan(0);
  // The decisions replayed to the engine's state (the bench measured the real match).
  const count = await page.getByTestId('rb-screen').getAttribute('data-decisions');
  expect(Number(count)).toBe(decisions.length);
  expect(app.consoleErrors).toEqual([]);
});
