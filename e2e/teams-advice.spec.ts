// Issue 14, Teams: import and export say in words what happened and where; the homebrew editor
// suggests a cost and warns when one is far below it; the save-blocked list is never cut off; New
// match warns when both kits look alike. The real renderer over the real storage handlers.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, shotPath, test } from './fixtures';

async function openTeams(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Teams', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
}

const humans = (name: string, shortName: string, primary: string, secondary: string) => ({
  name,
  shortName,
  colours: { primary, secondary },
  emblem: 'star',
  race: { kind: 'stock' as const, raceId: 'human' },
  players: ['guard', 'guard', 'jack', 'jack', 'striker', 'striker'].map((typeId, i) => ({ id: `p${i + 1}`, typeId, name: `P${i + 1}`, number: i + 1 })),
  coachDice: 1,
});

const homebrew = () => ({
  ...humans('Moonbase Misfits', 'MBM', '#f2f2f2', '#1f6feb'),
  race: {
    kind: 'homebrew' as const,
    name: 'Lunar',
    types: [
      { id: 'brute', name: 'Brute', role: 'guard' as const, stats: { move: 4, strength: 3, speed: 5, skill: 5, armour: 3 }, cost: 14, max: 4, abilities: ['steadfast' as const] },
      { id: 'runner', name: 'Runner', role: 'striker' as const, stats: { move: 7, strength: 5, speed: 3, skill: 3, armour: 5 }, cost: 11, max: 6, abilities: [] },
    ],
  },
  players: ['brute', 'brute', 'runner', 'runner', 'runner', 'runner'].map((typeId, i) => ({ id: `p${i + 1}`, typeId, name: `Misfit ${i + 1}`, number: 10 + i })),
});

async function saveTeam(page: Page, team: object): Promise<void> {
  const saved = await page.evaluate((payload) => window.rushline.teams.save({ team: payload as never }), team);
  expect(saved.ok).toBe(true);
}

test('import says in words what happened: already kept, imported as a renamed copy, or why a file was refused; export says where', async ({ app }) => {
  test.setTimeout(90_000);
  const { page, dataDir, dialogs } = app;
  await app.open();
  await saveTeam(page, humans('Hand Made', 'HMD', '#f2f2f2', '#1f6feb'));
  await openTeams(page);
  const status = page.getByTestId('teams-status');
  const cards = page.getByTestId('team-card');
  await expect(cards).toHaveCount(1);

  // Export: the status line names the full path the main process wrote.
  const exported = join(dataDir, 'Hand Made.rushline-team.json');
  dialogs.exportPath = exported;
  await cards.getByRole('button', { name: 'Export' }).click();
  await expect(status).toHaveText(`Hand Made exported. Saved to ${exported}`);
  expect(JSON.parse(await readFile(exported, 'utf8'))).toMatchObject({ name: 'Hand Made', shortName: 'HMD' });

  // The same file back: no copy; it says so and selects the kept team.
  dialogs.importPath = exported;
  await page.getByTestId('import-team').click();
  await expect(status).toHaveText('Hand Made is already in your teams.');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAttribute('aria-current', 'true');
  await expect(cards.first().getByRole('button', { name: 'Edit' })).toBeFocused();

  // The same name with other content: a copy under "Hand Made (2)".
  const edited = { ...(JSON.parse(await readFile(exported, 'utf8')) as object), coachDice: 3 };
  await writeFile(exported, JSON.stringify(edited));
  await page.getByTestId('import-team').click();
  await expect(status).toHaveText('Imported as “Hand Made (2)”: a different team of that name is already in your teams.');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Hand Made (2)' })).toHaveAttribute('aria-current', 'true');
  await page.screenshot({ path: shotPath('teams-imported-as-copy.png') });

  // Bad files: the banner names the file and says what is wrong; no stale success beside it.
  const banner = page.getByTestId('error-banner');
  const refused = async (file: string, text: string, why: string | RegExp) => {
    const path = join(dataDir, file);
    await writeFile(path, text);
    dialogs.importPath = path;
    await page.getByTestId('import-team').click();
    await expect(banner).toContainText(`${file} was not imported:`);
    await expect(banner).toContainText(why);
    await expect(status).toHaveText('');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    // A good import in between, so each refusal has a success to clear.
    dialogs.importPath = exported;
    await page.getByTestId('import-team').click();
    await expect(status).toHaveText('Hand Made (2) is already in your teams.');
  };
  await refused('notes.txt', 'just some notes', 'The file is not valid JSON.');
  await refused('list.rushline-team.json', '[1, 2, 3]', 'The file holds JSON but not a Rushline team.');
  await refused('other.rushline-team.json', JSON.stringify({ ...edited, game: 'chess' }), 'This team is for a game whose teams this version of Rushline does not keep.');
  await refused('match.rushline-team.json', JSON.stringify({ format: 'rushline-match', schemaVersion: 2 }), 'This is a Rushline match file, not a team file.');
  await refused('huge.rushline-team.json', ' '.repeat(9 * 1024 * 1024), /too large to be a Rushline team/);
  await expect(cards).toHaveCount(2);
  expect(app.consoleErrors).toEqual([]);
});

test('the homebrew editor suggests a cost from the stats and warns, without blocking, when the cost is far below it', async ({ app }) => {
  test.setTimeout(60_000);
  const { page } = app;
  await app.open();
  await saveTeam(page, homebrew());
  await openTeams(page);
  await page.getByTestId('team-card').getByRole('button', { name: 'Edit' }).click();
  const lines = page.getByTestId('cost-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.first()).toHaveText('Brute: Suggested cost: 14 MC');
  await expect(page.getByTestId('cost-warning')).toHaveCount(0);

  // The Move 8, all-2+, Steadfast Guard at 1 MC.
  await page.getByTestId('type-move').first().fill('8');
  for (const stat of ['strength', 'speed', 'skill', 'armour']) await page.getByTestId(`type-${stat}`).first().selectOption('2');
  await page.getByTestId('type-cost').first().fill('1');
  await expect(lines.first()).toContainText('Brute: Suggested cost: 23 MC');
  await expect(page.getByTestId('cost-warning')).toHaveText(
    'At 1 MC this type costs far less than its stats suggest (23 MC): opponents may find it too cheap. You can still save it.',
  );
  await expect(page.getByTestId('type-cost').first()).toHaveAccessibleDescription(/Suggested cost: 23 MC/);
  // A warning, not a refusal.
  await expect(page.getByTestId('save-team')).toBeEnabled();
  await page.getByTestId('cost-guidance').scrollIntoViewIfNeeded();
  await page.screenshot({ path: shotPath('team-builder-cost-guidance.png') });
  await page.getByTestId('type-cost').first().fill('20');
  await expect(page.getByTestId('cost-warning')).toHaveCount(0);
  await page.getByTestId('type-cost').first().fill('1');
  await page.getByTestId('save-team').click();
  await expect(page.getByTestId('teams-status')).toHaveText('Moonbase Misfits saved.');
  expect(app.consoleErrors).toEqual([]);
});

for (const [width, height] of [
  [1280, 800],
  [1024, 640],
] as const) {
  test(`the save-blocked list is never cut off at ${width}x${height}: it fits or scrolls by keyboard`, async ({ app }) => {
    test.setTimeout(60_000);
    const { page } = app;
    await page.setViewportSize({ width, height });
    await app.open();
    await saveTeam(page, homebrew());
    await openTeams(page);
    await page.getByTestId('team-card').getByRole('button', { name: 'Edit' }).click();
    // Many problems at once: names, short name, colours, every player's name and number.
    await page.getByTestId('team-name').fill('');
    await page.getByTestId('short-name').fill('x');
    await page.getByTestId('colour-primary').fill('#zz');
    await page.getByTestId('colour-secondary').fill('blue');
    await page.getByTestId('homebrew-name').fill('');
    const names = page.getByTestId('player-name');
    const numbers = page.getByTestId('player-number');
    for (let i = 0; i < (await names.count()); i++) {
      await names.nth(i).fill('');
      await numbers.nth(i).fill('0');
    }
    const box = page.getByTestId('save-blocked');
    const problems = box.locator('li');
    await expect.poll(() => problems.count()).toBeGreaterThan(12);
    const count = await problems.count();

    // Inside the window, whole: its box ends above the window's bottom edge.
    const rect = await box.boundingBox();
    expect(rect).not.toBeNull();
    expect(rect!.y).toBeGreaterThanOrEqual(0);
    expect(rect!.y + rect!.height).toBeLessThanOrEqual(height);
    // What axe's scrollable-region-focusable asks: a region that scrolls can take the focus
    // (it holds no focusable content of its own), and it has a name.
    const scrolls = await box.evaluate((el) => el.scrollHeight > el.clientHeight);
    const focusableInside = await box.locator('a, button, input, select, [tabindex]').count();
    if (scrolls) {
      expect(focusableInside).toBe(0);
      await expect(box).toHaveAttribute('tabindex', '0');
      await expect(box).toHaveAttribute('role', 'region');
      await expect(box).toHaveAccessibleName(`Why the team cannot be saved: ${count} problems`);
      await box.focus();
      await page.keyboard.press('End');
      await expect.poll(() => box.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
      await expect(box.locator('li').last()).toBeInViewport();
    } else {
      await expect(box.locator('li').last()).toBeInViewport();
    }
    await box.evaluate((el) => el.scrollTo(0, 0));
    await page.screenshot({ path: shotPath(`team-builder-save-blocked-${width}x${height}.png`) });
    expect(app.consoleErrors).toEqual([]);
  });
}

test('New match warns in words when both kits look alike, straight or swapped', async ({ app }) => {
  test.setTimeout(60_000);
  const { page } = app;
  await app.open();
  await saveTeam(page, humans('Blue Whites', 'BLW', '#1f6feb', '#f2f2f2'));
  await saveTeam(page, humans('White Blues', 'WHB', '#f2f2f2', '#1f6feb'));
  await saveTeam(page, humans('Red Blacks', 'RBK', '#d62828', '#111111'));
  await page.getByRole('button', { name: 'New match', exact: true }).click();
  await expect(page.getByTestId('new-match')).toBeVisible();
  const value = async (name: string) => (await page.getByTestId('team-A').locator('option', { hasText: name }).first().getAttribute('value'))!;
  await page.getByTestId('team-A').selectOption(await value('Blue Whites'));
  await page.getByTestId('team-B').selectOption(await value('White Blues'));
  const warning = page.getByTestId('kits-warning');
  await expect(warning).toHaveText('Both kits are blue and white: pick another colour for one team.');
  await expect(page.getByTestId('start-match')).toBeEnabled();
  await page.screenshot({ path: shotPath('new-match-kits-alike.png') });
  await page.getByTestId('team-B').selectOption(await value('Red Blacks'));
  await expect(warning).toHaveCount(0);
  await expect(page.getByTestId('colours-warning')).toHaveCount(0);
  expect(app.consoleErrors).toEqual([]);
});
