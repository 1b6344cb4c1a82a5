// One league fixture played by hand (issue 16): from the league's Fixtures, Play shows the
// kick-off panel (both ratings, the coaches, who misses the match), then the usual match screen
// with the two human coaches deciding at one screen. Each coach ends his rushes at once, so the
// match is short (a 0-0 draw after sudden death). A reload in the middle and Continue from the
// menu resume the same fixture's match; at the final whistle "To the post-game" tallies it into
// the league, the post-game is answered by keys, the table has the draw and the fixture its
// Replay, which opens the saved match as a replay that leads back to the league. Last, a player's
// card in words and the team exported from Rosters as a plain team file.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { instantAnimations, settle } from './matchScreen';
import { answerByKey, answeredNow, endRushesUntil } from './leagueSteps';

// Seed 1 draws the two human teams (rows 1 and 2) against each other in round 1 as r1-1.
const SEED = '1';

const decisionsOnScreen = async (page: Page): Promise<number> => Number(await page.getByTestId('match-screen').getAttribute('data-decisions'));

test('a league fixture played by hand: kick-off panel, hot-seat match across a reload, post-game, table and replay', async ({ app }) => {
  // A whole hot-seat match and its post-game through the UI: passed in 1.5 min alone, 3 min ran out with the rest of the suite on two workers.
  test.setTimeout(360_000);
  const { page } = app;
  await app.open();
  await instantAnimations(page);
  await page.getByTestId('menu-leagues').click();
  await page.getByTestId('league-create').click();
  await page.getByTestId('league-name-input').fill('Spring cup');
  await page.getByTestId('league-seed-input').fill(SEED);
  await page.getByTestId('league-submit').click();
  await expect(page.getByRole('heading', { name: 'Spring cup', level: 1 })).toBeVisible();

  // Two human teams: Play (two computer teams would offer Watch); nothing saved yet, so no Continue.
  const fixture = page.locator('[data-fixture="r1-1"]');
  await expect(fixture.getByTestId('play-r1-1')).toHaveText('Play');
  await expect(page.locator('[data-testid^="play-"]', { hasText: 'Watch' }).first()).toBeVisible();
  await fixture.getByTestId('play-r1-1').click();

  const kickOff = page.getByTestId('kickoff');
  await expect(kickOff).toBeVisible();
  await expect(kickOff.getByRole('heading', { level: 2 })).toHaveText('Before kick-off (round 1)');
  const sides = kickOff.getByTestId('kickoff-side');
  await expect(sides.nth(0)).toContainText('Home: Trontek 29ers');
  await expect(sides.nth(1)).toContainText('Away: Greenmoon Smackers');
  await expect(kickOff.getByTestId('kickoff-rating')).toHaveText(['Team rating: 8', 'Team rating: 8']);
  await expect(sides.nth(0)).toContainText('Coached by a person');
  await expect(kickOff.getByTestId('kickoff-missing')).toHaveText(['Every player is available.', 'Every player is available.']);
  // Back leaves it (focus returns to Play); Play again, then Kick off by Enter (it has the focus).
  await page.keyboard.press('Escape');
  await expect(kickOff).toBeHidden();
  await expect(fixture.getByTestId('play-r1-1')).toBeFocused();
  await fixture.getByTestId('play-r1-1').click();
  await expect(page.getByTestId('kickoff-start')).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByTestId('match-screen')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('league-match-title')).toHaveText('Spring cup, round 1: Trontek 29ers vs Greenmoon Smackers');
  await expect(page.getByTestId('league-to-postgame')).toHaveCount(0);

  // Into the match, then a coach ends his rush with the screen's own button.
  await endRushesUntil(page, 18);
  await settle(page);
  await expect(page.getByTestId('choice-endRush')).toBeVisible();
  await page.getByTestId('choice-endRush').click();
  await settle(page);
  const before = await decisionsOnScreen(page);
  expect(before).toBeGreaterThan(18);
  // Every autosave written (they queue one after another) before the window goes.
  await page.evaluate(() => (window as unknown as { __match: { autosave(): Promise<void> } }).__match.autosave());

  // A reload mid-match: Continue opens the same fixture's match, still a league match.
  await app.open();
  await page.getByTestId('continue').click();
  await expect(page.getByTestId('match-screen')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('league-match-title')).toHaveText('Spring cup, round 1: Trontek 29ers vs Greenmoon Smackers');
  expect(await decisionsOnScreen(page)).toBe(before);

  // To the final whistle; then to the post-game.
  await endRushesUntil(page, 500);
  await expect(page.getByTestId('result')).toHaveText('A draw · 0 – 0', { timeout: 30_000 });
  await page.getByTestId('league-to-postgame').click();

  const postGame = page.getByTestId('postgame');
  // The match's last autosaves are written first (the fixture names the saved match).
  await expect(page.getByRole('heading', { name: 'Spring cup', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(postGame).toBeVisible();
  await expect(page.getByTestId('postgame-events')).toContainText('+1 XP: played');
  // Every question answered with its first answer, by key.
  for (let i = 0; i < 40 && (await answeredNow(page)) !== 'done'; i++) await answerByKey(page);
  await expect(postGame).toBeHidden();
  await expect(page.getByTestId('league-status')).toHaveText('The post-game is over and the results are in the table.');
  for (const team of ['t1', 't2']) {
    const row = page.locator(`[data-testid="table-row"][data-team="${team}"]`);
    await expect(row.locator('[data-col="played"]')).toHaveText('1');
    await expect(row.locator('[data-col="drawn"]')).toHaveText('1');
    await expect(row.locator('[data-col="points"]')).toHaveText('1');
  }

  // The fixture has its score and its saved match: Replay watches it, and leads back to the league.
  await page.getByTestId('league-tab-fixtures').click();
  await expect(fixture.getByTestId('fixture-score')).toHaveText('0 – 0');
  await fixture.getByTestId('replay-r1-1').click();
  await expect(page.getByTestId('match-screen')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('replay-position')).toBeVisible();
  await page.getByTestId('league-back').click();
  await expect(page.getByRole('heading', { name: 'Spring cup', level: 1 })).toBeVisible();
  await expect(fixture.getByTestId('fixture-score')).toHaveText('0 – 0');

  // A player's card after his first league match, and the team as a team file.
  await page.getByTestId('league-tab-rosters').click();
  await page.getByTestId('roster-team').selectOption({ label: 'Trontek 29ers' });
  await page.getByTestId('roster-row').first().getByRole('button').click();
  const card = page.getByTestId('player-card');
  await expect(card.getByTestId('card-career')).toContainText('Career: matches 1,');
  await expect(card.getByTestId('card-abilities')).toHaveText('Abilities: none');
  await expect(card.getByTestId('card-injuries')).toHaveText('Injuries: none');
  await page.keyboard.press('Escape');
  const exportPath = join(app.dataDir, 'Trontek league.rushline-team.json');
  app.dialogs.exportPath = exportPath;
  await page.getByTestId('roster-export-team').click();
  await expect(page.getByTestId('roster-export-status')).toHaveText(`Trontek 29ers was exported as a team file. Saved to ${exportPath}`);
  const file = JSON.parse(await readFile(exportPath, 'utf8')) as { format: string; name: string; players: Record<string, unknown>[] };
  expect(file.format).toBe('rushline-team');
  expect(file.name).toBe('Trontek 29ers');
  expect(file.players.length).toBeGreaterThanOrEqual(6);
  expect(Object.keys(file.players[0]!).sort()).toEqual(['id', 'name', 'number', 'typeId']);

  expect(app.consoleErrors).toEqual([]);
});
