// Issue 21: axe (WCAG 2.0/2.1 A and AA) on every screen and match state finds no violation.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { instantAnimations, placeFromHexList, rollOffAndTakeHome, settle, setUpFromHexList, startMatch } from './matchScreen';

test.use({ viewport: { width: 1280, height: 800 }, actionTimeout: 60_000 });

async function violations(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${where}: ${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`));
}

test('no axe violation on any screen or match state', async ({ app }) => {
  test.setTimeout(300_000);
  const { page } = app;
  await app.open();
  const found: string[] = [];
  found.push(...(await violations(page, 'main menu')));
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  found.push(...(await violations(page, 'settings')));
  await page.getByTestId('back').click();
  await page.getByRole('button', { name: 'Teams', exact: true }).click();
  found.push(...(await violations(page, 'teams')));
  // The team builder, with a new homebrew team whose errors block saving.
  await page.getByTestId('new-homebrew').click();
  await expect(page.getByRole('heading', { level: 1, name: 'New team' })).toBeVisible();
  found.push(...(await violations(page, 'team builder')));
  await page.getByTestId('back').click();
  if (await page.getByRole('button', { name: /Discard|Leave/ }).first().isVisible()) await page.getByRole('button', { name: /Discard|Leave/ }).first().click();
  await page.getByTestId('back').click();
  await page.getByRole('button', { name: 'Load match', exact: true }).click();
  found.push(...(await violations(page, 'load match')));
  await page.getByTestId('back').click();
  await instantAnimations(page);
  // Learn to play: the list and a lesson.
  await page.getByTestId('menu-lessons').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Learn to play' })).toBeVisible();
  found.push(...(await violations(page, 'lessons')));
  await page.getByTestId('lesson-moving').click();
  await expect(page.getByTestId('lesson-panel')).toBeVisible();
  found.push(...(await violations(page, 'a lesson')));
  await page.getByTestId('back').click();
  await page.getByTestId('back').click();
  await page.getByRole('button', { name: 'New match', exact: true }).click();
  found.push(...(await violations(page, 'new match')));
  await page.getByTestId('back').click();
  await startMatch(page, 4242);
  found.push(...(await violations(page, 'match: roll-off')));
  await rollOffAndTakeHome(page);
  found.push(...(await violations(page, 'match: set-up')));
  // The first team sets up; at Done the screen is handed to the away coach.
  for (let i = 0; i < 3; i++) await placeFromHexList(page, i * 5);
  await page.getByTestId('choice-setupDone').click();
  await expect(page.getByTestId('handover-go')).toBeVisible();
  found.push(...(await violations(page, 'match: hand-over')));
  await page.getByTestId('handover-go').click();
  await setUpFromHexList(page, 3, 5);
  await settle(page);
  found.push(...(await violations(page, 'match: rush')));
  for (const tab of ['game', 'dice'] as const) {
    await page.getByTestId(`tab-${tab}`).click();
    found.push(...(await violations(page, `match: ${tab} log`)));
  }
  await page.keyboard.press('?');
  found.push(...(await violations(page, 'match: keys')));
  await page.keyboard.press('Escape');
  await page.keyboard.press('r');
  await expect(page.getByTestId('rules')).toBeVisible();
  found.push(...(await violations(page, 'rules')));
  expect(found).toEqual([]);
});
