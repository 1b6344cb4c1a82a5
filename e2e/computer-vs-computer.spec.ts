// Computer (Easy) against computer (Easy), fixed dice seed, instant animations: the match plays
// itself to the final whistle in the browser, with the computers thinking in their worker. On the
// way a watcher pauses (no decision while paused), steps exactly one decision with the keyboard,
// and resumes. At the end: the result on screen matches the save on disk (in the harness's temp
// data folder), and every decision of that save replays through the engine to the same result.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { applyDecision, createMatch, type MatchSetup } from '../src/shared/games/dreadball/engine';
import type { Decision, MatchState } from '../src/shared/games/dreadball/engine/types';
import { expect, test } from './fixtures';
import { computerIdle, hookMatch, instantAnimations, startMatch } from './matchScreen';

const SEED = 7;

async function startComputerMatch(page: Page, a: string, b: string, seed: number): Promise<void> {
  await startMatch(page, seed, { A: a, B: b });
  await hookMatch(page);
}

const decisionsOnScreen = async (page: Page): Promise<number> => Number(await page.getByTestId('match-screen').getAttribute('data-decisions'));

test('computer vs computer plays a whole match by itself; pause holds, step plays one, the save replays', async ({ app }) => {
  test.setTimeout(1_200_000);
  const { page } = app;
  await app.open();
  await instantAnimations(page);
  await startComputerMatch(page, 'easy', 'easy', SEED);
  const bar = page.getByTestId('computer-bar');
  await expect(bar).toBeVisible();
  await expect(page.getByTestId('computer-state')).toContainText('The computer plays both sides');

  // Into the first rush, then pause with the button.
  await expect.poll(() => decisionsOnScreen(page), { timeout: 300_000 }).toBeGreaterThanOrEqual(40);
  await page.getByTestId('computer-pause').click();
  await expect(page.getByTestId('computer-pause')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('computer-pause')).toHaveText('Resume');
  const paused = await computerIdle(page);
  await expect(page.getByTestId('computer-state')).toHaveText(`Paused after decision ${paused}. Resume, or play one decision at a time.`);
  // While paused nothing is decided, however long one waits (here two seconds, several Easy thinks).
  await page.waitForTimeout(2_000);
  expect(await decisionsOnScreen(page)).toBe(paused);
  // The prompt still says whose turn it is, and that nobody is thinking.
  await expect(page.getByTestId('thinking')).toHaveText(/\(computer\) plays next; paused\./);

  // One decision with the keyboard ("."), then it holds again.
  await expect(page.getByTestId('computer-step')).toBeEnabled();
  await page.locator('body').press('.');
  await expect.poll(() => decisionsOnScreen(page), { timeout: 60_000 }).toBe(paused + 1);
  expect(await computerIdle(page)).toBe(paused + 1);
  await page.waitForTimeout(2_000);
  expect(await decisionsOnScreen(page)).toBe(paused + 1);
  // And once more with the button.
  await page.getByTestId('computer-step').click();
  await expect.poll(() => decisionsOnScreen(page), { timeout: 60_000 }).toBe(paused + 2);
  expect(await computerIdle(page)).toBe(paused + 2);
  await page.waitForTimeout(1_000);
  expect(await decisionsOnScreen(page)).toBe(paused + 2);

  // Resume with the keyboard (K): the match plays on to the final whistle.
  await page.locator('body').press('k');
  await expect(page.getByTestId('computer-pause')).toHaveAttribute('aria-pressed', 'false');
  const result = page.getByTestId('result');
  await expect(result).toBeVisible({ timeout: 1_000_000 });
  await expect(bar).toHaveCount(0); // nothing left to pause
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 60_000 });

  const end = await page.evaluate(() => {
    const m = (window as unknown as { __match: { state: MatchState; decisions: unknown[] } }).__match;
    return { score: [...m.state.score], result: JSON.parse(JSON.stringify(m.state.result)) as unknown, decisions: m.decisions.length, phase: m.state.phase };
  });
  expect(end.phase).toBe('over');
  // "X wins · 3 – 1": the winner's score first (home's first for a draw).
  const awayWon = (end.result as { winner: string | null }).winner === 'B';
  await expect(result).toContainText(awayWon ? `${end.score[1]} – ${end.score[0]}` : `${end.score[0]} – ${end.score[1]}`);

  // The save on disk: one match, both sides Easy, every decision replays to the same result.
  const dir = join(app.dataDir, 'matches');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.rushline-match.json'));
  expect(files).toHaveLength(1);
  const file = JSON.parse(await readFile(join(dir, files[0]!), 'utf8')) as {
    setup: MatchSetup;
    decisions: Decision[];
    controllers: { A: string; B: string };
    summary: { status: string; score: number[] };
  };
  expect(file.controllers).toEqual({ A: 'easy', B: 'easy' });
  expect(file.setup.seed).toBe(SEED);
  expect(file.decisions).toHaveLength(end.decisions);
  expect(file.summary.status).toBe('finished');
  expect(file.summary.score).toEqual(end.score);
  let s = createMatch(file.setup);
  file.decisions.forEach((d, i) => {
    const r = applyDecision(s, d);
    expect(r.ok, `decision ${i} replays`).toBe(true);
    if (r.ok) s = r.state;
  });
  expect(s.phase).toBe('over');
  expect([...s.score]).toEqual(end.score);
  expect(JSON.parse(JSON.stringify(s.result))).toEqual(end.result);
  expect(app.consoleErrors).toEqual([]);
});

test('computer vs computer keeps playing with animations at normal and fast speed', async ({ app }) => {
  test.setTimeout(900_000);
  const { page } = app;
  await app.open();
  for (const speed of ['Normal', 'Fast'] as const) {
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByLabel('Animation speed').selectOption({ label: speed });
    await page.getByTestId('back').click();
    await startComputerMatch(page, 'easy', 'easy', SEED + 1);
    // Through set-up into the first rush: moves, and whatever else the computers do, animate on the arena.
    await expect(page.getByTestId('match-screen')).toHaveAttribute('data-phase', 'rush', { timeout: 300_000 });
    const at = await decisionsOnScreen(page);
    // The arena animates the computers' decisions at this speed (the store waits for each).
    await page.waitForFunction(() => (window as unknown as { __match: { animating: boolean } }).__match.animating, undefined, { timeout: 120_000, polling: 'raf' });
    await expect.poll(() => decisionsOnScreen(page), { timeout: 300_000 }).toBeGreaterThanOrEqual(at + 15);
    const stepped = await page.evaluate(() => (window as unknown as { __match: { eventLog: { type: string }[][] } }).__match.eventLog.flat().some((e) => e.type === 'step'));
    expect(stepped).toBe(true);
    await page.getByTestId('computer-pause').click();
    await computerIdle(page);
    // Back to the menu (through New match) for the next speed.
    const menu = page.getByRole('heading', { name: 'Rushline', level: 1 });
    for (let i = 0; i < 3 && !(await menu.isVisible()); i++) await page.getByTestId('back').click();
    await expect(menu).toBeVisible();
  }
  expect(app.consoleErrors).toEqual([]);
});
