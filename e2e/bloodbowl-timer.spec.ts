// Blood Bowl's turn timer (rules file: the 4-minute turn limit, an option per match): the status
// bar shows the acting coach's time, and when it runs out the turn ends as a turnover by itself.
// The page's clock is Playwright's, so four minutes pass in a jump.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { instantAnimations } from './matchScreen';
import { screen } from './bloodbowlScreen';
import { callStore, readStore } from './stores';

const STORE = 'bloodbowlMatch';

/** Plays the first legal decision (quick set-up for a set-up) until a team turn is in play. */
async function toFirstTurn(page: Page): Promise<void> {
  for (let n = 0; n < 60; n++) {
    const { state, legal, handoverTo, busy } = await readStore(page, STORE, ['state', 'legal', 'handoverTo', 'busy']);
    if (busy) continue;
    if (handoverTo) await callStore(page, STORE, 'acknowledgeHandover');
    else if ((state as { acting: number | null }).acting !== null) return;
    else if ((legal as { prompt: string }).prompt === 'setup') await callStore(page, STORE, 'quickSetup');
    else await callStore(page, STORE, 'decide', (legal as { decisions: unknown[] }).decisions[0]);
  }
  throw new Error('no team turn after 60 steps');
}

test('Blood Bowl turn timer: the clock counts the acting coach\'s 4 minutes, and their end is a turnover', async ({ app }) => {
  test.setTimeout(180_000);
  const { page } = app;
  await page.clock.install();
  await app.open();
  await instantAnimations(page);
  await page.getByRole('button', { name: 'New match', exact: true }).click();
  await page.getByTestId('game').selectOption('bloodbowl');
  await page.getByTestId('bb-timer').check();
  await page.getByText('Advanced (testing)').click();
  await page.getByTestId('bb-seed').fill('14');
  await page.getByTestId('bb-start-match').click();
  await expect(screen(page)).toHaveAttribute('data-ready', 'yes', { timeout: 60_000 });
  await expect(page.getByTestId('bb-clock')).toHaveCount(0);

  await toFirstTurn(page);
  const clock = page.getByTestId('bb-clock');
  await expect(clock).toHaveText('Turn time 4:00');
  // The engine's time-up is the clock's to answer, not a button.
  await expect(page.getByRole('button', { name: /Time is up/ })).toHaveCount(0);
  await page.clock.fastForward(61_000);
  await expect(clock).toHaveText('Turn time 2:59');
  const before = (await readStore(page, STORE, ['state'])).state as { acting: number };
  await page.clock.fastForward(180_000);
  await expect(page.getByTestId('bb-log')).toContainText(/Turnover for .+: time is up\./);
  const after = (await readStore(page, STORE, ['state', 'handoverTo'])) as { state: { acting: number }; handoverTo: string | null };
  expect(after.state.acting).not.toBe(before.acting);
  // Hot-seat: the other coach's 4 minutes wait until he has the screen.
  expect(after.handoverTo).not.toBeNull();
  await page.clock.fastForward(30_000);
  await expect(clock).toHaveText('Turn time 4:00');
  await page.getByTestId('bb-handover-take').click();
  await page.clock.fastForward(10_000);
  await expect(clock).toHaveText('Turn time 3:50');
});
