// The lesson runner on a toy game, so each of its answers can be forced: a counter that a coach
// moves up by 1 or 2 ('one', 'two'), a die-rolling 'roll' that the script can run out of, and a
// second coach who must say 'ok' after every odd total.
import { describe, expect, it } from 'vitest';
import { type LessonDoor, type LessonOf, lessonDeadEnds, solveLesson } from './lessons';

interface Toy {
  total: number;
  dice: number;
}
type Move = 'one' | 'two' | 'roll' | 'ok';

const toy: LessonDoor<Toy, Move, string> = {
  legal: (s) => (s.total % 2 === 1 ? { decider: 'B', decisions: ['ok'], prompt: 'answer' } : { decider: 'A', decisions: ['one', 'two', 'roll'], prompt: 'count' }),
  apply(s, d) {
    if (d === 'roll') return s.dice > 0 ? { ok: true, state: { total: s.total + 2, dice: s.dice - 1 }, events: ['rolled'] } : { ok: false, error: { code: 'dice-exhausted', message: 'no die left' } };
    if (d === 'ok') return { ok: true, state: { ...s, total: s.total + 1 }, events: ['ok'] };
    return { ok: true, state: { ...s, total: s.total + (d === 'one' ? 1 : 2) }, events: [d] };
  },
  decisionKey: (d) => d,
};

const lesson = (steps: LessonOf<string, Toy, Move>['steps'], replies: LessonOf<string, Toy, Move>['replies'] = [], end = (s: Toy) => s.total >= 4): LessonOf<string, Toy, Move> => ({ id: 'toy', learner: 'A', steps, replies, end });
const atLeast = (n: number) => (s: Toy) => s.total >= n;
const ok = (d: Move) => d === 'ok';

describe('the lesson runner', () => {
  it('counts the match after each learner decision, the replies it drew included', () => {
    // 'one' makes the total odd, so B's 'ok' follows it.
    const played = solveLesson(toy, lesson([{ id: 'first', accept: (d) => d === 'one', done: atLeast(2) }, { id: 'second', accept: (d) => d === 'two', done: atLeast(4) }], [ok]), { total: 0, dice: 0 });
    expect(played.decisions).toEqual([['one'], ['two']]);
    expect(played.applied).toEqual([[2], [3]]);
    expect(played.repliesUsed).toBe(1);
  });

  it('refuses a lesson whose step is already done when it begins', () => {
    expect(() => solveLesson(toy, lesson([{ id: 'a', accept: (d) => d === 'two', done: atLeast(2) }, { id: 'b', accept: (d) => d === 'two', done: atLeast(2) }]), { total: 0, dice: 0 })).toThrow(
      /step b is already done when it begins/,
    );
  });
});

describe('lessonDeadEnds', () => {
  it('finds nothing where every taken decision plays on to the end', () => {
    expect(lessonDeadEnds(toy, lesson([{ id: 'count', accept: (d) => d !== 'roll', done: atLeast(4) }], [ok, ok, ok, ok]), { total: 0, dice: 0 })).toEqual([]);
  });

  it('finds a taken decision the script has no die for, which the solution never plays', () => {
    const l = lesson([{ id: 'count', accept: (d) => d === 'two' || d === 'roll', done: atLeast(4) }]);
    expect(solveLesson(toy, l, { total: 0, dice: 0 }).decisions).toEqual([['two', 'two']]);
    expect(lessonDeadEnds(toy, l, { total: 0, dice: 0 }).sort()).toEqual(['step count: roll is refused (dice-exhausted)', 'step count: roll is refused (dice-exhausted) after two']);
  });

  it('finds a step that takes nothing, whichever way the step before went', () => {
    // The second step takes 'two', or 'one' on a total of 3, which A never decides on (B answers odd totals).
    const l = lesson(
      [
        { id: 'start', accept: (d) => d === 'one' || d === 'two', done: atLeast(2) },
        { id: 'finish', accept: (d, s) => d === 'two' || (d === 'one' && s.total === 3), done: atLeast(4) },
      ],
      [ok],
    );
    expect(lessonDeadEnds(toy, l, { total: 0, dice: 0 })).toEqual([]);
    const narrow = lesson([{ id: 'start', accept: (d) => d === 'one' || d === 'two', done: atLeast(2) }, { id: 'finish', accept: (d, s) => d === 'one' && s.total === 3, done: atLeast(4) }], [ok]);
    expect(lessonDeadEnds(toy, narrow, { total: 0, dice: 0 }).sort()).toEqual(['step finish takes none of the legal decisions (count) after one', 'step finish takes none of the legal decisions (count) after two']);
  });

  it('finds a step already done when it begins, a missing reply and an end never reached', () => {
    const early = lesson([
      { id: 'a', accept: (d) => d === 'two', done: atLeast(2) },
      { id: 'b', accept: (d) => d === 'two', done: atLeast(2) },
    ]);
    expect(lessonDeadEnds(toy, early, { total: 0, dice: 0 })).toEqual(['step b is already done when it begins after two']);
    const noReply = lesson([{ id: 'count', accept: (d) => d === 'one' || d === 'two', done: atLeast(4) }]);
    expect(lessonDeadEnds(toy, noReply, { total: 0, dice: 0 })).toContain('step count: after one, lesson toy: coach B is asked "answer" but the lesson has no reply 1 for it');
    const short = lesson([{ id: 'count', accept: (d) => d === 'two', done: atLeast(2) }], [], atLeast(6));
    expect(lessonDeadEnds(toy, short, { total: 0, dice: 0 })).toEqual(["every step is done but the lesson's end is not reached after two"]);
  });
});
