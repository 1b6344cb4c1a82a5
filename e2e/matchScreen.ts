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

/**
 * From the main menu: New match with the stock teams, who plays each coach (default: people),
 * and the dice seed under Advanced; waits for the match screen.
 */
export async function startMatch(page: Page, seed: number | string, controllers: { A?: string; B?: string } = {}): Promise<void> {
  await page.getByRole('button', { name: 'New match', exact: true }).click();
  if (controllers.A) await page.getByTestId('controller-A').selectOption(controllers.A);
  if (controllers.B) await page.getByTestId('controller-B').selectOption(controllers.B);
  await page.getByText('Advanced (testing)').click();
  await page.getByTestId('seed').fill(String(seed));
  await page.getByTestId('start-match').click();
  await expect(page.getByTestId('match-screen')).toBeVisible({ timeout: 60_000 });
}

/** The hexes the keyboard hex list offers now (the lit hexes of the question asked). */
export async function litHexes(page: Page): Promise<number[]> {
  const values = await page.getByTestId('hex-select').locator('option:not([disabled])').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  return values.map(Number);
}

/** Answers a facing question, if one is asked now, with the first facing offered. */
export async function faceIfAsked(page: Page): Promise<void> {
  await settle(page);
  if ((await prompt(page)) === 'facing') {
    await page.getByTestId('choice-facing-0').click();
    await settle(page);
  }
}

/**
 * Picks a hex in the keyboard hex list and chooses it with the Choose button or Enter. Picking
 * alone only points at the hex: nothing is decided until then.
 */
export async function chooseFromHexList(page: Page, hex: number, how: 'button' | 'enter' = 'button'): Promise<void> {
  const list = page.getByTestId('hex-select');
  const before = await page.getByTestId('match-screen').getAttribute('data-decisions');
  await list.selectOption(String(hex));
  await expect(page.getByTestId('match-screen')).toHaveAttribute('data-decisions', before ?? '');
  if (how === 'enter') await list.press('Enter');
  else await page.getByTestId('hex-choose').click();
}

/**
 * Places one player of whoever sets up the way a keyboard user would: the first pickable player on
 * the roster, then the `nth` lit hex of the hex list (the last one if there are fewer), then facing.
 */
export async function placeFromHexList(page: Page, nth: number): Promise<void> {
  await settle(page);
  expect(await prompt(page)).toBe('setup');
  await page.getByTestId('tab-roster').click();
  await page.locator('[data-testid^="roster-"]:not([disabled])').first().click();
  const lit = await litHexes(page);
  await chooseFromHexList(page, lit[Math.min(nth, lit.length - 1)]!);
  await faceIfAsked(page);
}

/** Sets up `count` players through the hex list, every `spread`-th lit hex, then Done. */
export async function setUpFromHexList(page: Page, count: number, spread: number): Promise<void> {
  for (let i = 0; i < count; i++) await placeFromHexList(page, i * spread);
  await page.getByTestId('choice-setupDone').click();
  await settle(page);
}

/** Rolls off until someone wins (ties roll again), and the winner takes home. */
export async function rollOffAndTakeHome(page: Page): Promise<void> {
  await expect(page.getByTestId('match-screen')).toHaveAttribute('data-prompt', 'roll-off', { timeout: 60_000 });
  for (let i = 0; i < 10 && (await prompt(page)) === 'roll-off'; i++) {
    await page.getByTestId('choice-rollOff').click();
    await settle(page);
  }
  if ((await prompt(page)) === 'choose-side') {
    await page.getByTestId('choice-side.home').click();
    await settle(page);
  }
}

/**
 * From the main menu: a hot-seat match with this seed, rolled off, three players a side set up
 * through the hex list, to the first rush's action question.
 */
export async function toFirstRush(page: Page, seed: number | string = 4242): Promise<void> {
  await startMatch(page, seed);
  await rollOffAndTakeHome(page);
  await setUpBothToFirstRush(page);
}

/** Both teams set up three players each through the hex list, then on to the first action question. */
export async function setUpBothToFirstRush(page: Page): Promise<void> {
  await setUpFromHexList(page, 3, 5);
  await setUpFromHexList(page, 3, 5);
  await settle(page);
  // Any question before it (a facing, a free action) takes its first answer.
  for (let i = 0; i < 10 && (await prompt(page)) !== 'action'; i++) {
    await page.locator('[data-testid="prompt"] [data-choice]:not([disabled])').first().click();
    await settle(page);
  }
  expect(await prompt(page)).toBe('action');
}
