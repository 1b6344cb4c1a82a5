// The error banner after a broken import: it says what happened to the file, covers nothing, can be
// closed from the keyboard, and belongs to its screen (leaving the screen takes it away).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import { expect, shotPath, test } from './fixtures';
import { callStore } from './stores';

/** Whether a click at the control's centre reaches it (nothing drawn over it). */
const reachable = (control: Locator): Promise<boolean> =>
  control.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && el.contains(hit);
  });

for (const viewport of [
  { width: 1024, height: 640 },
  { width: 1280, height: 800 },
]) {
  test(`a broken import's banner at ${viewport.width}x${viewport.height}: closable, covers nothing, stays on its screen`, async ({ app }) => {
    const { page, dataDir, dialogs } = app;
    await page.setViewportSize(viewport);
    await app.open();
    const broken = join(dataDir, 'broken.rushline-match.json');
    await writeFile(broken, '{ "format": "rushline-match", ');
    dialogs.importPath = broken;
    const banner = page.getByTestId('error-banner');
    const errors = banner.locator('.error');

    // Load match: the headline is about the file, the reason stays; Import is still clickable.
    await page.getByTestId('menu-load-match').click();
    await page.getByTestId('import').click();
    await expect(errors).toHaveCount(1);
    await expect(banner).toContainText('There is a problem with the file you chose.');
    await expect(banner).toContainText('broken.rushline-match.json cannot be imported. The file is not valid JSON.');
    await expect(banner).not.toContainText('refused a request');
    // The same failure again does not stack a second banner: the new one (a new id) takes the old one's place.
    const first = await errors.first().getAttribute('data-id');
    await page.getByTestId('import').click();
    await expect(errors.first()).not.toHaveAttribute('data-id', first ?? '');
    await expect(errors).toHaveCount(1);
    expect(await reachable(page.getByTestId('import'))).toBe(true);
    expect(await reachable(page.getByTestId('back'))).toBe(true);

    // Closed by keyboard: it comes just before Back in tab order; Enter; focus goes to the heading.
    await page.locator('#screen-title').focus();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByTestId('back')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(banner.getByTestId('error-dismiss')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(errors).toHaveCount(0);
    await expect(page.locator('#screen-title')).toBeFocused();

    // Teams: a banner left open goes with the screen; the menu's buttons are free.
    await page.keyboard.press('Escape');
    await page.getByTestId('menu-teams').click();
    await page.getByTestId('import-team').click();
    await expect(banner).toContainText('broken.rushline-match.json was not imported: The file is not valid JSON.');
    for (const id of ['import-team', 'back']) expect(await reachable(page.getByTestId(id))).toBe(true);
    await page.screenshot({ path: shotPath(`error-banner-teams-${viewport.width}.png`) });
    await page.getByTestId('back').click();
    await expect(errors).toHaveCount(0);
    for (const control of [page.locator('[data-screen="new-match"]'), page.getByTestId('continue'), page.getByTestId('menu-leagues')]) {
      expect(await reachable(control)).toBe(true);
    }
    await page.getByTestId('menu-leagues').click();
    await expect(errors).toHaveCount(0);
    expect(await reachable(page.getByTestId('league-import'))).toBe(true);
  });
}

test('three banners on the menu at 1024x640 push it down; Quit stays reachable', async ({ app }) => {
  const { page } = app;
  await page.setViewportSize({ width: 1024, height: 640 });
  await app.open();
  // Stands in for saves failing just after leaving a match (their errors arrive on the menu).
  for (const errno of ['ENOSPC', 'EACCES', 'EIO']) await callStore(page, 'errors', 'push', 'io-error', { key: 'problems.io.failed', params: { action: 'save', errno } });
  await expect(page.getByTestId('error-banner').locator('.error')).toHaveCount(3);
  // Neither covers the other: the menu keeps below the banners...
  for (const control of await page.getByTestId('error-dismiss').all()) expect(await reachable(control)).toBe(true);
  expect(await reachable(page.locator('[data-screen="new-match"]'))).toBe(true);
  // ... and scrolls by the mouse wheel to Quit.
  await page.locator('[data-screen="new-match"]').hover();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => reachable(page.getByTestId('quit'))).toBe(true);
});
