// Blood Bowl's and Rülerball's "Learn to play": every lesson completed on the game's real screen,
// each decision made as a coach makes it (squares clicked on the board, the prompt's buttons), each
// step's explanation read and Next taken, each lesson ending with its own end text and its tick on
// the list. A wrong decision gets "not this" and is not applied; a lesson has no undo and writes no
// match file; Read the rule opens the game's rules; Try again restarts; Esc goes back to the list.
// The list and a lesson's panel fit their text in every language. Screenshots at 1024x640,
// 1280x800 and 1920x1080.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { type LessonOf, solveLesson } from '../src/shared/game/lessons';
import { bloodbowl } from '../src/shared/games/bloodbowl';
import type { MatchState as BBState } from '../src/shared/games/bloodbowl/engine/types';
import { BB_LESSONS } from '../src/shared/games/bloodbowl/lessons/lessons';
import { bbLessonStart } from '../src/shared/games/bloodbowl/lessons/run';
import { rulerball } from '../src/shared/games/rulerball';
import type { MatchState as RBState } from '../src/shared/games/rulerball/engine/types';
import { RB_LESSONS } from '../src/shared/games/rulerball/lessons/lessons';
import { rbLessonStart } from '../src/shared/games/rulerball/lessons/run';
import bbLessonsEn from '../src/renderer/i18n/bbLessons.en';
import rbLessonsEn from '../src/renderer/i18n/rbLessons.en';
import lessonsEn from '../src/renderer/i18n/lessons.en';
import { languages } from '../src/shared/settings';
import { expect, shotPath, test } from './fixtures';
import { instantAnimations } from './matchScreen';
import { make as makeBB, settled as settledBB, view as viewBB } from './bloodbowlScreen';
import { makeRulerball, rulerballSettled, rulerballView } from './rulerballScreen';
import { misfits } from './textFit';

test.use({ actionTimeout: 30_000 });

type AnyLesson = LessonOf<string, unknown, unknown>;
/** A lesson played through the engine: the learner's decisions by step, and the match's decision count after each (replies included). */
type Solved = { decisions: unknown[][]; applied: number[][] };
interface LessonTexts {
  end: string;
  steps: Record<string, { do: string; done: string }>;
}

/** What the specs need of each game: its list, screen, lessons, texts and how a coach decides there. */
const GAMES = [
  {
    name: 'Blood Bowl',
    id: 'bloodbowl',
    prefix: 'bb',
    screen: 'bb-screen',
    lessons: BB_LESSONS as unknown as readonly AnyLesson[],
    texts: bbLessonsEn as unknown as Record<string, LessonTexts>,
    solve: (l: AnyLesson) => solveLesson(bloodbowl as never, l as never, bbLessonStart(l as never) as never) as Solved,
    state: async (page: Page) => JSON.parse((await viewBB(page)).state) as unknown,
    legal: (s: unknown) => bloodbowl.legal(s as BBState).decisions as readonly unknown[],
    make: (page: Page, s: unknown, d: unknown) => makeBB(page, s as BBState, d as never),
    settled: settledBB,
    /** The longest panel to check for fit: this lesson after this many decisions (with Next after the first step). */
    fit: { lesson: 'block', decisions: 2 },
  },
  {
    name: 'Rülerball',
    id: 'rulerball',
    prefix: 'rb',
    screen: 'rb-screen',
    lessons: RB_LESSONS as unknown as readonly AnyLesson[],
    texts: rbLessonsEn as unknown as Record<string, LessonTexts>,
    solve: (l: AnyLesson) => solveLesson(rulerball as never, l as never, rbLessonStart(l as never) as never) as Solved,
    state: async (page: Page) => JSON.parse((await rulerballView(page)).state) as unknown,
    legal: (s: unknown) => rulerball.legal(s as RBState).decisions as readonly unknown[],
    make: (page: Page, s: unknown, d: unknown) => makeRulerball(page, s as RBState, d as never),
    settled: rulerballSettled,
    fit: { lesson: 'moving', decisions: 1 },
  },
] as const;

for (const g of GAMES) {
  const screen = (page: Page) => page.getByTestId(g.screen);

  async function openLesson(page: Page, id: string): Promise<void> {
    await page.getByTestId(`${g.prefix}-lesson-${id}`).click();
    await expect(screen(page)).toHaveAttribute('data-ready', 'yes');
    await expect(page.getByTestId('lesson-panel')).toBeVisible();
    await g.settled(page, 0);
  }

  test(`${g.name} lessons completed on the ${g.name} screen`, async ({ app }) => {
    test.setTimeout(240_000);
    const { page } = app;
    await app.open();
    await instantAnimations(page);
    await page.getByTestId('menu-lessons').click();
    const list = page.getByTestId(`${g.prefix}-lesson-list`);
    await expect(list).toBeVisible();
    await expect(list.getByTestId('lesson-done')).toHaveCount(0);
    // The game's own section of the list, scrolled into view.
    await list.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await page.screenshot({ path: shotPath(`lessons-list-${g.id}-1280x800.png`) });

    for (const lesson of g.lessons) {
      const texts = g.texts[lesson.id]!;
      await openLesson(page, lesson.id);
      const played = g.solve(lesson);
      if (lesson === g.lessons[0]) {
        // Not this: a legal decision the first step does not ask for is refused and not applied.
        const s = await g.state(page);
        const wrong = g.legal(s).find((d) => !lesson.steps[0]!.accept(d, s));
        await g.make(page, s, wrong);
        await expect(page.getByTestId('lesson-not-this')).toContainText(lessonsEn.ui.notThis);
        await expect(page.getByTestId('lesson-not-this')).toContainText(texts.steps[lesson.steps[0]!.id]!.do);
        await expect(screen(page)).toHaveAttribute('data-decisions', '0');
        // A lesson has no undo: Try again is the way back.
        await expect(page.getByTestId(`${g.prefix}-undo`)).toBeDisabled();
      }
      let made = 0;
      for (const [i, decisions] of played.decisions.entries()) {
        const step = lesson.steps[i]!;
        await expect(page.getByTestId('lesson-instruction')).toHaveText(texts.steps[step.id]!.do);
        for (const [j, d] of decisions.entries()) {
          await g.make(page, await g.state(page), d);
          // The other coach's scripted replies follow the learner's decision on the screen too.
          made = played.applied[i]![j]!;
          await g.settled(page, made);
        }
        await expect(page.getByTestId('lesson-explanation')).toContainText(texts.steps[step.id]!.done);
        if (lesson.id === g.fit.lesson && made === g.fit.decisions) {
          for (const size of [{ width: 1024, height: 640 }, { width: 1920, height: 1080 }, { width: 1280, height: 800 }]) {
            await page.setViewportSize(size);
            await page.screenshot({ path: shotPath(`lesson-${g.id}-${lesson.id}-${size.width}x${size.height}.png`) });
          }
        }
        await expect(page.getByTestId('lesson-next')).toBeFocused();
        await page.keyboard.press('Enter');
      }
      await expect(page.getByTestId('lesson-end')).toHaveText(texts.end);
      // The board waits on nobody now: no prompt for the next question.
      await expect(page.getByTestId(`${g.prefix}-prompt`)).toBeHidden();
      expect(lesson.end(await g.state(page))).toBe(true);
      await expect(page.getByTestId('lesson-back')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(list).toBeVisible();
      await expect(page.getByTestId(`${g.prefix}-lesson-${lesson.id}`)).toBeFocused();
      await expect(page.getByTestId(`${g.prefix}-lesson-${lesson.id}`).getByTestId('lesson-done')).toBeVisible();
    }

    await expect(list.getByTestId('lesson-done')).toHaveCount(g.lessons.length);
    // Each game's ticks are its own.
    await expect(page.getByTestId('lesson-done')).toHaveCount(g.lessons.length);
    // Nothing of a lesson is saved: no match file was written.
    const matches = join(app.dataDir, 'matches');
    expect(existsSync(matches) ? readdirSync(matches).filter((f) => f.endsWith('.rushline-match.json')) : []).toEqual([]);
    expect(app.consoleErrors).toEqual([]);
  });

  test(`a ${g.name} lesson: Read the rule opens its rules, Try again restarts, Esc goes back to the list`, async ({ app }) => {
    const { page } = app;
    await app.open();
    await instantAnimations(page);
    await page.getByTestId('menu-lessons').click();
    const lesson = g.lessons[g.lessons.length - 1]!;
    await openLesson(page, lesson.id);
    const solved = g.solve(lesson);
    await g.make(page, await g.state(page), solved.decisions[0]![0]);
    await g.settled(page, solved.applied[0]![0]!);
    await page.getByTestId('lesson-rule').click();
    await expect(page.locator(`#rules-${g.id} h2`)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(screen(page)).toHaveAttribute('data-decisions', String(solved.applied[0]![0]));
    await page.getByTestId('lesson-retry').click();
    await expect(screen(page)).toHaveAttribute('data-decisions', '0');
    await expect(page.getByTestId('lesson-instruction')).toHaveText(g.texts[lesson.id]!.steps[lesson.steps[0]!.id]!.do);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId(`${g.prefix}-lesson-list`)).toBeVisible();
    await expect(page.getByTestId(`${g.prefix}-lesson-${lesson.id}`)).toBeFocused();
    expect(app.consoleErrors).toEqual([]);
  });

  test(`the lesson list and a ${g.name} lesson fit their text at 1280x800 and 1024x640 in every language`, async ({ app }) => {
    test.setTimeout(180_000);
    const { page } = app;
    await app.open();
    await instantAnimations(page);
    const lesson = g.lessons.find((l) => l.id === g.fit.lesson)!;
    const solved = g.solve(lesson);
    const decisions = solved.decisions.flat().slice(0, g.fit.decisions);
    const counts = solved.applied.flat();
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
      await openLesson(page, lesson.id);
      let made = 0;
      for (const d of decisions) {
        if (made > 0 && (await page.getByTestId('lesson-next').isVisible())) await page.getByTestId('lesson-next').click();
        await g.make(page, await g.state(page), d);
        await g.settled(page, counts[made++]!);
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
}

test('Rülerball’s status bar counts the activation lap, then the offense’s sectors', async ({ app }) => {
  const { page } = app;
  await app.open();
  await instantAnimations(page);
  await page.getByTestId('menu-lessons').click();
  const lesson = RB_LESSONS.find((l) => l.id === 'activation')!;
  await page.getByTestId('rb-lesson-activation').click();
  await expect(page.getByTestId('rb-screen')).toHaveAttribute('data-ready', 'yes');
  const start = JSON.parse((await rulerballView(page)).state) as RBState;
  const team = start.teams[0].name;
  await expect(page.getByTestId('rb-lap')).toHaveText(`Activation: ${team}, sector 4, 11 of 12`);
  await expect(page.getByTestId('rb-lap')).toHaveAttribute('title', `Count for ${team}: sector 4 marked, sectors carried: 11 of 12.`);
  const [move] = solveLesson(rulerball as never, lesson as never, rbLessonStart(lesson) as never).decisions[0] as unknown[];
  await makeRulerball(page, start, move as never);
  await rulerballSettled(page, 1);
  await expect(page.getByTestId('rb-lap')).toHaveText(`Offense: ${team}, 0 of 36`);
  await expect(page.getByTestId('lesson-explanation')).toContainText(rbLessonsEn.activation.steps.carry.done);
  expect(app.consoleErrors).toEqual([]);
});
