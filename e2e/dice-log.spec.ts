// Issue 14: the dice log lists every roll, not only tests: the roll-off's two dice, the launch die
// (and the wall die), each scatter's direction and distance.
import { expect, test } from './fixtures';
import { instantAnimations, rollOffAndTakeHome, settle, setUpFromHexList, startMatch } from './matchScreen';

test.use({ viewport: { width: 1280, height: 800 }, actionTimeout: 60_000 });

test('the roll-off and the launch are in the dice log, with their dice', async ({ app }) => {
  test.setTimeout(180_000);
  const { page } = app;
  await app.open();
  await instantAnimations(page);
  await startMatch(page, 4242);
  await rollOffAndTakeHome(page);
  await page.getByTestId('tab-dice').click();
  const dice = page.getByTestId('dice-log').locator('li');
  await expect(dice.first()).toContainText(/roll-off/i);
  const afterRollOff = await dice.count();
  await page.getByTestId('tab-roster').click();
  await setUpFromHexList(page, 3, 5);
  await setUpFromHexList(page, 3, 5);
  await settle(page);
  await page.getByTestId('tab-dice').click();
  // One more line: the launch, its die (and a wall die, when it hits the far wall) on the line.
  await expect(dice).toHaveCount(afterRollOff + 1);
  await expect(dice.last()).toContainText(/launch/i);
});
