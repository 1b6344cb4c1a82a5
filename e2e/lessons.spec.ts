// "Learn to play": lessons 1-11 completed by keyboard only (Tab, Enter, N, the digit keys and the
// hex list's arrows), each ending with its own end text; a wrong decision gets "not this" and is
// not applied; the done ticks show on the list; screenshots of the list and a lesson at 1280x800
// and 1024x640; the list and a lesson's panel fit their text in every language.
import type { Page } from '@playwright/test';
import { hexId } from '../src/shared/games/dreadball/pitch/pitch';
import lessonsEn from '../src/renderer/i18n/lessons.en';
import { languages } from '../src/shared/settings';
import { expect, shotPath, test } from './fixtures';
import { instantAnimations, settle } from './matchScreen';
import { misfits } from './textFit';

const focusedTestId = (page: Page): Promise<string | null> => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);

/** Tab (or Shift+Tab) until the element with this test id has the focus. */
async function tabTo(page: Page, testId: string, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let i = 0; i < 80; i++) {
    if ((await focusedTestId(page)) === testId) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${testId}`);
}

/** Presses the digit key of a prompt button (1-9 click the prompt's enabled buttons in order). */
async function pressChoice(page: Page, find: { testId: string } | { text: string }): Promise<void> {
  const at = await page.evaluate((f) => {
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-testid="prompt"] [data-choice]:not([disabled])')];
    return buttons.findIndex((b) => ('testId' in f ? b.dataset.testid === f.testId : (b.textContent ?? '').includes(f.text)));
  }, find);
  expect(at, JSON.stringify(find)).toBeGreaterThanOrEqual(0);
  expect(at).toBeLessThan(9);
  await page.keyboard.press(String(at + 1));
}

/** N until the player named `name` is selected (his actions show). */
async function selectPlayer(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('n');
    if ((await page.getByTestId('prompt').textContent())?.includes(name) && (await page.locator('[data-testid^="action-"]').count()) > 0) return;
  }
  throw new Error(`N never selected ${name}`);
}

/** Points the hex list at (q, r) with the arrow keys. */
async function pointHex(page: Page, q: number, r: number): Promise<void> {
  await settle(page);
  await tabTo(page, 'hex-select');
  const select = page.getByTestId('hex-select');
  const want = String(hexId(q, r));
  const values = await select.evaluate((s: HTMLSelectElement) => [...s.options].map((o) => o.value));
  const at = values.indexOf(want);
  expect(at, `hex (${q}, ${r}) in the list`).toBeGreaterThan(0);
  let now = await select.evaluate((s: HTMLSelectElement) => s.selectedIndex);
  for (; now < at; now++) await page.keyboard.press('ArrowDown');
  for (; now > at; now--) await page.keyboard.press('ArrowUp');
  await expect(select).toHaveValue(want);
}

/** Runs to (q, r): the hex in the list, then a facing (Shift+Tab back to the facing buttons, Enter). */
async function moveTo(page: Page, q: number, r: number): Promise<void> {
  await pointHex(page, q, r);
  await tabTo(page, 'facing-0', 'Shift+Tab');
  await page.keyboard.press('Enter');
  await settle(page);
}

/** Names the target of a throw, slam or snatch (its button) and confirms it. */
async function target(page: Page, name: string): Promise<void> {
  await settle(page);
  await pressChoice(page, { text: name });
  await pressChoice(page, { testId: 'confirm-target' });
}

/** Halloran declares a Throw and stays where he is, facing as he did; then Next. */
async function throwFromWhereHeStands(page: Page): Promise<void> {
  await selectPlayer(page, 'Halloran');
  await pressChoice(page, { testId: 'action-throw' });
  await settle(page);
  await pressChoice(page, { testId: 'stay-put' });
  await next(page);
}

/** What happened shows with Next focused: Enter goes on. */
async function next(page: Page): Promise<void> {
  await expect(page.getByTestId('lesson-explanation')).toBeVisible();
  await expect(page.getByTestId('lesson-next')).toBeFocused();
  await page.keyboard.press('Enter');
}

/** The lesson's end: its text, then Enter on the focused "Back to the lessons". */
async function finish(page: Page, end: string): Promise<void> {
  await next(page);
  await expect(page.getByTestId('lesson-end')).toHaveText(end);
  // The board waits on nobody now: no prompt for the next question.
  await expect(page.getByTestId('prompt')).toBeHidden();
  await expect(page.getByTestId('lesson-back')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('lesson-list')).toBeVisible();
}

async function openLesson(page: Page, id: string): Promise<void> {
  await tabTo(page, `lesson-${id}`);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('lesson-panel')).toBeVisible();
  await expect(page.getByTestId('lesson-instruction')).toBeVisible();
}

test('lessons 1-11 completed by keyboard', async ({ app }) => {
  test.setTimeout(360_000);
  const { page } = app;
  await app.open();
  await instantAnimations(page);

  // The menu's "Learn to play", by Tab and Enter.
  await tabTo(page, 'menu-lessons');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Learn to play' })).toBeVisible();
  await expect(page.getByTestId('lesson-done')).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: shotPath('lessons-list-1280x800.png') });

  // 1. Moving and dodging, with one wrong decision first: a Sprint is not the Run it asks for.
  await openLesson(page, 'moving');
  await selectPlayer(page, 'Osei');
  await pressChoice(page, { testId: 'action-sprint' });
  await expect(page.getByTestId('lesson-not-this')).toContainText(lessonsEn.ui.notThis);
  await expect(page.getByTestId('lesson-not-this')).toContainText(lessonsEn.moving.steps.declare.do);
  await expect(page.getByTestId('match-screen')).toHaveAttribute('data-decisions', '0');
  await pressChoice(page, { testId: 'action-run' });
  await expect(page.getByTestId('lesson-not-this')).toBeHidden();
  await next(page);
  await expect(page.getByTestId('lesson-instruction')).toHaveText(lessonsEn.moving.steps.move.do);
  // The Dodge stops the move after its roll: the same step goes on to the same hex.
  await moveTo(page, -1, 2);
  if (await page.getByTestId('lesson-go-on').isVisible()) await moveTo(page, -1, 2);
  await expect(page.getByTestId('lesson-dice')).toContainText('Dodge');
  await finish(page, lessonsEn.moving.end);

  // 2. Picking up the ball.
  await openLesson(page, 'pickUp');
  await selectPlayer(page, 'Halloran');
  await pressChoice(page, { testId: 'action-run' });
  await next(page);
  await moveTo(page, -1, 0);
  await finish(page, lessonsEn.pickUp.end);

  // 3. Throwing and a Strike.
  await openLesson(page, 'strike');
  await throwFromWhereHeStands(page);
  await target(page, '(10, 0)');
  await finish(page, lessonsEn.strike.end);

  // 4. Slams: the counter-slam is the lesson's own reply.
  await openLesson(page, 'slam');
  await selectPlayer(page, 'Vance');
  await pressChoice(page, { testId: 'action-slam' });
  await moveTo(page, 0, 0);
  await next(page);
  await target(page, 'Zit');
  await next(page);
  await pointHex(page, 2, 0);
  await page.keyboard.press('Enter');
  await next(page);
  await settle(page);
  await pressChoice(page, { testId: 'choice-followYes' });
  await expect(page.getByTestId('lesson-explanation')).toBeVisible();
  await page.screenshot({ path: shotPath('lesson-slam-1280x800.png') });
  await page.setViewportSize({ width: 1024, height: 640 });
  await page.screenshot({ path: shotPath('lesson-slam-1024x640.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await finish(page, lessonsEn.slam.end);

  // 5. The launch and a wall bounce: the other coach's set-up is the lesson's reply.
  await openLesson(page, 'launch');
  await pressChoice(page, { testId: 'choice-setupDone' });
  await next(page);
  await settle(page);
  await selectPlayer(page, 'Vance');
  await pressChoice(page, { testId: 'action-run' });
  await moveTo(page, -2, 5);
  await expect(page.getByTestId('lesson-dice')).toContainText('The ball scatters');
  await finish(page, lessonsEn.launch.end);

  // 6. Coach dice and the (123) rule.
  await openLesson(page, 'coachDice');
  await selectPlayer(page, 'Osei');
  await pressChoice(page, { testId: 'action-run' });
  await moveTo(page, -1, 2);
  await next(page);
  await settle(page);
  await pressChoice(page, { testId: 'choice-coachDice-0' });
  await next(page);
  await moveTo(page, -1, 2);
  await next(page);
  await settle(page);
  await pressChoice(page, { testId: 'choice-coachDice-1' });
  await finish(page, lessonsEn.coachDice.end);

  // 7. The snatch: from behind, so the Goblin Jack can only duck (nobody asks his coach).
  await openLesson(page, 'snatch');
  await selectPlayer(page, 'Halloran');
  await pressChoice(page, { testId: 'action-snatch' });
  await next(page);
  await moveTo(page, 0, 0);
  await next(page);
  await target(page, 'Zit');
  await expect(page.getByTestId('lesson-explanation')).toContainText(lessonsEn.snatch.steps.target.done);
  await finish(page, lessonsEn.snatch.end);

  // 8. Passing to a team-mate.
  await openLesson(page, 'pass');
  await throwFromWhereHeStands(page);
  await target(page, 'Osei');
  await expect(page.getByTestId('lesson-dice')).toContainText('Catch');
  await finish(page, lessonsEn.pass.end);

  // 9. Sprinting: ten hexes straight on, still facing east.
  await openLesson(page, 'sprint');
  await selectPlayer(page, 'Osei');
  await pressChoice(page, { testId: 'action-sprint' });
  await next(page);
  await moveTo(page, 6, 0);
  await expect(page.getByTestId('lesson-explanation')).toContainText(lessonsEn.sprint.steps.move.done);
  await finish(page, lessonsEn.sprint.end);

  // 10. Standing up: a spectacular stand-up, a facing, the free Run.
  await openLesson(page, 'standUp');
  await selectPlayer(page, 'Osei');
  await pressChoice(page, { testId: 'action-stand-up' });
  await next(page);
  await settle(page);
  await pressChoice(page, { testId: 'choice-facing-0' });
  await next(page);
  await settle(page);
  await pressChoice(page, { testId: 'choice-free.run' });
  await next(page);
  await moveTo(page, 1, 0);
  await finish(page, lessonsEn.standUp.end);

  // 11. A catch and a free Strike: the pass, the free Throw, a turn on the spot, the Strike.
  await openLesson(page, 'freeStrike');
  await throwFromWhereHeStands(page);
  await target(page, 'Sato');
  await expect(page.getByTestId('lesson-dice')).toContainText('Catch');
  await next(page);
  await settle(page);
  await pressChoice(page, { testId: 'choice-free.throw' });
  await next(page);
  await moveTo(page, 7, 0);
  await next(page);
  await target(page, '(10, 0)');
  await finish(page, lessonsEn.freeStrike.end);

  // Every lesson has its tick on the list.
  await expect(page.getByTestId('lesson-done')).toHaveCount(11);
  await page.screenshot({ path: shotPath('lessons-list-done-1280x800.png') });
  await page.setViewportSize({ width: 1024, height: 640 });
  await page.screenshot({ path: shotPath('lessons-list-1024x640.png') });
  expect(app.consoleErrors).toEqual([]);
});

test('a lesson: Read the rule opens the rules at its section, Try again restarts, Esc goes back to the list', async ({ app }) => {
  const { page } = app;
  await app.open();
  await instantAnimations(page);
  await tabTo(page, 'menu-lessons');
  await page.keyboard.press('Enter');
  await openLesson(page, 'slam');
  await selectPlayer(page, 'Vance');
  await pressChoice(page, { testId: 'action-slam' });
  await expect(page.getByTestId('match-screen')).toHaveAttribute('data-decisions', '1');
  // Lessons are never saved and have no undo: Try again is the way back.
  await expect(page.getByTestId('undo')).toBeDisabled();
  await tabTo(page, 'lesson-rule');
  await page.keyboard.press('Enter');
  await expect(page.locator('#rules-slams h3')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('match-screen')).toHaveAttribute('data-decisions', '1');
  await tabTo(page, 'lesson-retry');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('match-screen')).toHaveAttribute('data-decisions', '0');
  await expect(page.getByTestId('lesson-instruction')).toHaveText(lessonsEn.slam.steps.declare.do);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('lesson-list')).toBeVisible();
  await expect(page.getByTestId('lesson-slam')).toBeFocused();
  expect(app.consoleErrors).toEqual([]);
});

test('the lesson list and a lesson fit their text at 1280x800 and 1024x640 in every language', async ({ app }) => {
  test.setTimeout(180_000);
  const { page } = app;
  await app.open();
  await instantAnimations(page);
  const found: string[] = [];
  for (const language of languages) {
    await page.getByTestId('menu-settings').click();
    await page.getByTestId('language').selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.getByTestId('back').click();
    await page.getByTestId('menu-lessons').click();
    for (const size of [{ width: 1280, height: 800 }, { width: 1024, height: 640 }]) {
      await page.setViewportSize(size);
      for (const m of await misfits(page)) found.push(`${language} ${size.width} list: ${m}`);
    }
    // A lesson with its longest panel: the slam's first step explained.
    await page.getByTestId('lesson-slam').click();
    await selectPlayer(page, 'Vance');
    await pressChoice(page, { testId: 'action-slam' });
    await moveTo(page, 0, 0);
    await expect(page.getByTestId('lesson-explanation')).toBeVisible();
    for (const size of [{ width: 1024, height: 640 }, { width: 1280, height: 800 }]) {
      await page.setViewportSize(size);
      for (const m of await misfits(page)) found.push(`${language} ${size.width} lesson: ${m}`);
    }
    await page.keyboard.press('Escape');
    await page.getByTestId('back').click();
  }
  expect(found).toEqual([]);
});
