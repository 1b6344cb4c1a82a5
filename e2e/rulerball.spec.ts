// Rülerball through its real screen: a seeded hot-seat match where every decision is made by the
// UI (lit squares clicked on the ring board, the prompt's buttons, the hand-over overlay, the undo
// key); the screen's state stays the engine's, bit for bit. Then autosave, reload and Continue give
// the same match. Screenshots at 1024x640, 1280x800 and 1920x1080. A second test: computer (Easy)
// against computer (Normal) plays by itself, and the save replays to what the screen shows.
import type { Page } from '@playwright/test';
import { MatchStore } from '../src/main/storage/matchStore';
import { mulberry32 } from '../src/shared/random/mulberry32';
import { rulerball } from '../src/shared/games/rulerball';
import { rulerballSaves } from '../src/shared/games/rulerball/saves';
import type { Decision, MatchSetup, MatchState } from '../src/shared/games/rulerball/engine/types';
import { STOCK_TEAMS } from '../src/shared/games/rulerball/teams/stock';
import { rosterOfTeam } from '../src/shared/games/rulerball/teams/teamFile';
import { squareOfDecision } from '../src/renderer/match/rulerballBoard';
import { expect, shotPath, test } from './fixtures';
import { instantAnimations } from './matchScreen';
import { makeRulerball as make, reloadAndContinue, rulerballSettled, rulerballView } from './rulerballScreen';

const SEED = 5;
const STEPS = 45;

test.use({ actionTimeout: 30_000 });

const screen = (page: Page) => page.getByTestId('rb-screen');

/** A coach's choice for the story: a move on a square of its own when there is one (varied by the step), else the first decision. */
function storyChoice(s: MatchState, i: number): Decision {
  const ds = rulerball.legal(s).decisions;
  const alone = ds.filter((d) => {
    const sq = squareOfDecision(s, d);
    return sq !== null && ds.filter((x) => squareOfDecision(s, x) === sq).length === 1;
  });
  return alone.length > 0 ? (alone[i % alone.length] as Decision) : (ds[0] as Decision);
}

/** Makes one decision as a coach would: on its square (then its button when the square offers several), else its button. */
async function startRulerball(page: Page, seed: number, who: { home?: string; away?: string } = {}): Promise<void> {
  await page.getByRole('button', { name: 'New match', exact: true }).click();
  await page.getByTestId('game').selectOption('rulerball');
  if (who.home) await page.getByTestId('rb-controller-home').selectOption(who.home);
  if (who.away) await page.getByTestId('rb-controller-away').selectOption(who.away);
  await page.getByText('Advanced (testing)').click();
  await page.getByTestId('rb-seed').fill(String(seed));
  await page.getByTestId('rb-start-match').click();
  await expect(screen(page)).toHaveAttribute('data-ready', 'yes', { timeout: 60_000 });
  // Hot-seat: the opening's cannon shot has played on the board (a computer side is soon thinking).
  if (!who.home && !who.away) await expect(screen(page)).toHaveAttribute('data-busy', 'no');
}

const SETUP: MatchSetup = { teams: [rosterOfTeam('stock-0', STOCK_TEAMS[0]!), rosterOfTeam('stock-1', STOCK_TEAMS[1]!)], seed: SEED };

test('Rülerball hot-seat: squares clicked on the ring board, buttons, hand-overs and undo; reload and Continue give the same match', async ({ app }) => {
  test.setTimeout(900_000);
  const { page } = app;
  await page.setViewportSize({ width: 1280, height: 800 });
  await app.open();
  await instantAnimations(page);
  await startRulerball(page, SEED);
  expect((await rulerballView(page)).state).toBe(JSON.stringify(rulerball.createMatch(SETUP)));
  // The opening cannon shot is in the log before any decision.
  await expect(page.getByTestId('rb-log')).toContainText(/cannon/i);
  // A screen reader hears who decides and the question.
  await expect(page.getByTestId('rb-announcer')).toHaveText(/^.+ decides: Move: pick a lit square \(or a button\)$/);
  await page.screenshot({ path: shotPath('rulerball-start-1280x800.png') });

  let s = rulerball.createMatch(SETUP);
  let holder = rulerball.legal(s).decider;
  let clicked = 0;
  let undone = false;
  for (let i = 0; i < STEPS && !s.result; i++) {
    const decider = rulerball.legal(s).decider;
    if (decider !== holder) {
      await page.getByTestId('bb-handover-take').click();
      holder = decider;
    }
    const d = storyChoice(s, i);
    if (squareOfDecision(s, d) !== null) clicked++;
    await make(page, s, d);
    const r = rulerball.apply(s, d);
    if (!r.ok) throw new Error(r.error.message);
    const before = s;
    const rolled = JSON.stringify(before.dice) !== JSON.stringify(r.state.dice);
    s = r.state;
    await rulerballSettled(page, i + 1);
    // Undo, once: a decision that rolled nothing is taken back with the U key and made again.
    if (!undone && !rolled && rulerball.legal(s).decider === decider) {
      expect((await rulerballView(page)).canUndo).toBe(true);
      await page.locator('body').press('u');
      await rulerballSettled(page, i);
      expect((await rulerballView(page)).state).toBe(JSON.stringify(before));
      await make(page, before, d);
      await rulerballSettled(page, i + 1);
      undone = true;
    }
    expect((await rulerballView(page)).state).toBe(JSON.stringify(s));
  }
  expect(clicked).toBeGreaterThan(10);
  await expect(page.getByTestId('rb-log')).toContainText(/moves at speed \d+ to ring \d, sector \d+/);
  expect(undone).toBe(true);
  await page.screenshot({ path: shotPath('rulerball-play-1280x800.png') });
  for (const [width, height] of [
    [1024, 640],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(400);
    await page.screenshot({ path: shotPath(`rulerball-play-${width}x${height}.png`) });
  }

  // Autosaved: reload, Continue, the same match on the Rülerball screen.
  await expect(page.getByTestId('rb-saving')).toHaveText('Saved', { timeout: 30_000 });
  const end = await rulerballView(page);
  const again = await reloadAndContinue(page);
  expect(again.count).toBe(end.count);
  expect(again.state).toBe(end.state);
  // The Load list names the game.
  await page.reload();
  await page.getByRole('button', { name: 'Load match', exact: true }).click();
  await expect(page.getByTestId('save-game').first()).toHaveText('Rülerball');
  expect(app.consoleErrors).toEqual([]);
});

test('Rülerball computer (Easy) against computer (Normal) plays by itself, pauses, steps one decision and resumes; the save replays to what the screen shows', async ({ app }) => {
  test.setTimeout(600_000);
  const { page } = app;
  await app.open();
  await instantAnimations(page);
  await startRulerball(page, 11, { home: 'easy', away: 'normal' });
  await expect.poll(async () => Number(await screen(page).getAttribute('data-decisions')), { timeout: 240_000 }).toBeGreaterThanOrEqual(150);
  // Pause holds the match; "one decision" plays exactly one; resume goes on.
  await page.locator('body').press('k');
  await expect(page.getByTestId('bb-computer-pause')).toHaveAttribute('aria-pressed', 'true');
  await expect(screen(page)).toHaveAttribute('data-busy', 'no');
  const held = Number(await screen(page).getAttribute('data-decisions'));
  await page.waitForTimeout(1_000);
  await expect(screen(page)).toHaveAttribute('data-decisions', String(held));
  await page.getByTestId('bb-computer-step').click();
  await rulerballSettled(page, held + 1);
  await page.waitForTimeout(800);
  await expect(screen(page)).toHaveAttribute('data-decisions', String(held + 1));
  await page.getByTestId('bb-computer-pause').click();
  await expect.poll(async () => Number(await screen(page).getAttribute('data-decisions')), { timeout: 60_000 }).toBeGreaterThan(held + 1);
  // State and log are read in one go: the log replays through the engine to the state on screen.
  const end = await rulerballView(page);
  expect(end.decisions.length).toBeGreaterThanOrEqual(150);
  expect(JSON.stringify(rulerball.replay(end.setup as MatchSetup, end.decisions))).toBe(end.state);
  await expect(page.getByTestId('rb-log')).toContainText(/moves at speed/);
  expect(app.consoleErrors).toEqual([]);
});

/** A computer-against-computer match played to its end (seeded random decisions; seed 1: the away team wins 1–0), saved. */
async function seedFinished(dataDir: string): Promise<{ id: string; result: MatchState['result'] }> {
  const setup: MatchSetup = { teams: [rosterOfTeam('stock-0', STOCK_TEAMS[0]!), rosterOfTeam('stock-1', STOCK_TEAMS[1]!)], seed: 1 };
  const random = mulberry32(1);
  let s = rulerball.open!(setup).state;
  const decisions: Decision[] = [];
  while (rulerball.summarise(s).status === 'in-progress') {
    const ds = rulerball.legal(s).decisions;
    const d = ds[Math.floor(random() * ds.length)]!;
    const r = rulerball.apply(s, d);
    if (!r.ok) throw new Error(r.error.message);
    decisions.push(d);
    s = r.state;
  }
  const store = new MatchStore({ dataDir, appVersion: '0.1.0', games: [rulerballSaves], now: () => new Date('2026-12-06T20:00:00.000Z') });
  const file = await store.save(JSON.parse(JSON.stringify({ game: 'rulerball', setup, decisions, snapshot: s, controllers: { A: 'easy', B: 'normal' } })));
  return { id: file.id, result: s.result };
}

test('after the final whistle of a computer-against-computer match: the status bar says it is over, no ball awaited, no undo; the log gives the winner\'s score first', async ({ app }) => {
  test.setTimeout(120_000);
  const { page, dataDir } = app;
  const { id, result } = await seedFinished(dataDir);
  expect(result).toEqual({ winner: 'away', score: [0, 1] });
  await app.open();
  await page.locator('nav button[data-screen="load-match"]').click();
  await page.getByTestId(`open-${id}`).click();
  await expect(screen(page)).toHaveAttribute('data-ready', 'yes', { timeout: 60_000 });
  const status = page.getByTestId('rb-status');
  await expect(page.getByTestId('rb-clock')).toHaveText('Final whistle');
  await expect(page.getByTestId('rb-ball')).toHaveCount(0);
  await expect(status).not.toContainText('cannon');
  // Nobody played a decision of his own: nothing to take back (as DreadBall's screen).
  await expect(page.getByTestId('rb-undo')).toBeDisabled();
  const before = await rulerballView(page);
  expect(before.canUndo).toBe(false);
  await page.keyboard.press('u');
  await page.waitForTimeout(300);
  await expect(screen(page)).toHaveAttribute('data-decisions', String(before.count));
  await expect(page.getByTestId('rb-log')).toContainText(`${STOCK_TEAMS[1]!.name} wins 1–0`);
  for (const size of [{ width: 1024, height: 640 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: test.info().outputPath(`rb-end-${size.width}x${size.height}.png`) });
  }
  expect(app.consoleErrors).toEqual([]);
});
