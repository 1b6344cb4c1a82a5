// Blood Bowl and Rülerball by ear: the keys that ask (L the player or figure, B the ball, G the
// score and whose turn) answer in a live region of their own, again when pressed twice; the
// board's label and the board in words follow the state. Positions from the games' lessons.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { instantAnimations } from './matchScreen';
import type { MatchState } from '../src/shared/games/bloodbowl/engine/types';
import { make, settled, view } from './bloodbowlScreen';
import { rulerballSettled } from './rulerballScreen';

async function press(page: Page, key: string, region: string, text: string | RegExp): Promise<void> {
  await page.keyboard.press(key);
  await expect(page.getByTestId(region)).toHaveText(text);
}

test('Blood Bowl: L, B and G say the player, the ball and the score; the pitch in words', async ({ app }) => {
  const { page } = app;
  await app.open();
  await instantAnimations(page);
  await page.getByTestId('menu-lessons').click();
  await page.getByTestId('bb-lesson-block').click();
  await expect(page.getByTestId('bb-screen')).toHaveAttribute('data-ready', 'yes');
  // The pointer away from the board and the dugouts: L tells of what it points at.
  await page.mouse.move(2, 2);
  await press(page, 'b', 'bb-said', 'Ball: not on the pitch.');
  await press(page, 'g', 'bb-said', 'Score: Grimsby Lanterns 0, Mudgate Tuskers 0. Half 1; turns taken: 1 and 0. Grimsby Lanterns to play.');
  await press(page, 'l', 'bb-said', /^No player here/);
  // Declare the block: L now tells of the acting player, with the orc's tackle zone on his square.
  await make(page, JSON.parse((await view(page)).state) as MatchState, { kind: 'action', player: 8, action: 'block' });
  await settled(page, 1);
  await press(page, 'l', 'bb-said', '#9 Lantern 9 (Lineman), Grimsby Lanterns: on 11, 8, standing. Opposing tackle zones on his square: 1.');
  // Pressed again, the same answer is said again: the region empties, then fills with it once more.
  await page.evaluate(() => {
    const region = document.querySelector('[data-testid="bb-said"]') as HTMLElement;
    const seen: string[] = [];
    (window as unknown as { __said: string[] }).__said = seen;
    new MutationObserver(() => seen.push(region.textContent ?? '')).observe(region, { childList: true, characterData: true, subtree: true });
  });
  await page.keyboard.press('l');
  await expect.poll(() => page.evaluate(() => (window as unknown as { __said: string[] }).__said)).toEqual(['', expect.stringMatching(/^#9 Lantern 9/)]);
  await expect(page.getByTestId('bb-board')).toHaveAttribute('aria-label', 'The pitch. Score: Grimsby Lanterns 0, Mudgate Tuskers 0. Ball: not on the pitch. Players on the pitch: 3.');
  const words = page.getByTestId('bb-board-words');
  await expect(words.getByRole('heading', { level: 3 })).toHaveText(['Half of Grimsby Lanterns', 'Off the pitch']);
  await expect(words.getByRole('listitem').first()).toHaveText('#9 Lantern 9 (Lineman) on 11, 8, standing');
  await expect(words).toContainText('Mudgate Tuskers: reserves 11, knocked out 0, casualties 0, sent off 0');
  expect(app.consoleErrors).toEqual([]);
});

test('Rülerball: L, B and G say the figure, the ball and the score; the track in words', async ({ app }) => {
  const { page } = app;
  await app.open();
  await instantAnimations(page);
  await page.getByTestId('menu-lessons').click();
  await page.getByTestId('rb-lesson-handOff').click();
  await expect(page.getByTestId('rb-screen')).toHaveAttribute('data-ready', 'yes');
  await rulerballSettled(page, 0);
  await press(page, 'b', 'rb-said', 'Ball: held by #7 Lune Arbel (catcher) on ring 2, sector 5.');
  await press(page, 'l', 'rb-said', '#7 Lune Arbel (catcher), Harbour Comets: on ring 2, sector 5, standing, speed 2, holding the ball.');
  await press(page, 'g', 'rb-said', 'Score: Harbour Comets 0, Ironside Bruisers 0. Period 1 of 3, minute 1 of 20. Step: Move. Count for Harbour Comets: sector 1 marked, sectors carried: 0 of 12.');
  await expect(page.getByTestId('rb-board')).toHaveAttribute('aria-label', 'The track. Score: Harbour Comets 0, Ironside Bruisers 0. Ball: held by #7 Lune Arbel (catcher) on ring 2, sector 5. Figures on the track: 3.');
  const words = page.getByTestId('rb-board-words');
  await expect(words.getByRole('heading', { level: 3 })).toHaveText(['Sector 4', 'Sector 5', 'Off the track']);
  await expect(words).toContainText('#7 Lune Arbel (catcher), Harbour Comets, on ring 2, sector 5, standing, speed 2, holding the ball');
  await expect(words).toContainText('in the dressing room, for the rest of the match');
  expect(app.consoleErrors).toEqual([]);
});

test('Screen reader announcements on Blood Bowl: results only says the Dodge without its dice; everything says the answers', async ({ app }) => {
  const { page } = app;
  await app.open();
  await instantAnimations(page);
  await page.getByTestId('menu-settings').click();
  await page.getByTestId('announce').selectOption('results');
  await page.getByTestId('back').click();
  await page.getByTestId('menu-lessons').click();
  await page.getByTestId('bb-lesson-moving').click();
  await expect(page.getByTestId('bb-screen')).toHaveAttribute('data-ready', 'yes');
  await make(page, JSON.parse((await view(page)).state) as MatchState, { kind: 'action', player: 8, action: 'move' });
  await settled(page, 1);
  await page.getByTestId('lesson-next').click();
  await make(page, JSON.parse((await view(page)).state) as MatchState, { kind: 'step', square: 9 + 7 * 26 });
  await settled(page, 2);
  // The log shows the dice; the live list says who, what and how it went.
  await expect(page.getByTestId('bb-log')).toContainText('dodge 4 (needs 3+), made.');
  await expect(page.getByTestId('bb-log-spoken')).toContainText('#9 Lantern 9 (Lineman): dodge, made.');
  await expect(page.getByTestId('bb-log-spoken')).not.toContainText('needs');
  await expect(page.getByTestId('bb-log').locator('ol').first()).toHaveAttribute('aria-live', 'off');

  // Everything: the question is followed by the answers offered.
  await page.keyboard.press('Escape');
  await page.getByTestId('back').click();
  await page.getByTestId('menu-settings').click();
  await page.getByTestId('announce').selectOption('all');
  await page.getByTestId('back').click();
  await page.getByTestId('menu-lessons').click();
  await page.getByTestId('bb-lesson-pass').click();
  await expect(page.getByTestId('bb-announcer')).toContainText('Grimsby Lanterns decides: Choose a player and an action, or end the turn. Choices: End turn');
  // Everything, like results and dice, hears the log itself: it is the live region again.
  await expect(page.getByTestId('bb-log').locator('ol').first()).toHaveAttribute('aria-live', 'polite');
  await expect(page.getByTestId('bb-log-spoken')).toHaveCount(0);
  expect(app.consoleErrors).toEqual([]);
});
