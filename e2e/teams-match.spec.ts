// Issue 5's last part: a custom team built in the team builder plays a match. New match offers it,
// the match screen shows its name, short name and colours; a team may not play itself unless
// duplicated; close main colours of the two teams are pointed out in words.
import type { Page } from '@playwright/test';
import { STOCK_TEAMS } from '../src/shared/games/dreadball/teams';
import { expect, shotPath, test } from './fixtures';

async function openTeams(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Teams', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
}

async function openNewMatch(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'New match', exact: true }).click();
  await expect(page.getByTestId('new-match')).toBeVisible();
}

/** The option value (team id) of the team named `name` in a New match team list. */
async function teamValue(page: Page, coach: 'A' | 'B', name: string): Promise<string> {
  const value = await page.getByTestId(`team-${coach}`).locator('option', { hasText: name }).first().getAttribute('value');
  expect(value).toBeTruthy();
  return value!;
}

test('a team built in the builder plays a match with its name, short name and colours', async ({ app }) => {
  test.setTimeout(240_000);
  const { page } = app;
  await app.open();

  // Build it in the team builder: a Human team, renamed, own short name and colours.
  await openTeams(page);
  await page.getByTestId('create-human').click();
  await expect(page.getByRole('heading', { level: 1, name: 'New team' })).toBeVisible();
  await page.getByTestId('team-name').fill('Copper Comets');
  await page.getByTestId('short-name').fill('CCM');
  await page.getByTestId('colour-primary').fill('#e66100');
  await page.getByTestId('colour-secondary').fill('#fefefe');
  await expect(page.getByTestId('colour-primary')).toHaveAccessibleDescription('');
  await expect(page.getByTestId('save-team')).toBeEnabled();
  await page.getByTestId('save-team').click();
  await expect(page.getByTestId('teams-status')).toHaveText('Copper Comets saved.');
  await page.getByTestId('back').click();

  // New match: it is offered under "Your teams"; it may not play itself.
  await openNewMatch(page);
  const custom = await teamValue(page, 'A', 'Copper Comets');
  await page.getByTestId('team-A').selectOption(custom);
  await page.getByTestId('team-B').selectOption(custom);
  await expect(page.getByTestId('new-match').getByRole('alert')).toHaveText('A team cannot play itself. Duplicate it in Teams to play a mirror match.');
  await expect(page.getByTestId('start-match')).toBeDisabled();
  await expect(page.getByTestId('colours-A')).toHaveText('Colours: orange and white');

  // Against a stock team (Greenmoon Smackers, green): colours distinct, no warning.
  const stock = STOCK_TEAMS[1]!;
  await page.getByTestId('team-B').selectOption(stock.id);
  await expect(page.getByTestId('new-match').getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('colours-warning')).toHaveCount(0);
  await expect(page.getByTestId('start-match')).toBeEnabled();
  await page.getByTestId('start-match').click();

  // The match screen: status bar and roster carry its short name, name and colour.
  await expect(page.getByTestId('match-screen')).toBeVisible();
  await expect(page.getByTestId('chip-A')).toContainText('CCM');
  await expect(page.getByTestId('chip-A')).toHaveCSS('border-left-color', 'rgb(230, 97, 0)');
  await expect(page.getByTestId('chip-B')).toContainText(stock.shortName);
  await page.getByTestId('tab-roster').click();
  await expect(page.getByTestId('team-heading-0')).toHaveText('Copper Comets');
  await expect(page.getByTestId('team-heading-0')).toHaveCSS('border-left-color', 'rgb(230, 97, 0)');
  await expect(page.getByTestId('team-heading-1')).toHaveText(stock.name);
  expect(app.consoleErrors).toEqual([]);
});

test('a mirror match needs a duplicate; close main colours get a warning in words', async ({ app }) => {
  test.setTimeout(240_000);
  const { page } = app;
  await app.open();

  // Two teams saved through the storage channel (red and a slightly different red), then checked in the builder.
  const base = STOCK_TEAMS[0]!;
  const team = (name: string, shortName: string, primary: string) => ({
    name,
    shortName,
    colours: { primary, secondary: '#fefefe' },
    emblem: 'wing',
    race: { kind: 'stock' as const, raceId: base.race.id },
    players: base.players.map((p) => ({ id: p.id, typeId: p.typeId, name: p.name, number: p.number })),
    coachDice: base.coachDice,
  });
  for (const t of [team('Red Rovers', 'RRV', '#d62728'), team('Rust Raiders', 'RRD', '#d0302a')]) {
    const saved = await page.evaluate((payload) => window.rushline.teams.save({ team: payload }), t);
    expect(saved.ok).toBe(true);
  }
  await openTeams(page);
  await page.getByTestId('team-card').filter({ hasText: 'Red Rovers' }).getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByTestId('team-name')).toHaveValue('Red Rovers');
  await expect(page.getByTestId('short-name')).toHaveValue('RRV');
  await expect(page.getByTestId('colour-primary')).toHaveValue('#d62728');
  await page.getByTestId('back').click();

  // Duplicate Red Rovers: the copy may play the original.
  await page.getByTestId('team-card').filter({ hasText: 'Red Rovers' }).getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByTestId('team-card')).toHaveCount(3);
  await page.getByTestId('back').click();

  await openNewMatch(page);
  const rovers = await teamValue(page, 'A', 'Red Rovers');
  const copy = await teamValue(page, 'B', 'Red Rovers (copy)');
  const raiders = await teamValue(page, 'B', 'Rust Raiders');
  await page.getByTestId('team-A').selectOption(rovers);
  await page.getByTestId('team-B').selectOption(rovers);
  await expect(page.getByTestId('new-match').getByRole('alert')).toContainText('cannot play itself');
  await expect(page.getByTestId('start-match')).toBeDisabled();
  await page.getByTestId('team-B').selectOption(copy);
  await expect(page.getByTestId('new-match').getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('start-match')).toBeEnabled();
  // Same kit (a copy), and a near-identical red with the same white: both warned about in words
  // naming the kit, neither refused (the kit warning replaces the main-colour one).
  await expect(page.getByTestId('kits-warning')).toHaveText('Both kits are red and white: pick another colour for one team.');
  await expect(page.getByTestId('colours-warning')).toHaveCount(0);
  await page.getByTestId('team-B').selectOption(raiders);
  await expect(page.getByTestId('kits-warning')).toBeVisible();
  await expect(page.getByTestId('start-match')).toBeEnabled();
  // A stock team in green: no warning.
  await page.getByTestId('team-B').selectOption(STOCK_TEAMS[1]!.id);
  await expect(page.getByTestId('colours-warning')).toHaveCount(0);
  await expect(page.getByTestId('kits-warning')).toHaveCount(0);
  expect(app.consoleErrors).toEqual([]);
});

test('a saved team the rules refuse (over budget, over a type maximum) is listed in New match with the reason, never playable', async ({ app }) => {
  test.setTimeout(120_000);
  const { page } = app;
  await app.open();
  // The storage channel checks structure only, as an import does: budget and maximums are the rules'.
  const base = STOCK_TEAMS[0]!;
  const guards = Array.from({ length: 7 }, (_, i) => ({ id: `p${i + 1}`, typeId: 'guard', name: `Guard ${i + 1}`, number: i + 1 }));
  const greedy = {
    name: 'Greedy Giants',
    shortName: 'GRG',
    colours: { primary: '#d62728', secondary: '#fefefe' },
    emblem: 'wing',
    race: { kind: 'stock' as const, raceId: base.race.id },
    players: guards,
    coachDice: 7,
  };
  const saved = await page.evaluate((payload) => window.rushline.teams.save({ team: payload }), greedy);
  expect(saved.ok).toBe(true);

  await openNewMatch(page);
  const option = page.getByTestId('team-A').locator('option', { hasText: 'Greedy Giants' });
  await expect(option).toHaveText('Greedy Giants (cannot play)');
  await expect(option).toBeDisabled();
  const reasons = page.getByTestId('refused-teams');
  await expect(reasons).toContainText('Greedy Giants cannot play:');
  await expect(reasons).toContainText('Over budget');
  await expect(reasons).toContainText('Too many');
  await expect(reasons).toContainText('Fix it in Teams.');
  await page.screenshot({ path: shotPath('new-match-refused-team.png') });
  // Choosing it is impossible: the select keeps a playable team and the match can start with it.
  await expect(page.getByTestId('team-A')).not.toHaveValue(/refused/);
  await expect(page.getByTestId('start-match')).toBeEnabled();
  expect(app.consoleErrors).toEqual([]);
});
