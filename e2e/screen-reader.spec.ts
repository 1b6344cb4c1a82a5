// Issue 21: a match followed through what a screen reader is told. Played by keyboard, checked
// through the live region's words and the accessibility tree (no look at the canvas): the roll-off,
// the side, a set-up, a Run with its dodge, the surroundings, ball and score keys, and an undo.
import type { Page } from '@playwright/test';
import { heardSoFar, listen } from './announcer';
import { expect, test } from './fixtures';
import { instantAnimations, prompt, setUpBothToFirstRush, startMatch } from './matchScreen';

test.use({ viewport: { width: 1280, height: 800 }, actionTimeout: 60_000 });

/** Presses a key and returns what the live region says next (waiting for a new announcement). */
async function pressAndHear(page: Page, key: string): Promise<string> {
  const region = page.getByTestId('announcer');
  const before = Number(await region.getAttribute('data-count'));
  await page.keyboard.press(key);
  await expect.poll(async () => Number(await region.getAttribute('data-count')), { timeout: 30_000 }).toBeGreaterThan(before);
  return (await region.textContent()) ?? '';
}


test('a match followed by ear: each outcome, the question, and the board on demand', async ({ app }) => {
  test.setTimeout(240_000);
  const { page } = app;
  await app.open();
  await instantAnimations(page);
  await startMatch(page, 4242);
  const region = page.getByTestId('announcer');
  await expect(region).toHaveAttribute('role', 'status');
  await expect(region).toHaveAttribute('aria-live', 'polite');
  // The prompt panel is not itself a live region: only the question is said, not its buttons and lists.
  await expect(page.getByTestId('prompt')).not.toHaveAttribute('aria-live', /.+/);
  await expect(region).toContainText('Roll off');
  await listen(page);

  // The roll-off by key: the dice and the winner are said, then the question that follows.
  let heard = await pressAndHear(page, '1');
  expect(heard).toMatch(/Roll-off|tie/i);
  for (let i = 0; i < 6 && (await prompt(page)) === 'roll-off'; i++) heard = await pressAndHear(page, '1');
  expect(heard).toMatch(/home or away|choose/i);
  heard = await pressAndHear(page, '1');
  expect(heard).toMatch(/home/i);

  await setUpBothToFirstRush(page);
  // The launch started the first rush: that was said, with the ball's roll.
  const told = (await heardSoFar(page)).join('\n');
  expect(told).toMatch(/The ball is launched/);
  expect(told).toMatch(/Rush 1 of 14: /);

  // The board on demand: the score, the ball, a player's surroundings.
  expect(await pressAndHear(page, 'g')).toMatch(/^Score: .+ 0, .+ 0 Rush 1 of 14: /);
  expect(await pressAndHear(page, 'b')).toMatch(/^The ball: /);
  expect(await pressAndHear(page, 'l')).toBe('Select a player first (N or P).');
  await page.keyboard.press('n');
  expect(await pressAndHear(page, 'l')).toMatch(/ at \(-?\d+, -?\d+\).*, facing [a-z-]+\. (Not threatened|Threatened by \d opponents?)\.$/);

  // A Run by keyboard: 1 declares it (the first action), the hex list points at a hex, a digit faces.
  heard = await pressAndHear(page, '1');
  expect(heard).toMatch(/move .*Pick a lit hex/);
  const list = page.getByTestId('hex-select');
  await list.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  // Out of the list (the list keeps digits for itself), then 1: the first facing.
  await list.evaluate((el) => (el as HTMLSelectElement).blur());
  heard = await pressAndHear(page, '1');
  expect(heard).toMatch(/ moves \(| Dodge: /);

  // Undo is said too.
  heard = await pressAndHear(page, 'u');
  expect(heard).toContain('Taken back.');

  // The board in words, for walking with a screen reader, and the canvas label.
  const words = page.getByTestId('board-words');
  await expect(words.getByRole('heading', { level: 2 })).toHaveText('The board in words');
  await expect(words.getByRole('heading', { level: 3 }).first()).toBeAttached();
  await expect(page.locator('.arena-view')).toHaveAttribute('aria-label', /^The pitch\. Rush 1 of 14: .*players on the pitch\.$/);
});
