import { describe, expect, it } from 'vitest';
import { lessonDeadEnds } from '../../../game/lessons';
import { dreadball } from '../index';
import { applyDecision, legalDecisions } from '../engine';
import { LESSONS, lessonById } from './lessons';
import { diceLeft, lessonStart, replyFor, solve, takes } from './run';
import { LESSON_IDS } from './types';

describe('Learn to play lessons', () => {
  it('are the lessons of the list, in order', () => {
    expect(LESSONS.map((l) => l.id)).toEqual([...LESSON_IDS]);
    expect(() => lessonById('nope')).toThrow(/no lesson "nope"/);
  });

  for (const lesson of LESSONS) {
    describe(lesson.id, () => {
      it('starts with no step already done and its end not reached', () => {
        const s = lessonStart(lesson);
        expect(lesson.steps[0]?.done(s)).toBe(false);
        expect(lesson.end(s)).toBe(false);
        expect(legalDecisions(s).decider).toBe(lesson.learner);
      });

      it('has no dead end: every decision a step takes, in every order, plays on to the end with the script', () => {
        expect(lessonDeadEnds(dreadball, lesson, lessonStart(lesson))).toEqual([]);
      });

      it('plays start to finish through the engine, rolling exactly its dice', () => {
        const played = solve(lesson);
        expect(lesson.end(played.state)).toBe(true);
        expect(diceLeft(played.state)).toBe(0);
        expect(played.repliesUsed).toBe(lesson.replies.length);
        expect(played.decisions.every((ds) => ds.length > 0)).toBe(true);
      });

      if (lesson.dice.length > 0) {
        it('runs out of dice with one face fewer (none is missing from the script either)', () => {
          const short = { ...lesson, dice: lesson.dice.slice(0, -1) };
          expect(() => solve(short)).toThrow(/dice-exhausted/);
        });
      }

      it('refuses a legal decision the first step does not ask for', () => {
        const s = lessonStart(lesson);
        const step = lesson.steps[0]!;
        const other = legalDecisions(s).decisions.find((d) => !step.accept(d, s));
        expect(other).toBeDefined();
        expect(takes(step, s, other!)).toBe(false);
        const right = legalDecisions(s).decisions.find((d) => step.accept(d, s))!;
        expect(takes(step, s, right)).toBe(true);
      });
    });
  }

  it('a reply is made only when the other coach is asked, and a missing one is a clear error', () => {
    const slam = lessonById('slam');
    expect(replyFor(slam, 0, lessonStart(slam))).toBeNull();
    let s = lessonStart(slam);
    for (const step of slam.steps.slice(0, 2)) {
      while (legalDecisions(s).decider === 'A' && !step.done(s)) {
        const d = legalDecisions(s).decisions.find((x) => step.accept(x, s))!;
        const res = applyDecision(s, d);
        if (!res.ok) throw new Error(res.error.message);
        s = res.state;
        if (legalDecisions(s).decider === 'B') break;
      }
      if (legalDecisions(s).decider === 'B') break;
    }
    expect(replyFor(slam, 0, s)).toMatchObject({ kind: 'defend', choice: 'counter-slam' });
    expect(() => replyFor(slam, 1, s)).toThrow(/no reply 2/);
  });

  it('the snatch comes from behind: the carrier may only duck, and a spectacular win takes the ball', () => {
    const played = solve(lessonById('snatch'));
    expect(played.repliesUsed).toBe(0);
    const tests = played.events.filter((e) => e.type === 'test');
    expect(tests).toEqual([
      expect.objectContaining({ test: 'snatch', player: 5, dice: 4, target: 4, successes: 3 }),
      expect.objectContaining({ test: 'duck', player: 11, dice: 3, target: 3, successes: 1 }),
    ]);
    expect(played.events).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'clash', winner: 'attacker', spectacular: true }), expect.objectContaining({ type: 'ball-held', player: 5, how: 'snatch' })]));
  });

  it('the pass: the throw by distance (+1 Striker), then one catch die per throw success', () => {
    const played = solve(lessonById('pass'));
    expect(played.events.find((e) => e.type === 'ball-thrown')).toMatchObject({ player: 5, at: 'team-mate' });
    expect(played.events.filter((e) => e.type === 'test')).toEqual([
      expect.objectContaining({ test: 'throw', player: 5, base: 3, dice: 4, successes: 2 }),
      expect.objectContaining({ test: 'catch', player: 2, base: 2, dice: 2, successes: 1, outcome: 'pass' }),
    ]);
    expect(played.events.some((e) => e.type === 'rush-end')).toBe(false);
  });

  it('the sprint: ten hexes straight on for a Jack of Move 5, twice what his Run allows', () => {
    const lesson = lessonById('sprint');
    const played = solve(lesson);
    expect(played.events.filter((e) => e.type === 'step')).toHaveLength(10);
    expect(played.events.some((e) => e.type === 'test')).toBe(false);
    const s = lessonStart(lesson);
    const allowance = (action: 'run' | 'sprint') => {
      const res = applyDecision(s, { kind: 'action', player: 2, action });
      if (!res.ok) throw new Error(res.error.message);
      return res.state.action?.allowance;
    };
    expect(allowance('run')).toBe(5);
    expect(allowance('sprint')).toBe(10);
  });

  it('standing up: a spectacular Speed test, the facing asked, a free Run that costs no token', () => {
    const played = solve(lessonById('standUp'));
    expect(played.events.find((e) => e.type === 'test')).toMatchObject({ test: 'stand-up', dice: 3, target: 4, successes: 2, outcome: 'spectacular' });
    expect(played.events.find((e) => e.type === 'free-action-offered')).toMatchObject({ player: 2, kinds: ['run', 'slam'] });
    expect(played.events.filter((e) => e.type === 'action')).toEqual([expect.objectContaining({ action: 'stand-up', free: false, tokensLeft: 4 }), expect.objectContaining({ action: 'run', free: true, tokensLeft: 4 })]);
  });
  it('a catch and a free Strike: a spectacular catch offers a free Throw, which costs no token and scores', () => {
    const played = solve(lessonById('freeStrike'));
    expect(played.events.filter((e) => e.type === 'test')).toEqual([
      expect.objectContaining({ test: 'throw', player: 5, base: 3, dice: 4, successes: 2 }),
      expect.objectContaining({ test: 'catch', player: 6, base: 2, dice: 3, successes: 2, outcome: 'spectacular' }),
      // 3 dice, +1 Striker, -1 at the Strike hex, -1 for the turn.
      expect.objectContaining({ test: 'throw', player: 6, dice: 2, successes: 1, modifiers: [expect.objectContaining({ reason: 'striker' }), expect.objectContaining({ reason: 'strike-hex' }), expect.objectContaining({ reason: 'moved-or-turned' })] }),
    ]);
    expect(played.events.find((e) => e.type === 'free-action-offered')).toMatchObject({ player: 6, kinds: ['run', 'throw'] });
    expect(played.events.filter((e) => e.type === 'action')).toEqual([expect.objectContaining({ player: 5, action: 'throw', free: false, tokensLeft: 4 }), expect.objectContaining({ player: 6, action: 'throw', free: true, tokensLeft: 4 })]);
    expect(played.events.find((e) => e.type === 'strike')).toMatchObject({ player: 6, points: 3 });
  });
});
