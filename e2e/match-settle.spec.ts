// Nothing of the next question shows before the dice that lead to it settle: after the roll-off
// the side choice appears only once the tray has shown the result.
import { expect, test } from './fixtures';
import { startMatch } from './matchScreen';

test('the next question waits for the dice to settle', async ({ app }) => {
  test.setTimeout(120_000);
  const { page } = app;
  await app.open();
  // Normal animation speed (the default): the roll-off dice take a moment.
  await startMatch(page, '4242');
  const screen = page.getByTestId('match-screen');
  await expect(screen).toHaveAttribute('data-prompt', 'roll-off');
  await page.getByTestId('choice-rollOff').click();
  const playing = page.getByTestId('prompt-animating');
  await expect(playing).toBeVisible();
  // While the dice roll: no prompt text and no choice buttons (the end to choose would tell who won).
  await expect(page.getByTestId('prompt-text')).toHaveCount(0);
  await expect(page.locator('[data-testid^="choice-"]')).toHaveCount(0);
  await expect(playing).toBeHidden({ timeout: 30_000 });
  await expect(page.getByTestId('prompt-text')).toBeVisible();
  await expect(page.locator('[data-testid^="choice-"]').first()).toBeVisible();
});
