// Small steps every match spec takes on the real match screen.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The prompt the match screen is showing (its data-prompt attribute). */
export async function prompt(page: Page): Promise<string> {
  return (await page.getByTestId('match-screen').getAttribute('data-prompt')) ?? '';
}

/** Waits for animations to finish and takes over the screen at a hot-seat hand-over. */
export async function settle(page: Page, timeout = 60_000): Promise<void> {
  await expect(page.getByTestId('prompt')).not.toContainText('Playing…', { timeout });
  const handover = page.getByTestId('handover-go');
  if (await handover.isVisible()) {
    await handover.click();
    await expect(handover).toBeHidden();
  }
}

/** Sets the user's animation speed to instant (Settings), so specs do not wait on animations. */
export async function instantAnimations(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const speed = page.getByLabel('Animation speed');
  await expect(speed).toBeVisible();
  await speed.selectOption('instant');
  await page.getByTestId('back').click();
}

/**
 * Puts the match store, reached through the mounted app's Pinia (the app has no test hook for
 * it), on `window.__match` for page functions. Again after a reload.
 */
export async function hookMatch(page: Page): Promise<void> {
  await page.evaluate(() => {
    const app = (document.querySelector('#app') as unknown as { __vue_app__: { config: { globalProperties: { $pinia: { _s: Map<string, unknown> } } } } }).__vue_app__;
    (window as unknown as { __match: unknown }).__match = app.config.globalProperties.$pinia._s.get('match');
  });
}

/** Waits until the computer neither thinks nor animates (paused, waiting for a person, or over). */
export async function computerIdle(page: Page, timeout = 120_000): Promise<number> {
  await page.waitForFunction(
    () => {
      const m = (window as unknown as { __match: { thinking: string | null; animating: boolean } }).__match;
      return m.thinking === null && !m.animating;
    },
    undefined,
    { timeout, polling: 100 },
  );
  return Number(await page.getByTestId('match-screen').getAttribute('data-decisions'));
}
