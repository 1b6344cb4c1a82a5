// Save files from the coach's side (issue 4): autosave + reload + Continue gives the same board
// and log; the Load match list (teams, score, rush, status, date), rename, delete with a
// confirmation, export and import (a newer-version file is refused with its reason); damaged files
// listed with their reason, a valid backup restored and the damaged file moved aside, not lost.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { applyDecision, createMatch, legalDecisions } from '../src/shared/games/dreadball/engine';
import { STOCK_TEAMS } from '../src/shared/games/dreadball/teams';
import { dreadballSaves } from '../src/shared/games/dreadball/saves';
import { MatchStore } from '../src/main/storage/matchStore';
import type { MatchFile } from '../src/shared/saves/schemas';
import { expect, shotPath, test } from './fixtures';
import { instantAnimations, placeFromHexList, rollOffAndTakeHome, startMatch } from './matchScreen';
// Brings in the declaration of window.__rushlineArena, the arena's test handle.
import type {} from '../src/renderer/arena/testHook';

const SEED = '4242';

// ------------------------------------------------------------------ helpers in the page



/** The match store as the page has it: engine state, decision log and log lines, as JSON. */
async function matchStoreJson(page: Page): Promise<{ state: string; decisions: string; lines: string; saveId: string | null }> {
  return page.evaluate(() => {
    const host = document.querySelector('#app') as (Element & { __vue_app__?: { config: { globalProperties: Record<string, unknown> } } }) | null;
    const pinia = host?.__vue_app__?.config.globalProperties.$pinia as { _s: Map<string, Record<string, unknown>> } | undefined;
    const store = pinia?._s.get('match');
    if (!store) throw new Error('no match store');
    return {
      state: JSON.stringify(store.state),
      decisions: JSON.stringify(store.decisions),
      lines: JSON.stringify(store.lines),
      saveId: (store.saveId as string | undefined) ?? null,
    };
  });
}

/**
 * One look at a replay, taken in a single task so the parts agree: the store's position and
 * whether it animates, how many log lines the decisions up to `upTo` make, the game log's lines on
 * screen, and the status bar's text (phase or rush, scores, tokens, coach dice).
 */
async function replayView(page: Page, upTo: number): Promise<{ at: number; animating: boolean; expected: number; shown: number; status: string }> {
  return page.evaluate((n) => {
    const host = document.querySelector('#app') as (Element & { __vue_app__?: { config: { globalProperties: Record<string, unknown> } } }) | null;
    const pinia = host?.__vue_app__?.config.globalProperties.$pinia as { _s: Map<string, Record<string, unknown>> } | undefined;
    const store = pinia?._s.get('match');
    if (!store) throw new Error('no match store');
    return {
      at: store.replayAt as number,
      animating: store.animating as boolean,
      expected: (store.lines as { decision: number }[]).filter((l) => l.decision < n).length,
      shown: document.querySelectorAll('[data-testid="game-log"] li:not([data-ahead])').length,
      status: document.querySelector('[data-testid="status"]')?.textContent ?? '',
    };
  }, upTo);
}

// ------------------------------------------------------------------ saves written from Node


/** Plays `steps` legal decisions (all of them with `Infinity`) of a stock match and saves it. */
async function seedMatch(
  dataDir: string,
  opts: { seed: number; steps: number; teams: [number, number]; at: string; name?: string; id?: string; controllers?: MatchFile['controllers'] },
): Promise<MatchFile> {
  const store = new MatchStore({ dataDir, appVersion: '0.1.0', games: [dreadballSaves], now: () => new Date(opts.at) });
  const setup = { teams: [STOCK_TEAMS[opts.teams[0]]!, STOCK_TEAMS[opts.teams[1]]!] as [typeof STOCK_TEAMS[0], typeof STOCK_TEAMS[0]], seed: opts.seed };
  let s = createMatch(setup);
  const decisions = [];
  for (let n = 0; n < opts.steps && s.phase !== 'over'; n++) {
    const legal = legalDecisions(s).decisions;
    const d = legal[(n * 7919) % legal.length];
    if (!d) break;
    const r = applyDecision(s, d);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    decisions.push(d);
  }
  return store.save({
    ...(opts.id ? { id: opts.id } : {}),
    game: 'dreadball',
    ...(opts.name ? { name: opts.name } : {}),
    setup: JSON.parse(JSON.stringify(setup)),
    decisions: JSON.parse(JSON.stringify(decisions)),
    snapshot: JSON.parse(JSON.stringify(s)),
    ...(opts.controllers ? { controllers: opts.controllers } : {}),
  });
}

const fileOf = (dataDir: string, id: string) => join(dataDir, 'matches', `${id}.rushline-match.json`);

/**
 * The replay's game log shows as played only the decisions up to the replay position (the lines
 * after it are listed greyed, marked data-ahead, to jump to); stepping forward (at
 * the normal animation speed) adds a decision's lines, and changes the score, only once the board
 * has played it.
 */
async function replayLogFollowsTheBoard(page: Page, finished: MatchFile): Promise<void> {
  await page.getByTestId('tab-game').click();
  const log = page.getByTestId('game-log');
  await expect(log.locator('li:not([data-ahead])')).toHaveCount(0);
  await page.getByTestId('replay-forward').click();
  await page.getByTestId('replay-forward').click();
  await expect(page.getByTestId('prompt')).toContainText(`Decision 2 of ${finished.decisions.length}`);
  await expect.poll(async () => (await replayView(page, 2)).animating).toBe(false);
  expect((await replayView(page, 2)).shown).toBe((await replayView(page, 2)).expected);
  await expect(log.locator('li:not([data-ahead])', { hasText: 'Match over' })).toHaveCount(0);
  await expect(log.locator('li[data-ahead]', { hasText: 'Match over' })).toHaveCount(1);

  // The decision that ends the set-up and launches the ball (the status bar turns to Rush 1): jump
  // before it, then step over it.
  const events = replayEventsOf(finished);
  const k = events.findIndex((evs) => evs.some((e) => e.type === 'ball-launched'));
  expect(k).toBeGreaterThan(2);
  await page.evaluate((n) => {
    const host = document.querySelector('#app') as Element & { __vue_app__: { config: { globalProperties: { $pinia: { _s: Map<string, { replayTo(n: number): Promise<void> }> } } } } };
    return host.__vue_app__.config.globalProperties.$pinia._s.get('match')!.replayTo(n);
  }, k);
  await expect(page.getByTestId('prompt')).toContainText(`Decision ${k} of ${finished.decisions.length}`);
  const before = await replayView(page, k);
  expect(before.shown).toBe(before.expected);
  await page.getByTestId('replay-forward').click();
  let seenAnimating = 0;
  for (let view = await replayView(page, k); view.animating; view = await replayView(page, k)) {
    seenAnimating++;
    expect(view.at).toBe(k + 1); // the store is a decision ahead of the board ...
    expect(view.shown).toBe(before.expected); // ... but the log and the score are not
    expect(view.status).toBe(before.status);
  }
  expect(seenAnimating, 'the step animated at normal speed').toBeGreaterThan(0);
  const after = await replayView(page, k + 1);
  expect(after.shown).toBe(after.expected);
  expect(after.shown).toBeGreaterThan(before.shown);
  expect(after.status).not.toBe(before.status);
  expect(after.status).toContain('Rush 1');
  await page.screenshot({ path: shotPath('match-replay.png') });
  // Back one step: the log loses that decision's lines again.
  await page.getByTestId('replay-back').click();
  await expect(page.getByTestId('prompt')).toContainText(`Decision ${k} of ${finished.decisions.length}`);
  await expect(log.locator('li:not([data-ahead])')).toHaveCount(before.expected);
  // Forward and straight back while the step still animates: once the board is still, it and the
  // status bar show the position the replay is at (before the launch: no ball), not where the
  // interrupted animation would have ended.
  await page.getByTestId('replay-forward').click();
  await page.getByTestId('replay-back').click();
  await expect.poll(async () => (await replayView(page, k)).animating).toBe(false);
  expect((await replayView(page, k)).status).toBe(before.status);
  expect(await page.evaluate(() => window.__rushlineArena!.arena.ballInfo.visible)).toBe(false);

  // Leaving the replay shows the result and every player of both rosters in the statistics.
  await page.getByRole('button', { name: 'Leave replay' }).click();
  const stats = page.getByTestId('end-stats');
  await expect(stats).toBeVisible({ timeout: 60_000 });
  const players = createMatch(finished.setup as unknown as Parameters<typeof createMatch>[0]).players;
  for (const team of [0, 1] as const) {
    const group = stats.getByTestId(`end-stats-team-${team}`);
    await expect(group.locator('caption')).toHaveText(finished.summary.teams[team].name);
    await expect(group.locator('tbody tr')).toHaveCount(players.filter((p) => p.team === team).length);
  }
  await page.screenshot({ path: shotPath('match-end-stats.png') });
  // The statistics can be put aside to look at the final board, and brought back.
  await page.getByTestId('end-stats-hide').click();
  await expect(stats).toBeHidden();
  await page.getByTestId('end-stats-show').click();
  await expect(stats).toBeVisible();
}

/** The engine's events of each decision of a saved match. */
function replayEventsOf(file: MatchFile): { type: string }[][] {
  let s = createMatch(file.setup as unknown as Parameters<typeof createMatch>[0]);
  return file.decisions.map((d) => {
    const r = applyDecision(s, d as Parameters<typeof applyDecision>[1]);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    return r.events;
  });
}

// ------------------------------------------------------------------ 1. reload + Continue

test('autosave: decisions with dice, reload, Continue: the same board state, decision log and game log', async ({ app }) => {
  test.setTimeout(420_000);
  const { page } = app;
  await app.open();
  // Nothing saved yet: Continue is disabled and says why.
  await expect(page.getByTestId('continue')).toBeDisabled();
  await expect(page.getByTestId('continue')).toContainText('No match to continue yet');
  await instantAnimations(page);

  // A match left before its first decision writes no file: Continue still has nothing to offer.
  await startMatch(page, SEED);
  await page.getByTestId('back').click(); // to New match
  await page.getByTestId('back').click(); // to the menu
  await expect(page.getByTestId('continue')).toBeDisabled();
  await page.getByRole('button', { name: 'Load match', exact: true }).click();
  await expect(page.getByTestId('save-count')).toHaveText('no saved matches');
  await page.getByTestId('back').click();

  await startMatch(page, SEED);
  // The roll-off is a dice roll; then the side, then a few set-up placements.
  await rollOffAndTakeHome(page);
  for (let i = 0; i < 2; i++) await placeFromHexList(page, i * 3);
  const decisions = Number(await page.getByTestId('match-screen').getAttribute('data-decisions'));
  expect(decisions).toBeGreaterThanOrEqual(4);
  await page.getByTestId('tab-dice').click();
  const diceLog = await page.getByTestId('dice-log').innerText();
  await page.getByTestId('tab-game').click();
  // The roll-off is the dice roll: both results are in the game log.
  await expect(page.getByTestId('game-log')).toContainText(/Roll-off: .+ \d+, .+ \d+\. .+ wins the roll-off/);
  const gameLog = await page.getByTestId('game-log').innerText();
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 60_000 });
  const before = await matchStoreJson(page);
  expect(before.saveId).toMatch(/^[0-9a-f-]{36}$/);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Rushline', level: 1 })).toBeVisible();
  await expect(page.getByTestId('continue')).toBeEnabled();
  await page.getByTestId('continue').click();
  await expect(page.getByTestId('match-screen')).toHaveAttribute('data-decisions', String(decisions), { timeout: 60_000 });
  const after = await matchStoreJson(page);
  expect(after.saveId).toBe(before.saveId);
  expect(after.decisions).toBe(before.decisions);
  expect(after.state).toBe(before.state);
  expect(after.lines).toBe(before.lines);
  await page.getByTestId('tab-game').click();
  expect(await page.getByTestId('game-log').innerText()).toBe(gameLog);
  await page.getByTestId('tab-dice').click();
  expect(await page.getByTestId('dice-log').innerText()).toBe(diceLog);
  expect(app.consoleErrors.filter((e) => !/WebGL|GPU/i.test(e))).toEqual([]);
});

// ------------------------------------------------------------------ 2. the list, rename, delete, export, import

test('Load match: list with teams, score, rush, status and date; rename; delete after confirming; export; import refuses a newer file', async ({ app }) => {
  test.setTimeout(240_000);
  const { page, dataDir } = app;
  const older = await seedMatch(dataDir, { seed: 11, steps: 6, teams: [0, 1], at: '2025-01-10T09:00:00.000Z', controllers: { A: 'human', B: 'hard' } });
  // Still in set-up: no rush has begun.
  expect(older.summary.rush).toBe(0);
  const finished = await seedMatch(dataDir, { seed: 7, steps: Infinity, teams: [2, 3], at: '2025-02-20T18:30:00.000Z', name: 'Cup final' });
  expect(finished.summary.status).toBe('finished');
  // A foreign file in the folder (newest by its date): listed as damaged, never opened.
  const foreignId = 'f0e1d2c3-0000-4000-8000-00000000000f';
  await writeFile(fileOf(dataDir, foreignId), JSON.stringify({ hello: 'world' }));
  await app.open();
  // Continue picks the newest match in progress (the finished one is newer but not resumable).
  await expect(page.getByTestId('continue')).toBeEnabled();
  await expect(page.getByTestId('continue-detail')).toHaveText(
    `${older.name} · Set-up · ${older.summary.score[0]} – ${older.summary.score[1]}`,
  );

  await page.getByRole('button', { name: 'Load match', exact: true }).click();
  const rows = page.getByTestId('save-row');
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId('save-count')).toHaveText('3 saved matches');
  // Newest first.
  await expect(rows.nth(0)).toHaveAttribute('data-row', foreignId);
  await expect(rows.nth(0).getByTestId('save-status')).toHaveText('Damaged');
  await expect(rows.nth(0).getByTestId('damage-reason')).toHaveText('This is not a Rushline match file.');
  const first = rows.nth(1);
  const second = rows.nth(2);
  await expect(first).toHaveAttribute('data-row', finished.id);
  await expect(first.getByTestId('save-name')).toHaveText('Cup final');
  await expect(first.getByTestId('save-status')).toHaveText('Finished');
  const [t2, t3] = [finished.summary.teams[0].name, finished.summary.teams[1].name];
  // A given name heads the row; under it who played whom (a file without controllers: hot-seat).
  await expect(first.getByTestId('save-teams')).toHaveText(`${t2} (Coach A) v ${t3} (Coach B)`);
  await expect(first.getByTestId('save-score')).toHaveText(`Score ${finished.summary.score[0]} – ${finished.summary.score[1]}`);
  await expect(first.getByTestId('save-rush')).toHaveText(`Rush ${finished.summary.rush}`);
  await expect(first.getByTestId('save-date')).toContainText('2025');
  await expect(first.getByTestId(`open-${finished.id}`)).toHaveText('Watch replay');

  await expect(second).toHaveAttribute('data-row', older.id);
  await expect(second.getByTestId('save-status')).toHaveText('In progress');
  // The default name only repeats the teams: the heading says who played whom instead, once.
  const olderSides = `${older.summary.teams[0].name} (you) v ${older.summary.teams[1].name} (computer, Hard)`;
  await expect(second.getByTestId('save-name')).toHaveText(olderSides);
  await expect(second.getByTestId('save-teams')).toHaveCount(0);
  await expect(second.getByText(older.summary.teams[0].name)).toHaveCount(1);
  await expect(second.getByTestId('save-score')).toHaveText(`Score ${older.summary.score[0]} – ${older.summary.score[1]}`);
  await expect(second.getByTestId('save-rush')).toHaveText('Set-up');
  await expect(second.getByTestId(`open-${older.id}`)).toHaveText('Play on');
  await page.screenshot({ path: shotPath('load-match.png') });

  const olderRow = page.locator(`[data-row="${older.id}"]`);
  const finishedRow = page.locator(`[data-row="${finished.id}"]`);
  // Rename by keyboard: an empty name is refused with a reason, Escape cancels, Enter saves.
  await olderRow.getByTestId(`rename-${older.id}`).click();
  const input = page.getByTestId(`rename-input-${older.id}`);
  await expect(input).toBeFocused();
  await input.fill('   ');
  await input.press('Enter');
  await expect(olderRow.getByTestId('rename-help')).toHaveText('Type a name.');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await input.press('Escape');
  await expect(input).toBeHidden();
  // Escape in the field did not leave the screen.
  await expect(page.getByTestId('load-match')).toBeVisible();
  await expect(olderRow.getByTestId(`rename-${older.id}`)).toBeFocused();
  await olderRow.getByTestId(`rename-${older.id}`).press('Enter');
  await input.fill('Tuesday league, week 3');
  await input.press('Enter');
  await expect(olderRow.getByTestId('save-name')).toHaveText('Tuesday league, week 3');
  await expect(olderRow.getByTestId('save-teams')).toHaveText(olderSides);
  await expect(page.getByTestId('load-status')).toHaveText('Renamed to “Tuesday league, week 3”.');
  expect((JSON.parse(await readFile(fileOf(dataDir, older.id), 'utf8')) as MatchFile).name).toBe('Tuesday league, week 3');

  // Export: the (fake) save dialog answers a fixed path; the file is a copy of the save.
  await finishedRow.getByTestId(`export-${finished.id}`).click();
  await expect(page.getByTestId('load-status')).toHaveText('“Cup final” exported.');
  const exportPath = app.dialogs.exportPath!;
  const exported = JSON.parse(await readFile(exportPath, 'utf8')) as MatchFile;
  expect(exported.id).toBe(finished.id);

  // Import of a file from a newer Rushline: refused with the storage layer's reason, list unchanged.
  const newer = join(dataDir, 'from-the-future.rushline-match.json');
  await writeFile(newer, JSON.stringify({ ...exported, schemaVersion: 99, appVersion: '9.0.0' }, null, 2));
  app.dialogs.importPath = newer;
  await page.getByTestId('import').click();
  const banner = page.getByTestId('error-banner');
  await expect(banner).toContainText('from-the-future.rushline-match.json cannot be imported.');
  await expect(banner).toContainText('saved by a newer Rushline');
  await expect(banner).toContainText('Update Rushline to open it.');
  await expect(rows).toHaveCount(3);
  await banner.getByRole('button', { name: 'Dismiss' }).click();

  // Import of the exported file: its id is taken, so it arrives as a third save.
  app.dialogs.importPath = exportPath;
  await page.getByTestId('import').click();
  await expect(page.getByTestId('load-status')).toHaveText('“Cup final” imported.');
  await expect(rows).toHaveCount(4);

  // A finished match opens as a replay at its first decision; Back returns to the list.
  await page.getByTestId(`open-${finished.id}`).click();
  await expect(page.getByTestId('replay-forward')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('prompt')).toContainText(`Decision 0 of ${finished.decisions.length}`);
  await expect(page.getByTestId('match-screen')).toHaveAttribute('data-decisions', String(finished.decisions.length));
  await replayLogFollowsTheBoard(page, finished);
  await page.getByTestId('back').click();
  await expect(page.getByTestId('load-match')).toBeVisible();
  await expect(rows).toHaveCount(4);

  // Delete the finished original: Escape cancels the dialog (and stays on the screen), then confirm.
  const target = page.locator(`[data-row="${finished.id}"]`);
  await target.getByTestId(`delete-${finished.id}`).click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('“Cup final” and its backup will be deleted.');
  await expect(dialog.getByTestId('confirm-cancel')).toBeFocused();
  // Focus is trapped: Tab twice comes back to the first button.
  await page.keyboard.press('Tab');
  await expect(dialog.getByTestId('confirm-ok')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByTestId('confirm-cancel')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('load-match')).toBeVisible();
  await expect(rows).toHaveCount(4);
  await expect(target.getByTestId(`delete-${finished.id}`)).toBeFocused();
  await target.getByTestId(`delete-${finished.id}`).click();
  await dialog.getByTestId('confirm-ok').click();
  await expect(target).toHaveCount(0);
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId('load-status')).toHaveText('“Cup final” deleted.');
  const left = await readdir(join(dataDir, 'matches'));
  expect(left.filter((f) => f.startsWith(finished.id))).toEqual([]);
  expect(left).toContain(`${older.id}.rushline-match.json`);
  expect(left).toContain(`${foreignId}.rushline-match.json`);

  // Open the match in progress to play on; Back returns to the list; Escape goes back to the menu.
  await page.getByTestId(`open-${older.id}`).click();
  await expect(page.getByTestId('match-screen')).toHaveAttribute('data-decisions', String(older.decisions.length), { timeout: 60_000 });
  await page.getByTestId('back').click();
  await expect(page.getByTestId('load-match')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Rushline', level: 1 })).toBeVisible();
  expect(app.consoleErrors.filter((e) => !/WebGL|GPU|Failed to load resource/i.test(e))).toEqual([]);
});

// ------------------------------------------------------------------ 3. damaged files

test('damaged files: listed with their reasons; a valid backup is restored and the damaged file kept aside', async ({ app }) => {
  test.setTimeout(240_000);
  const { page, dataDir } = app;
  // A match saved twice has a valid .bak (the first version); then its file gets cut short.
  const first = await seedMatch(dataDir, { seed: 21, steps: 3, teams: [0, 2], at: '2025-03-01T10:00:00.000Z' });
  await seedMatch(dataDir, { seed: 21, steps: 5, teams: [0, 2], at: '2025-03-01T10:05:00.000Z', id: first.id });
  const withBackup = fileOf(dataDir, first.id);
  const goodText = await readFile(withBackup, 'utf8');
  const broken = goodText.slice(0, 200);
  await writeFile(withBackup, broken);
  // A file that is not JSON at all, and no backup.
  const loneId = '0badf11e-0000-4000-8000-000000000001';
  await writeFile(fileOf(dataDir, loneId), 'this is { not json');

  await app.open();
  await expect(page.getByTestId('continue')).toBeDisabled();
  await page.getByRole('button', { name: 'Load match', exact: true }).click();
  const rows = page.getByTestId('save-row');
  await expect(rows).toHaveCount(2);
  const restorable = page.locator(`[data-row="${first.id}"]`);
  const lone = page.locator(`[data-row="${loneId}"]`);
  for (const row of [restorable, lone]) {
    await expect(row.getByTestId('save-status')).toHaveText('Damaged');
    await expect(row.getByTestId('damage-reason')).toHaveText('The file is not valid JSON: it was cut short or edited by hand.');
  }
  await expect(restorable).toContainText('A usable backup of this file exists.');
  await expect(lone).toContainText('There is no usable backup of this file.');
  await expect(lone.getByRole('button', { name: 'Restore the backup' })).toHaveCount(0);
  await expect(lone.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.screenshot({ path: shotPath('load-match-damaged.png') });

  await restorable.getByTestId(`restore-${first.id}`).click();
  await expect(page.getByTestId('load-status')).toContainText('Backup restored for');
  await expect(restorable.getByTestId('save-status')).toHaveText('In progress');
  await expect(restorable.getByTestId(`open-${first.id}`)).toBeFocused();
  await expect(lone.getByTestId('save-status')).toHaveText('Damaged');

  // The damaged file was moved aside, not lost; the lone damaged file is untouched.
  const files = await readdir(join(dataDir, 'matches'));
  const aside = files.filter((f) => f.startsWith(`${first.id}.rushline-match.json.damaged-`));
  expect(aside).toHaveLength(1);
  expect(await readFile(join(dataDir, 'matches', aside[0]!), 'utf8')).toBe(broken);
  expect((JSON.parse(await readFile(withBackup, 'utf8')) as MatchFile).decisions).toHaveLength(3);
  expect(await readFile(fileOf(dataDir, loneId), 'utf8')).toBe('this is { not json');

  // And the restored match is now the one Continue offers.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('continue')).toBeEnabled();
  await expect(page.getByTestId('continue-detail')).toContainText(first.name);
  await page.getByTestId('continue').click();
  await expect(page.getByTestId('match-screen')).toHaveAttribute('data-decisions', '3', { timeout: 60_000 });
});
