// Issue 14: the hot-seat hand-over follows Settings → Hot-seat hand-over. "Never": one shared
// screen, no hand-over at all; "At the start of each rush" (the default): one as each team's
// set-up begins; "Whenever the other coach decides": also for a question of the other coach.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { instantAnimations, placeFromHexList, prompt, rollOffAndTakeHome, startMatch } from './matchScreen';

test.use({ viewport: { width: 1280, height: 800 }, actionTimeout: 60_000 });

async function chooseHandover(page: Page, value: 'never' | 'rush-start' | 'every-change'): Promise<void> {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByTestId('handover').selectOption(value);
  await expect(page.getByTestId('handover')).toHaveValue(value);
  await page.getByTestId('back').click();
}

/** Sets up three players of whoever sets up, then Done; true when a hand-over then asks for the screen. */
async function setUpAndSeeHandover(page: Page): Promise<boolean> {
  for (let i = 0; i < 3; i++) await placeFromHexList(page, i * 5);
  await page.getByTestId('choice-setupDone').click();
  await expect(page.getByTestId('prompt-animating')).toHaveCount(0, { timeout: 30_000 });
  const shown = await page.getByTestId('handover-go').isVisible();
  if (shown) await page.getByTestId('handover-go').click();
  return shown;
}

test('"never": the two coaches share one screen, no hand-over through both set-ups', async ({ app }) => {
  test.setTimeout(180_000);
  const { page } = app;
  await app.open();
  await instantAnimations(page);
  await chooseHandover(page, 'never');
  await startMatch(page, 4242);
  await rollOffAndTakeHome(page);
  expect(await setUpAndSeeHandover(page)).toBe(false);
  expect(await prompt(page)).toBe('setup');
  expect(await setUpAndSeeHandover(page)).toBe(false);
  await expect(page.getByTestId('handover')).toHaveCount(0);
});

test('"at the start of each rush": the screen is passed as the other team begins its set-up', async ({ app }) => {
  test.setTimeout(180_000);
  const { page } = app;
  await app.open();
  await instantAnimations(page);
  await chooseHandover(page, 'rush-start');
  await startMatch(page, 4242);
  await rollOffAndTakeHome(page);
  expect(await setUpAndSeeHandover(page)).toBe(true);
  expect(await prompt(page)).toBe('setup');
});

test('Esc under the hand-over asks before leaving, as in play; Stay keeps the cover', async ({ app }) => {
  test.setTimeout(180_000);
  const { page } = app;
  await app.open();
  await instantAnimations(page);
  await startMatch(page, 4242);
  await rollOffAndTakeHome(page);
  for (let i = 0; i < 3; i++) await placeFromHexList(page, i * 5);
  await page.getByTestId('choice-setupDone').click();
  await expect(page.getByTestId('handover-go')).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  const dialog = page.getByRole('dialog', { name: 'Leave the match?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByTestId('handover-go')).toBeVisible();
  await expect(page.locator('.app')).toHaveAttribute('data-screen', 'match');
});
