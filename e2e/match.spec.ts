// A hot-seat match with a fixed seed (set through New match > Advanced > Dice seed): roll-off,
// side, set-up by clicking (keyboard hex list), launch, the first rush actions with a dice roll,
// the logs, then reload and Continue (when autosave exists) to the same board and log.
import { expect, shotPath, test } from './fixtures';
import { faceIfAsked, instantAnimations, placeFromHexList, prompt, rollOffAndTakeHome, settle, setUpFromHexList, startMatch } from './matchScreen';

const SEED = '4242';

test('hot-seat: roll-off, set-up, first rush actions and dice, log, reload and continue', async ({ app }) => {
  // Generous: headless Chromium draws the arena in software on small shared machines.
  test.setTimeout(420_000);
  const { page } = app;
  await app.open();
  // Instant animations keep the test quick; the setting is the user's own.
  await instantAnimations(page);

  await startMatch(page, SEED);
  await expect(page.getByTestId('match-screen')).toHaveAttribute('data-prompt', 'roll-off');
  await page.screenshot({ path: shotPath('match-roll-off.png') });

  // Roll off until there is a winner, who takes home.
  await rollOffAndTakeHome(page);
  await page.getByTestId('tab-game').click();
  await expect(page.getByTestId('game-log')).toContainText('wins the roll-off');

  for (let i = 0; i < 3; i++) await placeFromHexList(page, i * 3);
  await page.screenshot({ path: shotPath('match-setup.png') });

  // Finishing the set-up hands the screen over. Until the other coach takes it, the coach who
  // finished may take that back (U); Enter passes the screen; then it can't be taken back.
  const screen = page.getByTestId('match-screen');
  const placed = Number(await screen.getAttribute('data-decisions'));
  await page.getByTestId('choice-setupDone').click();
  await expect(page.getByTestId('handover-go')).toBeFocused();
  await expect(page.getByTestId('handover-undo')).toBeVisible();
  await page.keyboard.press('u');
  await expect(page.getByTestId('handover')).toBeHidden();
  await expect(screen).toHaveAttribute('data-decisions', String(placed));
  await expect(screen).toHaveAttribute('data-prompt', 'setup');
  await page.getByTestId('choice-setupDone').click();
  await expect(page.getByTestId('handover-go')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('handover')).toBeHidden();
  await expect(page.getByTestId('undo')).toBeDisabled();
  await page.keyboard.press('u');
  await expect(screen).toHaveAttribute('data-decisions', String(placed + 1));

  // Browsing the hex list with the arrow keys only points at hexes; Enter places the player.
  await page.getByTestId('tab-roster').click();
  await page.locator('[data-testid^="roster-"]:not([disabled])').first().click();
  await page.getByTestId('hex-select').focus();
  for (let k = 0; k < 3; k++) await page.keyboard.press('ArrowDown');
  await expect(screen).toHaveAttribute('data-decisions', String(placed + 1));
  await expect(page.getByTestId('hex-choose')).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect(screen).toHaveAttribute('data-decisions', String(placed + 2));
  await faceIfAsked(page);
  await setUpFromHexList(page, 2, 3);

  // The launch happened; now the first rush: pick a player, Run, choose a hex with odds, face.
  await settle(page);
  await expect(page.getByTestId('match-screen')).toHaveAttribute('data-phase', 'rush');
  await page.getByTestId('tab-game').click();
  await expect(page.getByTestId('game-log')).toContainText('The ball is launched');
  await page.getByTestId('tab-roster').click();
  let rolled = false;
  for (let step = 0; step < 40 && !rolled; step++) {
    await settle(page);
    const p = await prompt(page);
    if (p === 'action') {
      await page.locator('[data-testid^="roster-"]:not([disabled])').nth(step % 3).click();
      const sprint = page.getByTestId('action-sprint');
      const run = page.getByTestId('action-run');
      if (step > 2 && (await sprint.isVisible())) await sprint.click();
      else if (await run.isVisible()) await run.click();
      else await page.locator('[data-testid^="action-"]').first().click();
    } else if (p === 'move') {
      const select = page.getByTestId('hex-select');
      const options = select.locator('option:not([disabled])');
      const n = await options.count();
      // Prefer a hex that needs rolls (its label ends in " · N").
      let pick = n - 1;
      for (let i = 0; i < n; i++) if (/·/.test((await options.nth(i).textContent()) ?? '')) pick = i;
      await select.selectOption((await options.nth(pick).getAttribute('value')) ?? '');
      await expect(page.getByTestId('move-odds')).toBeVisible();
      await page.locator('[data-testid^="facing-"]').first().click();
    } else if (p === 'none' || p === '') {
      break;
    } else {
      await page.locator('[data-testid="prompt"] [data-choice]:not([disabled])').first().click();
    }
    await settle(page);
    await page.getByTestId('tab-dice').click();
    rolled = (await page.getByTestId('dice-log').locator('li').count()) > 0;
    await page.getByTestId('tab-roster').click();
  }
  await page.getByTestId('tab-dice').click();
  await expect(page.getByTestId('dice-log').locator('li').first()).toBeVisible();
  await page.screenshot({ path: shotPath('match-rush.png') });
  await page.getByTestId('tab-game').click();
  const log = await page.getByTestId('game-log').innerText();
  expect(log).toMatch(/Rush 1:/);
  const decisions = await page.getByTestId('match-screen').getAttribute('data-decisions');

  // Help overlay by keyboard.
  await page.keyboard.press('?');
  await expect(page.getByTestId('help-overlay')).toBeVisible();
  await page.screenshot({ path: shotPath('match-help.png') });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('help-overlay')).toBeHidden();

  // Reload and continue, if this build autosaves.
  const saved = (await page.getByTestId('save-status').innerText()).trim();
  if (saved === 'Autosave is not available in this build') return;
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Rushline', level: 1 })).toBeVisible();
  await page.getByTestId('continue').click();
  await expect(page.getByTestId('match-screen')).toHaveAttribute('data-decisions', decisions ?? '');
  await page.getByTestId('tab-game').click();
  expect(await page.getByTestId('game-log').innerText()).toBe(log);
  expect(app.consoleErrors.filter((e) => !/WebGL|GPU/i.test(e))).toEqual([]);
});
