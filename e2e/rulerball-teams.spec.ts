// Issue 20 (part): a Rülerball team built in the team builder plays a match. Built by mouse and
// keyboard with upgrades, refused in words while over its 6 points, saved, still there after a
// reload, offered by New match for Rülerball; the match shows its name, colours and numbers, also
// after a reload and Continue; while that match is unfinished the builder keeps its upgrades.
// Screenshots of the builder at 1024x640, 1280x800 and 1920x1080. A second test imports Rülerball
// team files: a broken one is refused in words, one over its points joins the list and New match
// names why it cannot play.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { effectiveStats } from '../src/shared/games/rulerball/teams/roster';
import { STOCK_TEAMS } from '../src/shared/games/rulerball/teams/stock';
import { expect, shotPath, test } from './fixtures';
import { misfits } from './textFit';

/** The Rülerball match store's setup, reached through the app's Pinia. */
async function setupOf(page: Page): Promise<{ teams: { id: string; name: string; figures: { name: string; upgrades: string[] }[] }[]; looks?: { numbers: number[]; colours: { primary: string } }[] }> {
  return page.evaluate(() => {
    const host = document.querySelector('#app') as (Element & { __vue_app__?: { config: { globalProperties: Record<string, unknown> } } }) | null;
    const pinia = host?.__vue_app__?.config.globalProperties.$pinia as { _s: Map<string, Record<string, unknown>> } | undefined;
    const m = pinia?._s.get('rulerballMatch');
    if (!m) throw new Error('no Rülerball match store');
    return JSON.parse(JSON.stringify(m.setup));
  });
}

/** axe (WCAG 2.0/2.1 A and AA) findings, as e2e/axe.spec.ts reports them. */
async function violations(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${where}: ${v.id} (${v.impact}) at ${n.target.join(' ')}`));
}

test('a Rülerball team built with upgrades survives a reload, plays a match and is locked while it does', async ({ app }) => {
  test.setTimeout(240_000);
  const { page } = app;
  await page.setViewportSize({ width: 1280, height: 800 });
  await app.open();

  await page.getByRole('button', { name: 'Teams', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
  // The four stock teams are listed read-only, with their numbers and upgrades.
  await expect(page.getByTestId('rb-stock-team')).toHaveCount(4);
  await expect(page.getByTestId('rb-stock-team').first()).toContainText('Vel Okoro');

  // The game first, then ten plain figures.
  await page.getByTestId('new-team-game').selectOption('rulerball');
  await page.getByTestId('new-team-rb-from').selectOption('plain');
  await page.getByTestId('new-team-create').click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Rülerball team' })).toBeVisible();
  await expect(page.getByTestId('rb-figure')).toHaveCount(10);
  await expect(page.getByTestId('rb-figure-name').nth(5)).toHaveValue('Catcher 1');
  await expect(page.getByTestId('rb-points')).toContainText('Upgrade points: 0 of 6 spent');

  await page.getByTestId('rb-team-name').fill('Dockside Wheels');
  await expect(page.getByTestId('rb-short-name')).toHaveValue('DOC');
  await page.getByTestId('rb-colour-primary').fill('#ff8800');
  await page.getByTestId('rb-figure-name').first().fill('Ada Quick');
  await page.getByTestId('rb-figure-number').first().fill('42');

  // Upgrades by mouse: the first skater faster and stronger; a catcher surer by keyboard (Space).
  const first = page.getByTestId('rb-figure').first();
  await first.getByTestId('rb-upgrade-speed').check();
  await first.getByTestId('rb-upgrade-strength').check();
  // The numbers are the tuning table's (tables/numbers.ts) with the two upgrades on.
  const upgraded = effectiveStats({ kind: 'skater', upgrades: ['speed', 'strength'] });
  await expect(first.getByTestId('rb-stat-topSpeed')).toHaveText(String(upgraded.topSpeed));
  await expect(first.getByTestId('rb-stat-strength')).toHaveText(String(upgraded.strength));
  const catcher = page.getByTestId('rb-figure').nth(5);
  await catcher.getByTestId('rb-upgrade-skill').focus();
  await page.keyboard.press('Space');
  await expect(catcher.getByTestId('rb-stat-skill')).toHaveText('2+');
  // A biker has no strength to upgrade.
  await expect(page.getByTestId('rb-figure').nth(9).getByTestId('rb-upgrade-strength')).toHaveCount(0);
  await expect(page.getByTestId('rb-figure').nth(9).getByTestId('rb-stat-strength')).toHaveText('–');

  // 2 + 2 + 3 = 7 points: refused in words, and Save stays off.
  await expect(page.getByTestId('rb-points')).toContainText('Upgrade points: 7 of 6 spent');
  await expect(page.getByTestId('rb-points')).toContainText('Points over: 1');
  await expect(page.getByTestId('rb-problems')).toContainText('The upgrades cost 7 points, more than the 6 points a team may spend.');
  await expect(page.getByTestId('rb-save-team')).toBeDisabled();
  expect(await violations(page, 'Rülerball builder')).toEqual([]);
  for (const [width, height] of [
    [1024, 640],
    [1280, 800],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(300);
    await page.screenshot({ path: shotPath(`rulerball-team-builder-${width}x${height}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // A taken number is refused too; then within the points, it saves.
  await page.getByTestId('rb-figure-number').nth(1).fill('42');
  await expect(page.getByTestId('rb-problems')).toContainText('Number 42 is used twice.');
  await page.getByTestId('rb-figure-number').nth(1).fill('2');
  await first.getByTestId('rb-upgrade-strength').uncheck();
  await expect(page.getByTestId('rb-points')).toContainText('Upgrade points: 5 of 6 spent');
  await expect(page.getByTestId('rb-points')).toContainText('Points left: 1');
  await expect(page.getByTestId('rb-problems')).toHaveText('Ready to save.');
  await page.getByTestId('rb-save-team').click();
  await expect(page.getByTestId('teams-status')).toHaveText('Dockside Wheels saved.');

  // After a reload it is still there, tagged with its game; the filter shows Rülerball teams only.
  await page.reload();
  await page.getByRole('button', { name: 'Teams', exact: true }).click();
  const card = page.getByTestId('team-card').filter({ hasText: 'Dockside Wheels' });
  await expect(card.getByTestId('team-game')).toHaveText('Rülerball');
  await expect(card).toContainText('Upgrade points spent: 5 of 6');
  await expect(card).toContainText('10 figures');
  await page.getByTestId('game-filter-bloodbowl').check();
  await expect(card).toHaveCount(0);
  await expect(page.getByTestId('rb-stock-teams')).toHaveCount(0);
  await page.getByTestId('game-filter-rulerball').check();
  await expect(card).toBeVisible();
  await page.screenshot({ path: shotPath('rulerball-teams-list.png') });
  expect(await violations(page, 'Rülerball teams list')).toEqual([]);
  await card.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Rülerball team' })).toBeVisible();
  await expect(page.getByTestId('rb-figure-name').first()).toHaveValue('Ada Quick');
  await expect(page.getByTestId('rb-figure-number').first()).toHaveValue('42');
  await expect(page.getByTestId('rb-figure').nth(5).getByTestId('rb-upgrade-skill')).toBeChecked();
  await page.getByTestId('back').click();

  // A stock team copied into one's own teams opens in the builder as a new team.
  await page.getByTestId('rb-copy-1').click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Rülerball team' })).toBeVisible();
  await expect(page.getByTestId('rb-team-name')).toHaveValue('Ironside Bruisers');
  await expect(page.getByTestId('rb-points')).toContainText('Upgrade points: 6 of 6 spent');
  // Not saved: leaving asks first.
  await page.getByTestId('back').click();
  await page.getByTestId('confirm-ok').click();

  // New match, Rülerball: the saved team is offered beside the stock teams.
  await page.getByTestId('back').click();
  await page.getByRole('button', { name: 'New match', exact: true }).click();
  await page.getByTestId('game').selectOption('rulerball');
  const option = page.getByTestId('rb-team-home').locator('option', { hasText: 'Dockside Wheels' });
  await expect(option).toHaveCount(1);
  await page.getByTestId('rb-team-home').selectOption((await option.getAttribute('value'))!);
  await expect(page.getByTestId('rb-upgrades-home')).toHaveText('Upgrades: Ada Quick (+1 top speed); Catcher 1 (Skill one better)');
  await page.getByText('Advanced (testing)').click();
  await page.getByTestId('rb-seed').fill('11');
  await page.getByTestId('rb-start-match').click();
  await expect(page.getByTestId('rb-screen')).toHaveAttribute('data-ready', 'yes', { timeout: 60_000 });
  await expect(page.getByTestId('rb-score')).toContainText('Dockside Wheels');
  await expect(page.locator('.rb-status__kit').first()).toHaveCSS('background-color', 'rgb(255, 136, 0)');
  const setup = await setupOf(page);
  expect(setup.teams[0]!.figures[0]).toEqual({ name: 'Ada Quick', kind: 'skater', upgrades: ['speed'] });
  expect(setup.teams[0]!.figures[5]!.upgrades).toEqual(['skill']);
  expect(setup.looks?.[0]?.numbers.slice(0, 3)).toEqual([42, 2, 3]);

  // One decision (a lit square clicked, or its first button) and the autosave; after a reload Continue shows the team as it was.
  // The opening's cannon shot plays on the board first; the squares are lit once it has.
  await expect(page.getByTestId('rb-screen')).toHaveAttribute('data-busy', 'no');
  const lit = await page.evaluate(() => {
    const board = (window as unknown as { __rulerballBoard: { point(c: number): { x: number; y: number } | null; highlighted(): readonly number[] } }).__rulerballBoard;
    const cell = board.highlighted()[0];
    return cell === undefined ? null : board.point(cell);
  });
  const decided = () => page.waitForFunction(() => document.querySelector('[data-testid="rb-screen"]')?.getAttribute('data-decisions') === '1', null, { timeout: 3000 }).then(() => true, () => false);
  if (lit) await page.mouse.click(lit.x, lit.y);
  // A square with several decisions lists them as buttons: the first is taken.
  if (!lit || !(await decided())) await page.getByTestId('rb-choice').first().click();
  await expect(page.getByTestId('rb-screen')).toHaveAttribute('data-decisions', '1');
  await expect(page.getByTestId('rb-saving')).toHaveText('Saved', { timeout: 30_000 });
  await page.reload();
  await page.getByTestId('continue').click();
  await expect(page.getByTestId('rb-screen')).toHaveAttribute('data-ready', 'yes', { timeout: 60_000 });
  await expect(page.getByTestId('rb-score')).toContainText('Dockside Wheels');
  await expect(page.locator('.rb-status__kit').first()).toHaveCSS('background-color', 'rgb(255, 136, 0)');
  expect((await setupOf(page)).looks?.[0]?.numbers[0]).toBe(42);

  // While that match is unfinished, the team is in use: names may change, upgrades may not.
  await page.reload();
  await page.getByRole('button', { name: 'Teams', exact: true }).click();
  await expect(card).toContainText('In a match');
  await card.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByTestId('locked-note')).toContainText('its upgrades stay as they are');
  await expect(page.getByTestId('rb-figure').first().getByTestId('rb-upgrade-speed')).toBeDisabled();
  expect(await violations(page, 'locked Rülerball builder')).toEqual([]);
  await page.getByTestId('rb-figure-name').first().fill('Ada Quicker');
  await expect(page.getByTestId('rb-problems')).toHaveText('Ready to save.');
  expect(app.consoleErrors).toEqual([]);
});

test('importing Rülerball team files: a broken one is refused in words; one over its points is kept, and New match says why it cannot play', async ({ app }) => {
  test.setTimeout(90_000);
  const { page, dataDir, dialogs } = app;
  await app.open();
  await page.getByRole('button', { name: 'Teams', exact: true }).click();

  const stock = STOCK_TEAMS[2]!;
  const file = { format: 'rushline-team', schemaVersion: 2, savedAt: '2026-12-06T11:00:00.000Z', appVersion: '0.1.0', id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b', ...stock, name: 'Greedy Gulls' };
  const path = join(dataDir, 'gulls.rushline-team.json');
  dialogs.importPath = path;

  // A kind Rülerball has not: a broken file, refused in words, nothing kept.
  await writeFile(path, JSON.stringify({ ...file, figures: file.figures.map((f, i) => (i === 0 ? { ...f, kind: 'goalie' } : f)) }));
  await page.getByTestId('import-team').click();
  const banner = page.getByTestId('error-banner');
  await expect(banner).toContainText('gulls.rushline-team.json was not imported: The team file does not match the save format');
  await expect(banner).toContainText('figures.0.kind');
  await expect(page.getByTestId('team-card')).toHaveCount(0);
  await page.getByRole('button', { name: 'Dismiss' }).click();

  // Readable but spending 9 points: kept (a coach can fix it in the builder), and listed.
  await writeFile(path, JSON.stringify({ ...file, figures: file.figures.map((f, i) => (i === 0 ? { ...f, upgrades: ['skill'] } : f)) }));
  await page.getByTestId('import-team').click();
  await expect(page.getByTestId('teams-status')).toHaveText('Greedy Gulls imported.');
  const card = page.getByTestId('team-card').filter({ hasText: 'Greedy Gulls' });
  await expect(card).toContainText('Upgrade points spent: 9 of 6');
  await card.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByTestId('rb-problems')).toContainText('The upgrades cost 9 points, more than the 6 points a team may spend.');
  await expect(page.getByTestId('rb-save-team')).toBeDisabled();
  await page.getByTestId('back').click();

  // New match offers the stock teams only, and names the saved team that cannot play and why.
  await page.getByTestId('back').click();
  await page.getByRole('button', { name: 'New match', exact: true }).click();
  await page.getByTestId('game').selectOption('rulerball');
  await expect(page.getByTestId('rb-refused-teams')).toContainText('Greedy Gulls: The upgrades cost 9 points, more than the 6 points a team may spend.');
  await expect(page.getByTestId('rb-team-home').locator('option', { hasText: 'Greedy Gulls' })).toHaveCount(0);
  expect(app.consoleErrors).toEqual([]);
});

test('the Teams screen fits the Rülerball stock teams at 1024x640 in German and Polish (upgrades once ran past the card)', async ({ app }) => {
  const { page } = app;
  await page.setViewportSize({ width: 1024, height: 640 });
  await app.open();
  for (const language of ['de', 'pl']) {
    await page.locator('nav button[data-screen="settings"]').click();
    await page.getByTestId('language').selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.getByTestId('back').click();
    await page.locator('nav button[data-screen="teams"]').click();
    const cards = page.getByTestId('rb-stock-team');
    await expect(cards).toHaveCount(4);
    await cards.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`rb-stock-${language}-1024x640.png`) });
    expect(await misfits(page), `${language} Teams`).toEqual([]);
    // A card scrolls sideways rather than clip: its table must not be wider than it.
    for (const card of await cards.all()) {
      const { client, scroll } = await card.evaluate((e) => ({ client: e.clientWidth, scroll: e.scrollWidth }));
      expect(scroll, `${language} stock card`).toBeLessThanOrEqual(client);
    }
    await page.getByTestId('back').click();
  }
  expect(app.consoleErrors).toEqual([]);
});
