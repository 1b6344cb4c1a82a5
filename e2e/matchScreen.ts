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
