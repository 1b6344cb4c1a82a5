// The Blood Bowl and Rülerball lesson stores over their real match stores and engines: a decision
// the step does not take is not applied; the steps' own decisions play each lesson to its end;
// nothing is saved, undone or handed over in a lesson; the done ticks are kept apart per game;
// Try again restarts; a real match ends lesson mode.
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { solveLesson } from '../../shared/game/lessons';
import { bloodbowl } from '../../shared/games/bloodbowl';
import { BB_LESSONS } from '../../shared/games/bloodbowl/lessons/lessons';
import { bbDiceLeft, bbLessonStart } from '../../shared/games/bloodbowl/lessons/run';
import { STOCK_ROSTERS } from '../../shared/games/bloodbowl/teams/stock';
import { rulerball } from '../../shared/games/rulerball';
import { RB_LESSONS } from '../../shared/games/rulerball/lessons/lessons';
import { rbDiceLeft, rbLessonSetup, rbLessonStart } from '../../shared/games/rulerball/lessons/run';
import { fakeSaves } from '../match/fakeSaves';
import { BB_DONE_KEY, useBloodBowlLesson } from './bloodbowlLesson';
import { useBloodBowlMatch } from './bloodbowlMatch';
import { RB_DONE_KEY, useRulerballLesson } from './rulerballLesson';
import { useRulerballMatch } from './rulerballMatch';
import { fakeStorage } from './fakeStorage';

beforeEach(() => {
  vi.stubGlobal('localStorage', fakeStorage());
  setActivePinia(createPinia());
});
afterEach(() => vi.unstubAllGlobals());

// Each game as the tests see it: its stores, lessons, door, a new match and its done key.
const GAMES = [
  {
    game: 'Blood Bowl',
    lessons: BB_LESSONS,
    door: bloodbowl,
    start: bbLessonStart as (l: unknown) => unknown,
    diceLeft: bbDiceLeft as (s: unknown) => number,
    stores: () => ({ lessons: useBloodBowlLesson(), match: useBloodBowlMatch() }),
    realMatch: () => useBloodBowlMatch().start({ teams: [STOCK_ROSTERS.human, STOCK_ROSTERS.orc], seed: 1 }),
    doneKey: BB_DONE_KEY,
  },
  {
    game: 'Rülerball',
    lessons: RB_LESSONS,
    door: rulerball,
    start: rbLessonStart as (l: unknown) => unknown,
    diceLeft: rbDiceLeft as (s: unknown) => number,
    stores: () => ({ lessons: useRulerballLesson(), match: useRulerballMatch() }),
    realMatch: () => useRulerballMatch().start({ ...rbLessonSetup(), seed: 1 }),
    doneKey: RB_DONE_KEY,
  },
] as const;

type Any = never;

for (const g of GAMES) {
  describe(`${g.game} lesson store`, () => {
    const solve = (lesson: (typeof g.lessons)[number]) => solveLesson(g.door as Any, lesson as Any, g.start(lesson) as Any) as { decisions: unknown[][]; repliesUsed: number };

    it('refuses a legal decision the step does not ask for, and applies nothing', async () => {
      const { lessons, match } = g.stores();
      const lesson = g.lessons[0]!;
      lessons.open(lesson.id as Any);
      expect(lessons.active).toBe(true);
      const s = match.state!;
      const step = lesson.steps[0]!;
      const all = match.legal.decisions as readonly unknown[];
      const wrong = all.find((d) => !step.accept(d as Any, s as Any));
      expect(await lessons.attempt(wrong as Any)).toBe(false);
      expect(lessons.refused).toBe(true);
      expect(match.decisions).toHaveLength(0);
      expect(await lessons.attempt(all.find((d) => step.accept(d as Any, s as Any)) as Any)).toBe(true);
      expect(lessons.refused).toBe(false);
      expect(lessons.stage).toBe('done');
      // What happened is being read: nothing more is taken until Next.
      expect(await lessons.attempt(wrong as Any)).toBe(false);
      expect(lessons.waiting).toBe(true);
    });

    for (const lesson of g.lessons) {
      it(`${lesson.id}: the steps' decisions finish it and tick it done`, async () => {
        const { lessons, match } = g.stores();
        lessons.open(lesson.id as Any);
        const played = solve(lesson);
        // First a legal decision the step does not take: refused, and nothing is applied.
        const s0 = match.state!;
        const wrong = (match.legal.decisions as readonly unknown[]).find((d) => !lesson.steps[0]!.accept(d as Any, s0 as Any));
        expect(await lessons.attempt(wrong as Any)).toBe(false);
        expect(lessons.refused).toBe(true);
        expect(match.decisions).toHaveLength(0);
        for (const [i, ds] of played.decisions.entries()) {
          expect(lessons.stepAt).toBe(i);
          for (const d of ds) expect(await lessons.attempt(d as Any)).toBe(true);
          expect(lessons.stage).toBe('done');
          expect(lessons.finished).toBe(false);
          lessons.next();
        }
        expect(lessons.stage).toBe('finished');
        expect(lessons.finished).toBe(true);
        expect(match.decisions).toHaveLength(played.decisions.flat().length + played.repliesUsed);
        expect(lesson.end(match.state as Any)).toBe(true);
        expect(g.diceLeft(match.state)).toBe(0);
        expect(lessons.done).toEqual([lesson.id]);
        expect(JSON.parse(localStorage.getItem(g.doneKey) ?? '[]')).toEqual([lesson.id]);
      });
    }

    it('the learner decides even after a match where the computer played a side', () => {
      const { lessons, match } = g.stores();
      g.realMatch();
      match.controllers = { home: 'easy', away: 'normal' };
      lessons.open(g.lessons[0]!.id as Any);
      expect(match.controllers).toEqual({ home: 'human', away: 'human' });
      expect(match.computerDecides).toBe(false);
      expect(match.legal.decisions.length).toBeGreaterThan(0);
    });

    it('saves nothing, undoes nothing and hands nothing over', async () => {
      const box = fakeSaves();
      const { lessons, match } = g.stores();
      const lesson = g.lessons[0]!;
      lessons.open(lesson.id as Any);
      await lessons.attempt(solve(lesson).decisions[0]![0] as Any);
      expect(match.decisions).toHaveLength(1);
      await match.autosave();
      expect(box.saves).toBe(0);
      expect(match.saving).toBe('idle');
      expect(match.canUndo).toBe(false);
      expect(match.undo()).toBe(false);
      expect(match.handoverTo).toBeNull();
    });

    it('reads the ticks back in list order, ignores unknown or broken ones', () => {
      const [first, , third] = g.lessons.map((l) => l.id);
      vi.stubGlobal('localStorage', fakeStorage({ [g.doneKey]: JSON.stringify([third, 'nope', first]) }));
      setActivePinia(createPinia());
      expect(g.stores().lessons.done).toEqual([first, third]);
      vi.stubGlobal('localStorage', fakeStorage({ [g.doneKey]: '{broken' }));
      setActivePinia(createPinia());
      expect(g.stores().lessons.done).toEqual([]);
    });

    it('Try again starts the lesson over; a real match turns lesson mode off', async () => {
      const { lessons, match } = g.stores();
      const lesson = g.lessons[g.lessons.length - 1]!;
      lessons.open(lesson.id as Any);
      await lessons.attempt(solve(lesson).decisions[0]![0] as Any);
      expect(match.decisions).toHaveLength(1);
      lessons.restart();
      expect(match.decisions).toHaveLength(0);
      expect(lessons.stage).toBe('doing');
      expect(match.state).toEqual(g.start(lesson));
      g.realMatch();
      expect(match.lessonMode).toBe(false);
      expect(lessons.active).toBe(false);
    });
  });
}

describe('Blood Bowl set-up lesson', () => {
  it('offers no quick set-up: the learner places the players himself, where a real match offers it', () => {
    const lessons = useBloodBowlLesson();
    const match = useBloodBowlMatch();
    lessons.open('setUp');
    expect(match.legal.prompt).toBe('setup');
    expect(match.canQuickSetup).toBe(false);
    expect(match.quickSetup()).toBe(false);
    expect(match.decisions).toHaveLength(0);
    match.start({ teams: [STOCK_ROSTERS.human, STOCK_ROSTERS.orc], seed: 1 });
    // A real match begins with the roll-off and the kick-or-receive choice, then set-up.
    for (let guard = 0; guard < 4 && match.legal.prompt !== 'setup'; guard++) match.applyOne(match.legal.decisions[0]!);
    expect(match.legal.prompt).toBe('setup');
    if (match.handoverTo) match.acknowledgeHandover();
    expect(match.canQuickSetup).toBe(true);
  });
});
