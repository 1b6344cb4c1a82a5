import { expect, test } from './fixtures';

const screens = [
  { button: 'New match', heading: 'New match', empty: null },
  { button: 'Load match', heading: 'Load match', empty: 'No saved matches yet' },
  { button: 'Leagues', heading: 'Leagues', empty: 'No leagues yet' },
  { button: 'Teams', heading: 'Teams', empty: 'No teams yet' },
  { button: 'Settings', heading: 'Settings', empty: null },
];

test('every screen opens by mouse and Back returns to the menu', async ({ app }) => {
  const { page } = app;
  await app.open();
  for (const screen of screens) {
    await page.getByRole('button', { name: screen.button, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    await expect(page).toHaveTitle(`${screen.heading} · Rushline`);
    if (screen.empty) await expect(page.getByTestId('empty-state')).toContainText(screen.empty);
    await page.getByTestId('back').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rushline' })).toBeVisible();
    await expect(page).toHaveTitle('Rushline');
  }
  expect(app.consoleErrors).toEqual([]);
});

test('keyboard: Tab order follows the menu, Enter opens, Escape goes back and restores focus', async ({ app }) => {
  const { page } = app;
  await app.open();
  const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

  // Continue is disabled, so tabbing skips it.
  const order = ['New match', 'Load match', 'Leagues', 'Learn to play', 'Teams', 'Settings', 'Rules reference', 'Quit'];
  for (const [index, name] of order.entries()) {
    if (index > 0) await page.keyboard.press('Tab');
    expect(await focusedName()).toBe(name);
  }
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');

  for (const name of ['Settings', 'Teams', 'Learn to play', 'Leagues', 'Load match', 'New match']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
    // Back sits before the heading, so it is one Shift+Tab away.
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByTestId('back')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name, exact: true })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
  }
  expect(app.consoleErrors).toEqual([]);
});

test('New match shows the match form, and Back walks the history', async ({ app }) => {
  const { page } = app;
  await app.open();
  await page.getByRole('button', { name: 'New match' }).click();
  await expect(page.getByTestId('start-match')).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: 'Rushline' })).toBeVisible();
});
