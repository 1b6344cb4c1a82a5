// The Blood Bowl lesson store over the real match store and engine: a decision the step does not
// take is not applied; the steps' own decisions play each lesson to its end; nothing is saved,
// undone or handed over in a lesson; the done tick is kept; Try again restarts; a real match ends
// lesson mode.
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BB_LESSONS, bbLessonById } from '../../shared/games/bloodbowl/lessons/lessons';
import { bbDiceLeft, bbLessonStart, bbSolve } from '../../shared/games/bloodbowl/lessons/run';
import { STOCK_ROSTERS } from '../../shared/games/bloodbowl/teams/stock';
import { fakeSaves } from '../match/fakeSaves';
import { BB_DONE_KEY, useBloodBowlLesson } from './bloodbowlLesson';
import { useBloodBowlMatch } from './bloodbowlMatch';
import { fakeStorage } from './fakeStorage';

beforeEach(() => {
  vi.stubGlobal('localStorage', fakeStorage());
  setActivePinia(createPinia());
});
afterEach(() => vi.unstubAllGlobals());

describe('Blood Bowl lesson store', () => {
  it('refuses a legal decision the step does not ask for, and applies nothing', async () => {
    const lessons = useBloodBowlLesson();
    const match = useBloodBowlMatch();
    lessons.open('moving');
    expect(lessons.active).toBe(true);
    expect(await lessons.attempt({ kind: 'end-turn' })).toBe(false);
    expect(lessons.refused).toBe(true);
    expect(match.decisions).toHaveLength(0);
    expect(await lessons.attempt({ kind: 'action', player: 8, action: 'move' })).toBe(true);
    expect(lessons.refused).toBe(false);
    expect(lessons.stage).toBe('done');
    // What happened is being read: nothing more is taken until Next.
    expect(await lessons.attempt({ kind: 'end-turn' })).toBe(false);
    expect(lessons.waiting).toBe(true);
  });

  for (const lesson of BB_LESSONS) {
    it(`${lesson.id}: the steps' decisions finish it and tick it done`, async () => {
      const lessons = useBloodBowlLesson();
      const match = useBloodBowlMatch();
      lessons.open(lesson.id);
      const played = bbSolve(lesson);
      for (const [i, ds] of played.decisions.entries()) {
        expect(lessons.stepAt).toBe(i);
        for (const d of ds) expect(await lessons.attempt(d)).toBe(true);
        expect(lessons.stage).toBe('done');
        lessons.next();
      }
      expect(lessons.stage).toBe('finished');
      expect(match.decisions).toHaveLength(played.decisions.flat().length + played.repliesUsed);
      expect(lesson.end(match.state!)).toBe(true);
      expect(bbDiceLeft(match.state!)).toBe(0);
      expect(lessons.done).toEqual([lesson.id]);
      expect(JSON.parse(localStorage.getItem(BB_DONE_KEY) ?? '[]')).toEqual([lesson.id]);
    });
  }

  it('saves nothing, undoes nothing and hands nothing over', async () => {
    const box = fakeSaves();
    const lessons = useBloodBowlLesson();
    const match = useBloodBowlMatch();
    lessons.open('rerolls');
    await lessons.attempt({ kind: 'action', player: 8, action: 'move' });
    lessons.next();
    const step = match.legal.decisions.find((d) => d.kind === 'step' && lessons.step!.accept(d, match.state!))!;
    await lessons.attempt(step);
    await match.autosave();
    expect(box.saves).toBe(0);
    expect(match.saving).toBe('idle');
    expect(match.canUndo).toBe(false);
    expect(match.undo()).toBe(false);
    expect(match.handoverTo).toBeNull();
    expect(match.legal.prompt).toBe('reroll');
  });

  it('reads the ticks back in list order, ignores unknown or broken ones', () => {
    vi.stubGlobal('localStorage', fakeStorage({ [BB_DONE_KEY]: JSON.stringify(['pass', 'nope', 'moving']) }));
    setActivePinia(createPinia());
    expect(useBloodBowlLesson().done).toEqual(['moving', 'pass']);
    vi.stubGlobal('localStorage', fakeStorage({ [BB_DONE_KEY]: '{broken' }));
    setActivePinia(createPinia());
    expect(useBloodBowlLesson().done).toEqual([]);
  });

  it('Try again starts the lesson over; a real match turns lesson mode off', async () => {
    const lessons = useBloodBowlLesson();
    const match = useBloodBowlMatch();
    lessons.open('block');
    await lessons.attempt({ kind: 'action', player: 8, action: 'block' });
    expect(match.decisions).toHaveLength(1);
    lessons.restart();
    expect(match.decisions).toHaveLength(0);
    expect(lessons.stage).toBe('doing');
    expect(match.state).toEqual(bbLessonStart(bbLessonById('block')));
    match.start({ teams: [STOCK_ROSTERS.human, STOCK_ROSTERS.orc], seed: 1 });
    expect(match.lessonMode).toBe(false);
    expect(lessons.active).toBe(false);
  });
});
