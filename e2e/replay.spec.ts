// Watching a finished match (issue 14): opened from Load match as a replay, it plays by itself
// (Play / K) and pauses at once, goes faster at 4x, jumps to the start of any rush and to the
// moment of any line of the game log (click or Enter), stops at the end, when left and when the
// screen is left. The Load
// list says who played whom. Screenshots of both at 1280x800 and 1024x640.
import type { Page } from '@playwright/test';
import { applyDecision, createMatch, legalDecisions } from '../src/shared/games/dreadball/engine';
import { STOCK_TEAMS } from '../src/shared/games/dreadball/teams';
import { dreadballSaves } from '../src/shared/games/dreadball/saves';
import { MatchStore } from '../src/main/storage/matchStore';
import type { GameEvent } from '../src/shared/games/dreadball/engine/types';
import type { MatchFile } from '../src/shared/saves/schemas';
import { rushStartsOf } from '../src/renderer/stores/matchReplay';
import { expect, shotPath, test } from './fixtures';
import { hookMatch } from './matchScreen';
import { misfits } from './textFit';
import { languages } from '../src/shared/settings';

type Setup = Parameters<typeof createMatch>[0];

/** A whole stock match of legal decisions, saved as one the person lost to the computer (Hard). */
async function seedFinished(dataDir: string): Promise<{ file: MatchFile; events: GameEvent[][] }> {
  const store = new MatchStore({ dataDir, appVersion: '0.1.0', games: [dreadballSaves], now: () => new Date('2025-03-01T20:00:00.000Z') });
  const setup = { teams: [STOCK_TEAMS[2]!, STOCK_TEAMS[3]!], seed: 7 } as Setup;
  let s = createMatch(setup);
  const decisions = [];
  const events: GameEvent[][] = [];
  for (let n = 0; s.phase !== 'over'; n++) {
    const legal = legalDecisions(s).decisions;
    const d = legal[(n * 7919) % legal.length]!;
    const r = applyDecision(s, d);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    decisions.push(d);
    events.push(r.events);
  }
  const file = await store.save({
    game: 'dreadball',
    setup: JSON.parse(JSON.stringify(setup)),
    decisions: JSON.parse(JSON.stringify(decisions)),
    snapshot: JSON.parse(JSON.stringify(s)),
    controllers: { A: 'human', B: 'hard' },
  });
  return { file, events };
}

/** A hot-seat match a few decisions in (rolled off, in set-up), saved under a name of its own. */
async function seedSetUp(dataDir: string): Promise<MatchFile> {
  const store = new MatchStore({ dataDir, appVersion: '0.1.0', games: [dreadballSaves], now: () => new Date('2025-03-02T19:00:00.000Z') });
  const setup = { teams: [STOCK_TEAMS[0]!, STOCK_TEAMS[1]!], seed: 11 } as Setup;
  let s = createMatch(setup);
  const decisions = [];
  for (let n = 0; n < 3; n++) {
    const d = legalDecisions(s).decisions[0]!;
    const r = applyDecision(s, d);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    decisions.push(d);
  }
  return store.save({
    game: 'dreadball',
    name: 'Tuesday league',
    setup: JSON.parse(JSON.stringify(setup)),
    decisions: JSON.parse(JSON.stringify(decisions)),
    snapshot: JSON.parse(JSON.stringify(s)),
  });
}

/** The replay as the page has it: the panel's position, the store's, and whether it plays. */
async function position(page: Page): Promise<{ at: number; playing: boolean; animating: boolean }> {
  return page.evaluate(() => {
    const m = (window as unknown as { __match: { replayAt: number; replayPlaying: boolean; animating: boolean } }).__match;
    return { at: m.replayAt, playing: m.replayPlaying, animating: m.animating };
  });
}

async function expectAt(page: Page, at: number, total: number): Promise<void> {
  await expect(page.getByTestId('replay-position')).toHaveText(`Decision ${at} of ${total}`);
  expect((await position(page)).at).toBe(at);
}

test('replay: play, pause, 4x, jump to a rush, jump to a log line, the end and leaving stop it', async ({ app }) => {
  test.setTimeout(300_000);
  const { page, dataDir } = app;
  const { file, events } = await seedFinished(dataDir);
  const total = file.decisions.length;
  expect(file.summary.status).toBe('finished');
  expect(total).toBeGreaterThan(100);
  const rushes = rushStartsOf(events);
  expect(rushes.length).toBeGreaterThan(3);

  // A hot-seat match still in set-up beside it, with a name of its own.
  const setUp = await seedSetUp(dataDir);
  await page.setViewportSize({ width: 1280, height: 800 });
  await app.open();
  await page.getByRole('button', { name: 'Load match', exact: true }).click();
  const row = page.locator(`[data-row="${file.id}"]`);
  const [home, away] = [file.summary.teams[0].name, file.summary.teams[1].name];
  await expect(row.getByTestId('save-name')).toHaveText(`${home} (you) v ${away} (computer, Hard)`);
  const setUpRow = page.locator(`[data-row="${setUp.id}"]`);
  await expect(setUpRow.getByTestId('save-name')).toHaveText('Tuesday league');
  await expect(setUpRow.getByTestId('save-teams')).toHaveText(`${setUp.summary.teams[0].name} (Coach A) v ${setUp.summary.teams[1].name} (Coach B)`);
  await expect(setUpRow.getByTestId('save-rush')).toHaveText('Set-up');
  await page.screenshot({ path: shotPath('load-match-sides-1280x800.png') });
  await page.setViewportSize({ width: 1024, height: 640 });
  await page.screenshot({ path: shotPath('load-match-sides-1024x640.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await row.getByTestId(`open-${file.id}`).click();
  await expect(page.getByTestId('match-screen')).toBeVisible({ timeout: 60_000 });
  await hookMatch(page);
  await expectAt(page, 0, total);

  // Play (the button) runs on by itself, one decision after another; Pause (K) stops at once.
  const play = page.getByTestId('replay-play');
  await expect(play).toHaveText('Play (K)');
  await play.click();
  await expect(play).toHaveText('Pause (K)');
  await expect(play).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await position(page)).at, { timeout: 60_000 }).toBeGreaterThanOrEqual(3);
  await page.keyboard.press('k');
  await expect(play).toHaveText('Play (K)');
  const paused = await position(page);
  expect(paused.playing).toBe(false);
  // The step being shown is finished at once, and nothing more is played.
  await expect.poll(async () => (await position(page)).animating).toBe(false);
  await page.waitForTimeout(2500);
  await expectAt(page, paused.at, total);

  // 4x: decisions follow each other much faster (instant animations, a short pause).
  await page.getByTestId('replay-speed').selectOption('4');
  await page.keyboard.press('k');
  const started = Date.now();
  await expect.poll(async () => (await position(page)).at, { timeout: 30_000 }).toBeGreaterThanOrEqual(paused.at + 10);
  expect(Date.now() - started).toBeLessThan(10_000);
  await page.getByTestId('replay-play').click();
  await expect(play).toHaveText('Play (K)');

  // Jump to a rush: the position is the start of that rush, the status bar says so, and it stays paused.
  const third = rushes[2]!;
  const teamOf = (coach: 'A' | 'B') => file.summary.teams[coach === 'A' ? 0 : 1].name;
  await page.getByTestId('replay-rush').selectOption({ label: `Rush 3 — ${teamOf(third.coach)}` });
  await expectAt(page, third.at, total);
  await expect(page.getByTestId('status')).toContainText('Rush 3');
  await expect(page.getByTestId('replay-rush')).toHaveValue(String(third.at));
  await page.screenshot({ path: shotPath('match-replay-controls-1280x800.png') });

  // Jump to a log line: the whole log is listed in a replay, the lines still to come greyed; a
  // click on one of them jumps to the moment right after its decision.
  await page.getByTestId('tab-game').click();
  const log = page.getByTestId('game-log');
  const ahead = log.locator('li[data-ahead]');
  await expect(ahead.first()).toBeVisible();
  await expect(page.getByTestId('log-jump-hint')).toBeVisible();
  const target = ahead.nth(12);
  const decision = Number(await target.getAttribute('data-decision'));
  expect(decision).toBeGreaterThanOrEqual(third.at);
  await target.click();
  await expectAt(page, decision + 1, total);
  await expect(log.locator(`li[data-decision="${decision}"]`).first()).not.toHaveAttribute('data-ahead');
  await expect(log.locator(`li[data-decision="${decision + 1}"]`).first()).toHaveAttribute('data-ahead', '');
  // By keyboard: an earlier line, reached with the arrow keys, and Enter.
  await log.locator(`li[data-decision="${decision}"]`).first().focus();
  for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowUp');
  const focused = Number(await page.evaluate(() => document.activeElement?.getAttribute('data-decision')));
  expect(focused).toBeLessThan(decision);
  await page.keyboard.press('Enter');
  await expectAt(page, focused + 1, total);

  // Looked at in the smaller window too.
  await page.setViewportSize({ width: 1024, height: 640 });
  await page.screenshot({ path: shotPath('match-replay-controls-1024x640.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The end stops it: from a few decisions before the end at 4x, it plays to the end and stops.
  await page.evaluate((n) => (window as unknown as { __match: { replayTo(n: number): Promise<void> } }).__match.replayTo(n), total - 4);
  await expectAt(page, total - 4, total);
  await page.keyboard.press('k');
  await expect.poll(async () => (await position(page)).at, { timeout: 30_000 }).toBe(total);
  await expect(play).toHaveText('Play (K)');
  expect((await position(page)).playing).toBe(false);

  // Leaving the screen stops it too: back on Load match nothing plays on behind it.
  await page.getByTestId('replay-rush').selectOption('0');
  await play.click();
  await expect.poll(async () => (await position(page)).at, { timeout: 30_000 }).toBeGreaterThan(0);
  await page.getByTestId('back').click();
  await expect(page.getByTestId('load-match')).toBeVisible();
  const left = await position(page);
  expect(left.playing).toBe(false);
  await page.waitForTimeout(1500);
  expect((await position(page)).at).toBe(left.at);
  await row.getByTestId(`open-${file.id}`).click();
  await expect(page.getByTestId('match-screen')).toBeVisible({ timeout: 60_000 });
  await hookMatch(page);

  // Leaving stops it: play from the start, leave, and the match stays at its end with the result.
  await page.getByTestId('replay-rush').selectOption('0');
  await expectAt(page, 0, total);
  await play.click();
  await expect.poll(async () => (await position(page)).at, { timeout: 30_000 }).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Leave replay' }).click();
  await expect(page.getByTestId('replay-play')).toHaveCount(0);
  expect((await position(page)).playing).toBe(false);
  await expect(page.getByTestId('match-screen')).toHaveAttribute('data-decisions', String(total));
  await expect(page.getByTestId('end-stats')).toBeVisible({ timeout: 60_000 });

  // The keyboard help lists the replay's keys.
  await page.getByTestId('end-stats-hide').click();
  await page.keyboard.press('?');
  const help = page.getByTestId('help-overlay');
  await expect(help).toContainText('Replay: play or pause');
  await expect(help).toContainText('Replay: on a line of the game log, jump to the moment it happened');
  expect(app.consoleErrors.filter((e) => !/WebGL|GPU|Failed to load resource/i.test(e))).toEqual([]);
});

test('the Load list and the replay panel fit their text in every language, at 1280x800 and 1024x640', async ({ app }) => {
  test.setTimeout(240_000);
  const { page, dataDir } = app;
  const { file } = await seedFinished(dataDir);
  await app.open();
  for (const language of languages) {
    await page.locator('nav button[data-screen="settings"]').click();
    await page.getByTestId('language').selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.getByTestId('back').click();
    await page.locator('nav button[data-screen="load-match"]').click();
    const row = page.locator(`[data-row="${file.id}"]`);
    await expect(row).toBeVisible();
    for (const size of [{ width: 1280, height: 800 }, { width: 1024, height: 640 }]) {
      await page.setViewportSize(size);
      expect(await misfits(page), `${language} Load list at ${size.width}x${size.height}`).toEqual([]);
    }
    await row.getByTestId(`open-${file.id}`).click();
    await expect(page.getByTestId('replay-position')).toBeVisible({ timeout: 60_000 });
    await page.getByTestId('tab-game').click();
    for (const size of [{ width: 1280, height: 800 }, { width: 1024, height: 640 }]) {
      await page.setViewportSize(size);
      expect(await misfits(page), `${language} replay at ${size.width}x${size.height}`).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    for (let i = 0; i < 5 && !(await page.locator('nav button[data-screen="settings"]').isVisible()); i++) await page.getByTestId('back').first().click();
  }
});
