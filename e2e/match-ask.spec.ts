// Two questions a coach is asked before something that surprised people: leaving a match by Esc
// with nothing selected, and finishing set-up with nobody on the pitch.
import { expect, test } from './fixtures';
import { instantAnimations, rollOffAndTakeHome, startMatch } from './matchScreen';

test('Esc asks before leaving a match; set-up with nobody placed asks before finishing', async ({ app }) => {
  test.setTimeout(240_000);
  const { page } = app;
  await app.open();
  await instantAnimations(page);
  await startMatch(page, '4242');
  const screen = page.getByTestId('match-screen');
  await expect(screen).toHaveAttribute('data-prompt', 'roll-off');

  // Esc with nothing selected asks; Esc again (or Stay) keeps the match on screen.
  await page.keyboard.press('Escape');
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Leave the match?');
  await expect(page.getByTestId('confirm-cancel')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(screen).toBeVisible();

  await rollOffAndTakeHome(page);
  await expect(screen).toHaveAttribute('data-prompt', 'setup');
  const before = await screen.getAttribute('data-decisions');

  // Finish set-up with nobody placed: asked first; "Keep setting up" changes nothing.
  await page.getByTestId('choice-setupDone').click();
  await expect(dialog).toContainText('nobody on the pitch');
  await page.getByTestId('confirm-cancel').click();
  await expect(dialog).toBeHidden();
  await expect(screen).toHaveAttribute('data-decisions', before ?? '');
  await expect(screen).toHaveAttribute('data-prompt', 'setup');
  // "Finish anyway" goes through.
  await page.getByTestId('choice-setupDone').click();
  await page.getByTestId('confirm-ok').click();
  await expect(screen).toHaveAttribute('data-decisions', String(Number(before) + 1));

  // Leaving by Esc and the dialog's Leave goes back, as Esc always did (here to New match).
  if (await page.getByTestId('handover-go').isVisible()) await page.getByTestId('handover-go').click();
  await page.keyboard.press('Escape');
  await expect(dialog).toContainText('Leave the match?');
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('match-screen')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'New match', level: 1 })).toBeVisible();
});
