// The league story of issue 16: create a 4-team league with two human teams (the form refuses a
// league without a name, in words), simulate the fixture between the two, go through its
// post-game (every die shown) choosing the MVP and an advance by keyboard, reload in the middle of
// the post-game and resume it where it stood, then see the table and the advanced player's card.
import { expect, test } from './fixtures';

// Seed 1 draws the two human teams (rows 1 and 2) against each other in round 1 as r1-1; the
// simulated match gives the home team a 6 on the MVP die and one player his first advance.
const SEED = '1';

test('a league: create, simulate a fixture, the post-game by keyboard across a reload, the table and a player card', async ({ app }) => {
  test.setTimeout(90_000);
  const { page } = app;
  await app.open();
  await page.getByTestId('menu-leagues').click();
  await expect(page.getByRole('heading', { name: 'Leagues', level: 1 })).toBeVisible();
  await expect(page.getByTestId('empty-state')).toContainText('No leagues yet');

  await page.getByTestId('league-create').click();
  await expect(page.getByRole('heading', { name: 'Create league', level: 1 })).toBeVisible();
  // Four rows by default: two people, two computers. Without a name the form says what to do.
  await expect(page.getByTestId('league-team-row')).toHaveCount(4);
  await page.getByTestId('league-seed-input').fill('x1');
  await page.getByTestId('league-submit').click();
  await expect(page.getByTestId('league-issues')).toContainText('Give the league a name.');
  await expect(page.getByTestId('league-issues')).toContainText('The seed must be a whole number');
  await page.getByTestId('league-name-input').fill('Autumn cup');
  await page.getByTestId('league-seed-input').fill(SEED);
  await page.getByTestId('league-submit').click();

  await expect(page.getByRole('heading', { name: 'Autumn cup', level: 1 })).toBeVisible();
  const fixture = page.locator('[data-fixture="r1-1"]');
  await expect(fixture).toContainText('Trontek 29ers vs Greenmoon Smackers');
  await expect(fixture.getByTestId('fixture-preview')).toContainText('Before kick-off: Trontek 29ers rating 8, Greenmoon Smackers rating 8');
  await fixture.getByTestId('simulate-r1-1').click();

  const postGame = page.getByTestId('postgame');
  await expect(postGame).toBeVisible({ timeout: 20_000 });
  await expect(postGame).toHaveAttribute('data-prompt', 'mvp');
  await expect(page.getByTestId('postgame-prompt')).toHaveText('The MVP die showed 6: pick the MVP.');
  // Every die: the MVP die of the home team is in the events.
  await expect(page.getByTestId('postgame-events')).toContainText('Trontek 29ers rolls for the MVP: 6.');
  await expect(page.getByTestId('postgame-option').first()).toBeFocused();
  await page.keyboard.press('1');

  await expect(postGame).toHaveAttribute('data-prompt', 'advance');
  await expect(page.getByTestId('postgame-prompt')).toContainText('has earned an advance');
  const advanced = (await page.getByTestId('postgame-prompt').textContent())!.replace(' has earned an advance: pick it.', '');
  await expect(page.getByTestId('postgame-option')).toHaveText(['1Rank step']);
  await page.keyboard.press('1');
  await expect(postGame).toHaveAttribute('data-prompt', 'retire');
  await expect(page.getByTestId('postgame-events')).toContainText(`${advanced} (Trontek 29ers) takes an advance: Rank step.`);

  // A reload in the middle of the post-game: the league file holds it; opening the league resumes it.
  await app.open();
  await page.getByTestId('menu-leagues').click();
  const row = page.getByTestId('league-row');
  await expect(row).toContainText('A post-game is under way');
  await row.getByRole('button', { name: 'Open' }).click();
  await expect(postGame).toHaveAttribute('data-prompt', 'retire');
  await expect(postGame).toHaveAttribute('data-answered', '2');
  await expect(page.getByTestId('postgame-events')).toContainText(`${advanced} (Trontek 29ers) takes an advance: Rank step.`);

  // The answer that changes nothing comes first: keep the roster, stop buying, for each team in turn.
  for (const [answered, side, prompt, first] of [
    ['2', '0', 'retire', 'Keep the roster'],
    ['3', '0', 'buy', 'Stop buying'],
    ['4', '1', 'retire', 'Keep the roster'],
    ['5', '1', 'buy', 'Stop buying'],
  ] as const) {
    await expect(postGame).toHaveAttribute('data-answered', answered);
    await expect(postGame).toHaveAttribute('data-side', side);
    await expect(postGame).toHaveAttribute('data-prompt', prompt);
    await expect(page.getByTestId('postgame-option').first()).toHaveText(`1${first}`);
    await page.keyboard.press('1');
  }

  // Committed at its last answer: the table shows the result.
  await expect(postGame).toBeHidden();
  await expect(page.getByTestId('league-status')).toHaveText('The post-game is over and the results are in the table.');
  await expect(page.getByTestId('league-tab-table')).toHaveAttribute('aria-selected', 'true');
  const winner = page.locator('[data-testid="table-row"][data-team="t1"]');
  await expect(winner.locator('[data-col="played"]')).toHaveText('1');
  await expect(winner.locator('[data-col="won"]')).toHaveText('1');
  await expect(winner.locator('[data-col="for"]')).toHaveText('8');
  await expect(page.getByTestId('table-row').first()).toHaveAttribute('data-team', 't1');
  const loser = page.locator('[data-testid="table-row"][data-team="t2"]');
  await expect(loser.locator('[data-col="lost"]')).toHaveText('1');
  await expect(loser.locator('[data-col="points"]')).toHaveText('0');

  // The fixture has its score; the advanced player's card says what he is now.
  await page.getByTestId('league-tab-fixtures').click();
  await expect(page.locator('[data-fixture="r1-1"]').getByTestId('fixture-score')).toHaveText('8 – 0');
  await page.getByTestId('league-tab-rosters').click();
  await page.getByTestId('roster-team').selectOption({ label: 'Trontek 29ers' });
  const name = advanced.replace(/^#\d+ /, '');
  await page.getByTestId('roster').getByRole('button', { name, exact: true }).click();
  const card = page.getByTestId('player-card');
  await expect(card).toBeVisible();
  await expect(card.getByTestId('card-rank')).toHaveText('Rank: Regular');
  await expect(card.getByTestId('card-career')).toContainText('Career: matches 1,');
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Autumn cup', level: 1 })).toBeVisible();

  expect(app.consoleErrors).toEqual([]);
});
