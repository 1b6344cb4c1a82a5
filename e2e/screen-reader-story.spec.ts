// Issue 21, "Proof": the scripted hot-seat story (e2e/story/story.json: a throw at an opponent that
// sends him to the cage, a substitution, a bounce off the wall, a Strike) played by keyboard only
// and followed only through what the live region says: digits for the prompt's buttons, Enter on a
// roster row or in the hex list, Enter at a hand-over. Nothing is read from the canvas.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Decision } from '../src/shared/games/dreadball/engine';
import { STOCK_TEAMS } from '../src/shared/games/dreadball/teams';
import { heardSoFar, listen } from './announcer';
import { expect, test } from './fixtures';
import { hookMatch, instantAnimations } from './matchScreen';

interface Story {
  seed: number;
  teams: [string, string];
  at: { bounce: number; injury: number; substitution: number; strike: number };
  decisions: Decision[];
}
const story = JSON.parse(readFileSync('e2e/story/story.json', 'utf8')) as Story;

test.use({ viewport: { width: 1280, height: 800 }, actionTimeout: 60_000 });

const screen = (page: Page) => page.getByTestId('match-screen');
/** Presses the digit of the prompt's enabled button with this test id (1-9 pick them in order). */
async function pressButton(page: Page, testId: string): Promise<void> {
  const ids = await page.locator('[data-testid="prompt"] [data-choice]:not([disabled])').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-testid')));
  const at = ids.indexOf(testId);
  if (at < 0 || at > 8) throw new Error(`no button ${testId} among the first nine: ${ids.join(', ')}`);
  await page.keyboard.press(String(at + 1));
}

/** The roster tab, then the player's row: by focus and Enter. */
async function pickOnRoster(page: Page, player: number): Promise<void> {
  await page.getByTestId('tab-roster').focus();
  await page.keyboard.press('Enter');
  await enterOn(page, `roster-${player}`);
}

/** Tab-reachable controls are taken by focus and Enter, as a keyboard user would. */
async function enterOn(page: Page, testId: string): Promise<void> {
  await page.getByTestId(testId).focus();
  await page.keyboard.press('Enter');
}

async function pointInHexList(page: Page, hex: number): Promise<void> {
  const list = page.getByTestId('hex-select');
  await list.focus();
  await list.selectOption(String(hex));
}

/** Waits until the board has shown everything and nothing animates; Enter takes a hand-over. */
async function settle(page: Page): Promise<void> {
  await expect(page.getByTestId('prompt')).not.toContainText('Playing…', { timeout: 60_000 });
  if (await page.getByTestId('handover-go').isVisible()) {
    await expect(page.getByTestId('handover-go')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('handover')).toBeHidden();
  }
}

async function keyDecision(page: Page, i: number): Promise<void> {
  const d = story.decisions[i]!;
  await settle(page);
  await expect(screen(page)).toHaveAttribute('data-decisions', String(i));
  switch (d.kind) {
    case 'roll-off':
      await pressButton(page, 'choice-rollOff');
      break;
    case 'side':
      await pressButton(page, `choice-side.${d.side}`);
      break;
    case 'place':
      await pickOnRoster(page, d.player);
      await pointInHexList(page, d.hex);
      await page.keyboard.press('Enter');
      break;
    case 'facing':
      await pressButton(page, `choice-facing-${d.facing}`);
      break;
    case 'setup-done':
      await pressButton(page, 'choice-setupDone');
      break;
    case 'action':
      await pickOnRoster(page, d.player);
      await pressButton(page, `action-${d.action}`);
      break;
    case 'move': {
      if (d.path.length === 0) {
        // A turn on the spot: his own hex in the hex list (the one naming him), then the facing.
        const who = /move (#\d+ .+?\))/.exec((await page.getByTestId('prompt-text').textContent()) ?? '')?.[1] ?? '';
        const own = page.getByTestId('hex-select').locator('option', { hasText: who });
        await page.getByTestId('hex-select').focus();
        await page.getByTestId('hex-select').selectOption((await own.first().getAttribute('value')) ?? '');
        await page.getByTestId('hex-select').evaluate((el) => (el as HTMLSelectElement).blur());
        await pressButton(page, `facing-${d.facing}`);
        break;
      }
      const end = d.path[d.path.length - 1]!;
      await pointInHexList(page, end);
      await page.getByTestId('hex-select').evaluate((el) => (el as HTMLSelectElement).blur());
      await pressButton(page, `facing-${d.facing}`);
      break;
    }
    case 'coach-dice':
      await pressButton(page, `choice-coachDice-${d.count}`);
      break;
    case 'free-action':
      await pressButton(page, `choice-free.${d.action}`);
      break;
    case 'target':
      await pickOnRoster(page, d.player);
      await expect(page.getByTestId('confirm-target')).toBeVisible();
      await pressButton(page, 'confirm-target');
      break;
    case 'target-hex': {
      // The Strike hex is a button of the target question, then Confirm.
      const texts = await page.locator('[data-testid="prompt"] [data-choice]:not([disabled])').allInnerTexts();
      const at = texts.findIndex((x) => /Strike hex/.test(x));
      expect(at, 'a Strike hex button').toBeGreaterThanOrEqual(0);
      await page.keyboard.press(String(at + 1));
      await expect(page.getByTestId('confirm-target')).toBeVisible();
      await pressButton(page, 'confirm-target');
      break;
    }
    case 'push':
    case 'duck-step':
      await pointInHexList(page, d.hex);
      await page.keyboard.press('Enter');
      break;
    case 'defend':
      await pressButton(page, `choice-defend.${d.choice}`);
      break;
    case 'follow-up':
      await pressButton(page, d.follow ? 'choice-followYes' : 'choice-followNo');
      break;
    case 'end-rush':
      await pressButton(page, 'choice-endRush');
      break;
  }
  await expect(screen(page)).toHaveAttribute('data-decisions', String(i + 1), { timeout: 60_000 });
  // The harness checks it made the story's decision (the player only hears the board).
  const made = await page.evaluate((n) => (window as unknown as { __match: { decisions: unknown[] } }).__match.decisions[n], i);
  expect(made, `decision ${i} by keyboard`).toEqual(d);
}

test('the story to its Strike, by keyboard and by ear', async ({ app }) => {
  test.setTimeout(420_000);
  const { page } = app;
  await app.open();
  await instantAnimations(page);
  // New match: the story's teams are the form's defaults; its seed; both coaches people.
  expect(story.teams).toEqual([STOCK_TEAMS[0]!.id, STOCK_TEAMS[1]!.id]);
  await page.getByRole('button', { name: 'New match', exact: true }).click();
  await page.getByText('Advanced (testing)').click();
  await page.getByTestId('seed').fill(String(story.seed));
  await page.getByTestId('start-match').click();
  await expect(screen(page)).toBeVisible();
  await hookMatch(page);
  await listen(page);

  const said = async (from: number): Promise<string> => (await heardSoFar(page)).slice(from).join('\n');

  for (let i = 0; i <= story.at.strike; i++) {
    const mark = (await heardSoFar(page)).length;
    await keyDecision(page, i);
    await settle(page);
    // Every decision is said: its outcome, or at least the question that follows it.
    await expect.poll(async () => (await heardSoFar(page)).length, { timeout: 30_000 }).toBeGreaterThan(mark);
    const now = await said(mark);
    if (i === 0) expect(now).toMatch(/Roll-off|tie/);
    if (i === story.at.injury) expect(now).toMatch(/cage/);
    if (i === story.at.bounce) expect(now).toMatch(/bounces off the wall/);
    if (i === story.at.strike) {
      expect(now).toMatch(/STRIKE!/);
      expect(now).toMatch(/Score: /);
    }
  }
  const all = await said(0);
  expect(all).toMatch(/Rush 1 of 14: /);
  expect(all).toMatch(/Slam|Throw|moves/);
});
