// Issue 19 (part): a Blood Bowl team built in the team builder plays a match. Built by mouse and
// keyboard, refused in words while over budget, saved, still there after a reload, offered by
// New match for Blood Bowl, and its name, colours and shirt numbers are on the Blood Bowl match
// screen. A team an unfinished match plays with is locked but for names, numbers and colours.
import type { RequestOf } from '../src/shared/ipc/contract';
import { bloodbowl } from '../src/shared/games/bloodbowl';
import { STOCK_ROSTERS } from '../src/shared/games/bloodbowl/teams/stock';
import { rosterOfTeam } from '../src/shared/games/bloodbowl/teams/teamFile';
import { draftContent, stockDraft } from '../src/renderer/teams/bloodbowl';
import type { Locator } from '@playwright/test';
import { expect, shotPath, test } from './fixtures';

const colourOf = (element: Locator): Promise<string> => element.evaluate((el) => getComputedStyle(el).color);

test('a Blood Bowl team built in the builder survives a reload and plays a match', async ({ app }) => {
  test.setTimeout(240_000);
  const { page } = app;
  await app.open();

  await page.getByRole('button', { name: 'Teams', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();

  // The game first, then the race; an empty team.
  await page.getByTestId('new-team-game').selectOption('bloodbowl');
  await page.getByTestId('new-team-race').selectOption('orc');
  await page.getByTestId('new-team-empty').check();
  await page.getByTestId('new-team-create').click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Blood Bowl team' })).toBeVisible();
  await expect(page.getByTestId('bb-race')).toHaveText('Race: Orc');
  await expect(page.getByTestId('bb-problems')).toContainText('A team needs at least 11 players; this one has 0.');

  await page.getByTestId('bb-team-name').fill('Mudgate Maulers');
  await expect(page.getByTestId('bb-short-name')).toHaveValue('MUD');
  // Players by mouse: 4 Black Orc Blockers, 4 Blitzers, 3 Linemen ...
  for (const [position, n] of [['black-orc-blocker', 4], ['blitzer', 4], ['lineman', 3]] as const) {
    for (let i = 0; i < n; i++) await page.getByTestId(`bb-add-${position}`).click();
  }
  // ... and 2 Throwers by keyboard (Enter on the focused button).
  await page.getByTestId('bb-add-thrower').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('bb-player')).toHaveCount(13);
  // A full position ("4 of 4") is not a problem: drawn as a position with room is.
  const countOf = (position: string) => page.locator(`[data-position="${position}"]`).getByTestId('bb-position-count');
  await expect(countOf('blitzer')).toHaveText('4 of 4');
  expect(await colourOf(countOf('blitzer'))).toBe(await colourOf(countOf('lineman')));
  // A fifth Blitzer is over the position's limit: refused in words until removed, its count in red.
  await page.getByTestId('bb-add-blitzer').click();
  await expect(page.getByTestId('bb-problems')).toContainText('At most 4 Blitzer in a team; this one has 5.');
  const problemColour = await colourOf(page.getByTestId('bb-problems'));
  expect(await colourOf(countOf('blitzer'))).not.toBe(await colourOf(countOf('lineman')));
  await page.getByTestId('bb-remove-player').last().click();
  await expect(page.getByTestId('bb-player')).toHaveCount(13);

  // 930,000 gold of players; two re-rolls (60,000 each) are 50,000 over the budget.
  await page.getByTestId('bb-rerolls-plus').click();
  await page.getByTestId('bb-rerolls-plus').click();
  await expect(page.getByTestId('bb-budget')).toContainText('1,050,000 of 1,000,000 gold spent');
  await expect(page.getByTestId('bb-problems')).toContainText('The team costs 1,050,000 gold, more than the 1,000,000 gold a team may spend.');
  await expect(page.getByTestId('bb-save-team')).toBeDisabled();
  await page.screenshot({ path: shotPath('bloodbowl-team-builder.png') });
  await page.getByTestId('bb-positions').scrollIntoViewIfNeeded();
  await page.screenshot({ path: shotPath('bloodbowl-team-positions.png') });

  // One re-roll: within the budget, and a player renamed and renumbered.
  await page.getByTestId('bb-rerolls-minus').click();
  await expect(page.getByTestId('bb-budget')).toContainText('990,000 of 1,000,000 gold spent');
  await page.getByTestId('bb-player-name').first().fill('Gorbad Skullsplitter');
  await page.getByTestId('bb-player-number').first().fill('13');
  await expect(page.getByTestId('bb-problems')).toContainText('Shirt number 13 is used twice.');
  await page.getByTestId('bb-player-number').first().fill('99');
  await expect(page.getByTestId('bb-problems')).toHaveText('Ready to save.');
  // Ready reads as good news (the colour of the gold left), not in the problems' colour.
  expect(await colourOf(page.getByTestId('save-ready'))).not.toBe(problemColour);
  expect(await colourOf(page.getByTestId('save-ready'))).toBe(await colourOf(page.getByTestId('bb-budget').locator('span')));
  await page.getByTestId('bb-save-team').click();
  await expect(page.getByTestId('teams-status')).toHaveText('Mudgate Maulers saved.');

  // After a reload it is still there, tagged with its game; the filter shows Blood Bowl teams only.
  await page.reload();
  await page.getByRole('button', { name: 'Teams', exact: true }).click();
  const card = page.getByTestId('team-card').filter({ hasText: 'Mudgate Maulers' });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('team-game')).toHaveText('Blood Bowl');
  await expect(card).toContainText('Orc · 1 re-roll · 990,000 gold');
  await page.getByTestId('game-filter-dreadball').check();
  await expect(card).toHaveCount(0);
  await expect(page.getByTestId('no-teams-of-game')).toHaveText('No teams of this game yet.');
  await page.getByTestId('game-filter-bloodbowl').check();
  await expect(card).toBeVisible();
  await page.screenshot({ path: shotPath('bloodbowl-teams-list.png') });
  // Opening it again shows what was saved.
  await card.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByTestId('bb-player-name').first()).toHaveValue('Gorbad Skullsplitter');
  await expect(page.getByTestId('bb-player-number').first()).toHaveValue('99');
  await page.getByTestId('back').click();

  // New match, Blood Bowl: the saved team is offered; it plays the stock Humans.
  await page.getByTestId('back').click();
  await page.getByRole('button', { name: 'New match', exact: true }).click();
  await page.getByTestId('game').selectOption('bloodbowl');
  const option = page.getByTestId('bb-team-home').locator('option', { hasText: 'Mudgate Maulers' });
  await expect(option).toHaveCount(1);
  await page.getByTestId('bb-team-home').selectOption((await option.getAttribute('value'))!);
  await page.getByTestId('bb-team-away').selectOption('stock-human');
  await expect(page.getByTestId('bb-new-match')).toContainText('13 players, 1 re-roll');
  await page.getByTestId('bb-start-match').click();
  await expect(page.getByTestId('bb-status')).toContainText('Mudgate Maulers');
  await expect(page.getByTestId('bb-status')).toContainText('Grimsby Lanterns');

  // The team's colours and shirt numbers reach the board: Gorbad (the first player) wears 99 in
  // the orcs' green, and his card, shown when his dugout figure is pointed at or focused, says so.
  await expect(page.getByTestId('bb-screen')).toHaveAttribute('data-ready', 'yes');
  const look = () => page.evaluate(() => (window as unknown as { __bloodbowlBoard: { figure(id: number): unknown } }).__bloodbowlBoard.figure(0));
  await expect.poll(look).toEqual({ colours: { primary: 0x3c6e2f, secondary: 0x1b1b1b }, number: 99 });
  await expect(page.getByTestId('bb-kit-home')).toHaveCSS('background-color', 'rgb(60, 110, 47)');
  const gorbad = page.locator('[data-testid="bb-dugout-player"][data-player="0"]');
  await expect(gorbad).toHaveAttribute('aria-label', '#99 Gorbad Skullsplitter, reserves');
  await gorbad.hover();
  await expect(page.getByTestId('bb-card-name')).toHaveText('#99 Gorbad Skullsplitter');
  await expect(page.getByTestId('bb-player-card')).toHaveCSS('border-left-color', 'rgb(60, 110, 47)');
  await page.mouse.move(0, 0);
  await expect(page.getByTestId('bb-player-card')).toHaveCount(0);
  // By keyboard: focusing a human's dugout figure shows his card.
  const human = page.locator('[data-testid="bb-dugout-player"][data-player="13"]');
  await human.focus();
  await expect(page.getByTestId('bb-card-name')).toHaveText('#1 Lantern 1');
  await page.screenshot({ path: shotPath('bloodbowl-dugout-card.png') });
});

test('a Blood Bowl team in an unfinished match: only names, numbers and colours can change, and the UI says why', async ({ app }) => {
  test.setTimeout(90_000);
  const { page } = app;
  await app.open();
  const content = draftContent({ ...stockDraft('dwarf'), name: 'Deepdelve Anvils', shortName: 'DDA' });
  const saved = await page.evaluate(async (team) => {
    const result = await window.rushline.teams.save({ team });
    if (!result.ok) throw new Error(JSON.stringify(result.error.words));
    return result.value as unknown as { id: string };
  }, content);
  // An unfinished match between this team and the stock orcs, as the match screen saves one.
  const setup = { teams: [rosterOfTeam(saved.id, content), STOCK_ROSTERS.orc] as const, seed: 7 };
  // As JSON text: Playwright's serialisable-type check cannot walk the recursive JSON type.
  const match = JSON.stringify({ game: 'bloodbowl', setup, decisions: [], snapshot: bloodbowl.createMatch(setup) });
  await page.evaluate(async (text) => {
    const result = await window.rushline.matches.save(JSON.parse(text) as RequestOf<'matches:save'>);
    if (!result.ok) throw new Error(JSON.stringify(result.error.words));
  }, match);

  await page.getByRole('button', { name: 'Teams', exact: true }).click();
  const card = page.getByTestId('team-card').filter({ hasText: 'Deepdelve Anvils' });
  await expect(card).toContainText('In a match');
  await card.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByTestId('locked-note')).toContainText('only the team name, short name, colours, player names and shirt numbers can change');
  await expect(page.getByTestId('bb-add-blocker')).toBeDisabled();
  await expect(page.getByTestId('bb-add-blocker')).toHaveAccessibleDescription(/A match in progress plays with this roster/);
  await expect(page.getByTestId('bb-remove-player').first()).toBeDisabled();
  await expect(page.getByTestId('bb-rerolls-plus')).toBeDisabled();
  await expect(page.getByTestId('bb-rerolls-minus')).toBeDisabled();

  await page.getByTestId('bb-team-name').fill('Deepdelve Anvils Reforged');
  await page.getByTestId('bb-player-number').first().fill('42');
  await page.getByTestId('bb-player-name').first().fill('Grimli the Bold');
  await page.getByTestId('bb-colour-primary').fill('#ffb000');
  await expect(page.getByTestId('bb-save-team')).toBeEnabled();
  await page.getByTestId('bb-save-team').click();
  await expect(page.getByTestId('teams-status')).toHaveText('Deepdelve Anvils Reforged saved.');
  await expect(page.getByTestId('team-card').filter({ hasText: 'Deepdelve Anvils Reforged' })).toContainText('In a match');
  expect(app.consoleErrors).toEqual([]);
});
