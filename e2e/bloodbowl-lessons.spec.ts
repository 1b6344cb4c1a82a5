// Blood Bowl's "Learn to play": lessons 1-5 completed on the real Blood Bowl screen, every decision
// made as a coach makes it (squares clicked on the pitch, the prompt's buttons), each step's
// explanation read and Next taken, each lesson ending with its own end text and its tick on the
// list. A wrong decision gets "not this" and is not applied; a lesson has no undo and no save;
// Read the rule opens the Blood Bowl rules; Try again restarts; Esc goes back to the list. The
// list and a lesson's panel fit their text in every language. Screenshots at 1024x640, 1280x800
// and 1920x1080.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { MatchState } from '../src/shared/games/bloodbowl/engine/types';
import { BB_LESSONS } from '../src/shared/games/bloodbowl/lessons/lessons';
import { bbSolve } from '../src/shared/games/bloodbowl/lessons/run';
import bbLessonsEn from '../src/renderer/i18n/bbLessons.en';
import lessonsEn from '../src/renderer/i18n/lessons.en';
import { languages } from '../src/shared/settings';
import { expect, shotPath, test } from './fixtures';
import { instantAnimations } from './matchScreen';
import { make, screen, settled, view } from './bloodbowlScreen';
import { misfits } from './textFit';

test.use({ actionTimeout: 30_000 });

const stateOf = async (page: Page): Promise<MatchState> => JSON.parse((await view(page)).state) as MatchState;

async function openLesson(page: Page, id: string): Promise<void> {
  await page.getByTestId(`bb-lesson-${id}`).click();
  await expect(screen(page)).toHaveAttribute('data-ready', 'yes');
  await expect(page.getByTestId('lesson-panel')).toBeVisible();
  await settled(page, 0);
}

/** What happened shows with Next focused: Enter goes on. */
async function next(page: Page): Promise<void> {
  await expect(page.getByTestId('lesson-explanation')).toBeVisible();
  await expect(page.getByTestId('lesson-next')).toBeFocused();
  await page.keyboard.press('Enter');
}

test('Blood Bowl lessons 1-5 completed on the Blood Bowl screen', async ({ app }) => {
  test.setTimeout(240_000);
  const { page } = app;
  await app.open();
  await instantAnimations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('menu-lessons').click();
  await expect(page.getByTestId('bb-lesson-list')).toBeVisible();
  await expect(page.getByTestId('bb-lesson-list').getByTestId('lesson-done')).toHaveCount(0);
  await page.screenshot({ path: shotPath('lessons-list-with-bloodbowl-1280x800.png') });

  for (const lesson of BB_LESSONS) {
    const texts = bbLessonsEn[lesson.id];
    await openLesson(page, lesson.id);
    if (lesson.id === 'moving') {
      // Not this: ending the turn is legal, but the lesson asks for a Move.
      await page.locator('[data-testid="bb-choice"][data-key="end-turn"]').click();
      await expect(page.getByTestId('lesson-not-this')).toContainText(lessonsEn.ui.notThis);
      await expect(page.getByTestId('lesson-not-this')).toContainText(texts.steps.declare.do);
      await expect(screen(page)).toHaveAttribute('data-decisions', '0');
      // A lesson has no undo: Try again is the way back.
      await expect(page.getByTestId('bb-undo')).toBeDisabled();
    }
    const played = bbSolve(lesson);
    let made = 0;
    for (const [i, decisions] of played.decisions.entries()) {
      const step = lesson.steps[i]!;
      await expect(page.getByTestId('lesson-instruction')).toHaveText((texts.steps as Record<string, { do: string }>)[step.id]!.do);
      for (const d of decisions) {
        await make(page, await stateOf(page), d);
        await settled(page, ++made);
      }
      await expect(page.getByTestId('lesson-explanation')).toContainText((texts.steps as Record<string, { done: string }>)[step.id]!.done);
      if (lesson.id === 'block' && step.id === 'target') {
        await expect(page.getByTestId('lesson-dice')).toContainText('Attacker down, Defender down');
        for (const size of [{ width: 1024, height: 640 }, { width: 1920, height: 1080 }, { width: 1280, height: 800 }]) {
          await page.setViewportSize(size);
          await page.screenshot({ path: shotPath(`lesson-bloodbowl-block-${size.width}x${size.height}.png`) });
        }
      }
      if (lesson.id === 'moving' && step.id === 'dodge') await expect(page.getByTestId('lesson-dice')).toContainText('dodge 4 (needs 3+), made');
      await next(page);
    }
    await expect(page.getByTestId('lesson-end')).toHaveText(texts.end);
    expect(lesson.end(await stateOf(page))).toBe(true);
    await expect(page.getByTestId('lesson-back')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('bb-lesson-list')).toBeVisible();
    await expect(page.getByTestId(`bb-lesson-${lesson.id}`)).toBeFocused();
    await expect(page.getByTestId(`bb-lesson-${lesson.id}`).getByTestId('lesson-done')).toBeVisible();
  }

  await expect(page.getByTestId('bb-lesson-list').getByTestId('lesson-done')).toHaveCount(5);
  // DreadBall's ticks are its own.
  await expect(page.getByTestId('lesson-list').getByTestId('lesson-done')).toHaveCount(0);
  // Nothing of a lesson is saved: no match file was written.
  const matches = join(app.dataDir, 'matches');
  expect(existsSync(matches) ? readdirSync(matches).filter((f) => f.endsWith('.rushline-match.json')) : []).toEqual([]);
  expect(app.consoleErrors).toEqual([]);
});

test('a Blood Bowl lesson: Read the rule opens the Blood Bowl rules, Try again restarts, Esc goes back to the list', async ({ app }) => {
  const { page } = app;
  await app.open();
  await instantAnimations(page);
  await page.getByTestId('menu-lessons').click();
  await openLesson(page, 'block');
  const first = bbSolve(BB_LESSONS.find((l) => l.id === 'block')!).decisions[0]![0]!;
  await make(page, await stateOf(page), first);
  await settled(page, 1);
  await page.getByTestId('lesson-rule').click();
  await expect(page.locator('#rules-bloodbowl h2')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(screen(page)).toHaveAttribute('data-decisions', '1');
  await page.getByTestId('lesson-retry').click();
  await expect(screen(page)).toHaveAttribute('data-decisions', '0');
  await expect(page.getByTestId('lesson-instruction')).toHaveText(bbLessonsEn.block.steps.declare.do);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('bb-lesson-list')).toBeVisible();
  await expect(page.getByTestId('bb-lesson-block')).toBeFocused();
  expect(app.consoleErrors).toEqual([]);
});

test('the lesson list and a Blood Bowl lesson fit their text at 1280x800 and 1024x640 in every language', async ({ app }) => {
  test.setTimeout(180_000);
  const { page } = app;
  await app.open();
  await instantAnimations(page);
  const block = BB_LESSONS.find((l) => l.id === 'block')!;
  const [declare, target] = bbSolve(block).decisions as [unknown[], unknown[]];
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
    // The block's second step explained: the longest panel, with two dice lines.
    await openLesson(page, 'block');
    let made = 0;
    for (const d of [...declare, ...target]) {
      await make(page, await stateOf(page), d as Parameters<typeof make>[2]);
      await settled(page, ++made);
      if (made === 1) await page.getByTestId('lesson-next').click();
    }
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
