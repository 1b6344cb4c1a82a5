import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, shotPath, test } from './fixtures';

test('boots to the main menu with no console errors', async ({ app }) => {
  const { page } = app;
  await app.open();
  await expect(page).toHaveTitle('Rushline');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const name of ['New match', 'Load match', 'Teams', 'Settings', 'Quit']) {
    await expect(menu.getByRole('button', { name })).toBeEnabled();
  }
  const continueButton = page.getByTestId('continue');
  await expect(continueButton).toBeDisabled();
  await expect(continueButton).toContainText('No match to continue yet');
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  await expect(page.getByTestId('version')).toHaveText(`Version ${version}`);
  // Focus starts on the first action so the keyboard works immediately.
  await expect(menu.getByRole('button', { name: 'New match' })).toBeFocused();
  expect(app.consoleErrors).toEqual([]);
});

test('saves the main menu screenshot used by the README', async ({ app }) => {
  const { page } = app;
  await page.setViewportSize({ width: 1280, height: 800 });
  await app.open();
  // The arena backdrop is drawn once by PixiJS; wait for its canvas.
  await expect(page.locator('.arena-backdrop canvas')).toBeAttached();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.locator(':focus').evaluate((element: HTMLElement) => element.blur());
  // Always kept with the test output; copied over the README's image only on request
  // (or when it is missing), so a routine `npm test` leaves the working tree clean.
  await page.screenshot({ path: shotPath('main-menu.png') });
  expect(app.consoleErrors).toEqual([]);
});

test('settings persist through the real handlers into settings.json', async ({ app }) => {
  const { page } = app;
  await app.open();
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByTestId('animation-speed').selectOption('fast');
  await expect(page.getByRole('status')).toHaveText('Settings saved.');
  await page.getByTestId('handover').selectOption('never');
  await page.getByTestId('volume').fill('40');
  const stored = () => readFile(join(app.dataDir, 'settings.json'), 'utf8').then(JSON.parse);
  await expect.poll(stored).toMatchObject({ volume: 40 });
  // The new volume is heard once it is saved (silent under automation, but played). The file is
  // written before the page hears back from the handler, so the cue may come a moment later.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __rushlineSound: { played: string[] } }).__rushlineSound.played)).toContain('dice');
  await page.getByTestId('sound').uncheck();
  await expect(page.getByTestId('volume')).toBeDisabled();
  await expect.poll(stored).toEqual({ language: 'en', animationSpeed: 'fast', sound: false, volume: 40, handover: 'never', announce: 'dice' });
  await expect(page.getByTestId('data-dir')).toHaveText(app.dataDir);
  // "Settings saved." belongs to this visit: back in Settings with nothing changed, it is gone.
  await page.getByTestId('back').click();
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByTestId('animation-speed')).toHaveValue('fast');
  await expect(page.getByText('Settings saved.')).toHaveCount(0);

  await page.reload();
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByTestId('animation-speed')).toHaveValue('fast');
  await expect(page.getByTestId('sound')).not.toBeChecked();
  await expect(page.getByTestId('volume')).toHaveValue('40');
  await expect(page.getByTestId('handover')).toHaveValue('never');
  expect(app.consoleErrors).toEqual([]);
});

test('Quit asks the main process to quit; the rules link goes to the allow-listed site', async ({ app }) => {
  const { page } = app;
  await app.open();
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByTestId('rules-link').locator('..')).toHaveText('DreadBall rules and miniatures from Mantic Games (opens in your web browser)');
  await page.getByTestId('rules-link').click();
  await expect.poll(() => app.effects.opened).toEqual(['https://www.manticgames.com/']);
  await page.keyboard.press('Escape');
  await page.getByTestId('quit').click();
  await expect.poll(() => app.effects.quits).toBe(1);
});
