import { describe, expect, it } from 'vitest';
import { bloodbowl } from '../index';
import { BB_LESSONS, bbLessonById } from './lessons';
import { bbDiceLeft, bbLessonStart, bbReplyFor, bbSolve, bbTakes } from './run';
import { BB_LESSON_IDS } from './types';

describe('Blood Bowl lessons', () => {
  it('are the five of the list, in order', () => {
    expect(BB_LESSONS.map((l) => l.id)).toEqual([...BB_LESSON_IDS]);
    expect(() => bbLessonById('nope')).toThrow(/no Blood Bowl lesson "nope"/);
  });

  for (const lesson of BB_LESSONS) {
    describe(lesson.id, () => {
      it('starts in the learner\'s turn with no step done and its end not reached', () => {
        const s = bbLessonStart(lesson);
        expect(lesson.steps[0]?.done(s)).toBe(false);
        expect(lesson.end(s)).toBe(false);
        expect(bloodbowl.legal(s).decider).toBe('home');
        expect(bbReplyFor(lesson, 0, s)).toBeNull();
      });

      it('plays start to finish through the engine, rolling exactly its dice', () => {
        const played = bbSolve(lesson);
        expect(lesson.end(played.state)).toBe(true);
        expect(bbDiceLeft(played.state)).toBe(0);
        expect(played.repliesUsed).toBe(lesson.replies.length);
        expect(played.decisions).toHaveLength(lesson.steps.length);
        expect(played.decisions.every((ds) => ds.length > 0)).toBe(true);
      });

      it('refuses a legal decision the first step does not ask for', () => {
        const s = bbLessonStart(lesson);
        const step = lesson.steps[0]!;
        const all = bloodbowl.legal(s).decisions;
        const other = all.find((d) => !step.accept(d, s));
        expect(other).toBeDefined();
        expect(bbTakes(step, s, other!)).toBe(false);
        expect(bbTakes(step, s, all.find((d) => step.accept(d, s))!)).toBe(true);
      });
    });
  }

  it('a die fewer than a lesson rolls is a clear error, not a quiet end', () => {
    for (const lesson of BB_LESSONS.filter((l) => l.dice.length > 0)) {
      expect(() => bbSolve({ ...lesson, dice: lesson.dice.slice(0, -1) }), lesson.id).toThrow(/ran out/);
    }
  });

  it('teaches what it says: the Dodge, the re-roll, the pick-up, two block dice and the catch', () => {
    const kinds = (id: string) => bbSolve(bbLessonById(id)).events.map((e) => (e.type === 'test' ? `test:${e.test}:${e.ok}` : e.type));
    expect(kinds('moving')).toContain('test:dodge:true');
    expect(kinds('rerolls')).toEqual(expect.arrayContaining(['test:dodge:false', 'reroll', 'test:dodge:true']));
    expect(kinds('pickUp')).toEqual(expect.arrayContaining(['test:pick-up:true', 'touchdown']));
    const block = bbSolve(bbLessonById('block')).events;
    expect(block.find((e) => e.type === 'block')).toMatchObject({ dice: 2, chooser: 0 });
    expect(block.find((e) => e.type === 'armour')).toMatchObject({ broken: false });
    expect(kinds('pass')).toEqual(expect.arrayContaining(['test:pass:true', 'test:catch:true']));
  });
});
