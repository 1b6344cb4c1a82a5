// The lesson store over the real match store and engine: a decision the step does not take is not
// applied; the steps' own decisions play the lesson to its end with the other coach's replies
// made by the lesson; the done tick is kept; Try again restarts; a real match ends lesson mode.
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMatch } from '../../shared/games/dreadball/engine';
import { LESSONS, lessonById } from '../../shared/games/dreadball/lessons/lessons';
import { diceLeft, lessonStart, solve } from '../../shared/games/dreadball/lessons/run';
import { STOCK_TEAMS } from '../../shared/games/dreadball/teams';
import { DONE_KEY, useLessonStore } from './lesson';
import { useMatchStore } from './match';
import { fakeStorage } from './fakeStorage';

const lessonStartOf = (id: string) => lessonStart(lessonById(id));

beforeEach(() => {
  vi.stubGlobal('localStorage', fakeStorage());
  setActivePinia(createPinia());
});

describe('lesson store', () => {
  it('refuses a legal decision the step does not ask for, and applies nothing', async () => {
    const lessons = useLessonStore();
    const match = useMatchStore();
    lessons.open('moving');
    expect(lessons.active).toBe(true);
    expect(match.canUndo).toBe(false);
    expect(await lessons.attempt({ kind: 'end-rush' })).toBe(false);
    expect(lessons.refused).toBe(true);
    expect(match.decisions).toHaveLength(0);
    expect(await lessons.attempt({ kind: 'action', player: 2, action: 'run' })).toBe(true);
    expect(lessons.refused).toBe(false);
    expect(lessons.stage).toBe('done');
    // What happened is being read: nothing more is taken until Next.
    expect(await lessons.attempt({ kind: 'end-rush' })).toBe(false);
    expect(lessons.waiting).toBe(true);
  });

  for (const lesson of LESSONS) {
    it(`${lesson.id}: the steps' decisions finish it, with the other coach's replies, and tick it done`, async () => {
      const lessons = useLessonStore();
      const match = useMatchStore();
      lessons.open(lesson.id);
      const played = solve(lesson);
      for (const [i, ds] of played.decisions.entries()) {
        expect(lessons.stepAt).toBe(i);
        for (const d of ds) expect(await lessons.attempt(d)).toBe(true);
        expect(lessons.stage).toBe('done');
        lessons.next();
      }
      expect(lessons.stage).toBe('finished');
      expect(match.decisions).toHaveLength(played.decisions.flat().length + played.repliesUsed);
      expect(lesson.end(match.state!)).toBe(true);
      expect(diceLeft(match.state!)).toBe(0);
      expect(lessons.done).toEqual([lesson.id]);
      expect(JSON.parse(localStorage.getItem(DONE_KEY) ?? '[]')).toEqual([lesson.id]);
    });
  }

  it('reads the ticks back in list order, ignores unknown or broken ones', () => {
    vi.stubGlobal('localStorage', fakeStorage({ [DONE_KEY]: JSON.stringify(['slam', 'nope', 'moving']) }));
    setActivePinia(createPinia());
    expect(useLessonStore().done).toEqual(['moving', 'slam']);
    vi.stubGlobal('localStorage', fakeStorage({ [DONE_KEY]: '{broken' }));
    setActivePinia(createPinia());
    expect(useLessonStore().done).toEqual([]);
  });

  it('Try again starts the lesson over; a real match turns lesson mode off', async () => {
    const lessons = useLessonStore();
    const match = useMatchStore();
    lessons.open('slam');
    await lessons.attempt({ kind: 'action', player: 0, action: 'slam' });
    expect(match.decisions).toHaveLength(1);
    lessons.restart();
    expect(match.decisions).toHaveLength(0);
    expect(lessons.stage).toBe('doing');
    expect(match.state).toEqual(lessonStartOf('slam'));
    const [a, b] = STOCK_TEAMS as [(typeof STOCK_TEAMS)[number], (typeof STOCK_TEAMS)[number]];
    match.start({ teams: [a, b], seed: 1 }, { A: 'human', B: 'human' });
    expect(match.state).toEqual(createMatch({ teams: [a, b], seed: 1 }));
    expect(lessons.active).toBe(false);
  });
});
