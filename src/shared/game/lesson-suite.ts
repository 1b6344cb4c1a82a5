/**
 * The checks every game's lessons must pass: call `describeLessons` from a test file with the
 * game's door and its lessons. Each lesson starts with the learner to decide and nothing done,
 * plays to its end through the engine from its own solution, rolls exactly its dice (one fewer is
 * a clear error), its first step leaves some legal decision out (the stores' tests show it refused),
 * and no way a learner can take through it ends stuck, refused or short of its end.
 */
import { describe, expect, it } from 'vitest';
import { type LessonDoor, type LessonOf, lessonDeadEnds, lessonReply, solveLesson } from './lessons';

export interface LessonSuite<Id extends string, State, Decision, Event, L extends LessonOf<Id, State, Decision> & { dice: number[] }> {
  door: LessonDoor<State, Decision, Event>;
  ids: readonly Id[];
  lessons: readonly L[];
  byId(id: string): L;
  start(lesson: L): State;
  /** Scripted dice not rolled yet. */
  diceLeft(state: State): number;
}

export function describeLessons<Id extends string, State, Decision, Event, L extends LessonOf<Id, State, Decision> & { dice: number[] }>(
  game: string,
  suite: LessonSuite<Id, State, Decision, Event, L>,
): void {
  const { door } = suite;
  describe(`${game} lessons`, () => {
    it('are those of the list, in order, and an unknown one is a clear error', () => {
      expect(suite.lessons.map((l) => l.id)).toEqual([...suite.ids]);
      expect(() => suite.byId('nope')).toThrow(/lesson "nope"/);
    });

    for (const lesson of suite.lessons) {
      describe(lesson.id, () => {
        it("starts with the learner to decide, no step done and its end not reached", () => {
          const s = suite.start(lesson);
          expect(lesson.steps[0]?.done(s)).toBe(false);
          expect(lesson.end(s)).toBe(false);
          expect(door.legal(s).decider).toBe(lesson.learner);
          expect(lessonReply(door, lesson, 0, s)).toBeNull();
        });

        it('has no dead end: every decision a step takes, in every order, plays on to the end with the script', () => {
          expect(lessonDeadEnds(door, lesson, suite.start(lesson))).toEqual([]);
        });

        it('plays start to finish through the engine, rolling exactly its dice', () => {
          const played = solveLesson(door, lesson, suite.start(lesson));
          expect(lesson.end(played.state)).toBe(true);
          expect(suite.diceLeft(played.state)).toBe(0);
          expect(played.repliesUsed).toBe(lesson.replies.length);
          expect(played.decisions).toHaveLength(lesson.steps.length);
          expect(played.decisions.every((ds) => ds.length > 0)).toBe(true);
        });

        if (lesson.dice.length > 0) {
          it('fails in words with one die fewer (none is missing from the script)', () => {
            const short = { ...lesson, dice: lesson.dice.slice(0, -1) };
            expect(() => solveLesson(door, short, suite.start(short))).toThrow(/ran out/);
          });
        }

        it('its first step refuses some legal decision: a learner can choose wrongly and be told so', () => {
          const s = suite.start(lesson);
          const step = lesson.steps[0]!;
          const all = door.legal(s).decisions;
          expect(all.some((d) => !step.accept(d, s))).toBe(true);
          expect(all.some((d) => step.accept(d, s))).toBe(true);
        });
      });
    }
  });
}
