import { describe, expect, it } from 'vitest';
import { applyDecision, keyOf, question } from '../engine';
import { seededBBDice } from '../engine/dice';
import type { Decision, MatchState } from '../engine/types';
import { buildPosition, type ScenarioPosition } from '../scenario';
import { chooseBloodBowlDecision, chooseWithLookAhead, LOOK_AHEAD } from './coach';
import { evaluate } from './evaluate';
import { actionAlternatives } from './lookahead';
import { chooseAction } from './policy';

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

/** A position at the acting team's action prompt, with match dice of its own (the coach must not read them). */
function at(pos: ScenarioPosition): MatchState {
  return { ...buildPosition(pos, []), dice: seededBBDice(99) };
}

/** Easy as it plays; Normal's choices with the look-ahead (lookahead.ts), switched on or not. */
function decide(s: MatchState, level: 'easy' | 'normal', seed: number): Decision {
  const q = question(s);
  if (!q) throw new Error('no question');
  return level === 'easy' ? chooseBloodBowlDecision(s, q, level, seed) : chooseWithLookAhead(s, q, level, seed);
}

/**
 * Humans to act. Their blitzer (0) stands between two Orc linemen (21, 22): every square out is a
 * dodge into a tackle zone (4+), so the static rule (a route at 60% or better) does not blitz the
 * Orc thrower (20) holding the ball four squares away, and the block on a lineman is at the
 * Orcs' choice. The thrower cannot score next turn.
 */
const DODGE_TO_THE_CARRIER: ScenarioPosition = {
  teams: ['human', 'orc'],
  team: 'home',
  players: [
    { id: 0, at: [10, 7] },
    { id: 9, at: [3, 3] },
    { id: 20, at: [14, 7] },
    { id: 21, at: [11, 7] },
    { id: 22, at: [9, 7] },
    { id: 12, at: [20, 2] },
  ],
  ball: { carrier: 20 },
};

describe("Blood Bowl Normal's look-ahead", () => {
  it('is off at both levels as measured (docs/ai.md): the coach plays its static policy', () => {
    expect(LOOK_AHEAD).toEqual({ easy: false, normal: false });
    const s = at(DODGE_TO_THE_CARRIER);
    const q = question(s);
    if (!q) throw new Error('no question');
    for (const seed of SEEDS) expect(keyOf(chooseBloodBowlDecision(s, q, 'normal', seed))).toBe(keyOf(chooseAction(s, q.decisions, 'normal')));
  });

  it('blitzes the carrier through a dodge when the played-out samples show the ball coming loose; Easy does not', () => {
    const s = at(DODGE_TO_THE_CARRIER);
    const q = question(s);
    if (!q) throw new Error('no question');
    const blitz = keyOf({ kind: 'action', player: 0, action: 'blitz' });
    // The static rule passes him over (Easy's and Normal's alike)...
    expect(keyOf(chooseAction(s, q.decisions, 'normal'))).not.toBe(blitz);
    expect(actionAlternatives(s, q.decisions).some((it) => it.target === 20 && keyOf(it.first) === blitz)).toBe(true);
    for (const seed of SEEDS) expect(keyOf(decide(s, 'easy', seed))).not.toBe(blitz);
    // ...the look-ahead takes it, for most sample seeds (each seed is a different handful of dice).
    const blitzes = SEEDS.filter((seed) => keyOf(decide(s, 'normal', seed)) === blitz).length;
    expect(blitzes).toBeGreaterThanOrEqual(6);
  });

  it('keeps the static choice when a block away from the ball risks the turn for little', () => {
    // A lineman next to an Orc lineman (one die), the Human carrier yet to act far from both: a
    // knock-down is worth little, a turnover costs his run.
    const s = at({
      teams: ['human', 'orc'],
      team: 'home',
      players: [
        { id: 8, at: [12, 7] },
        { id: 6, at: [6, 2] },
        { id: 21, at: [13, 7] },
        { id: 20, at: [20, 12] },
      ],
      ball: { carrier: 6 },
    });
    const q = question(s);
    if (!q) throw new Error('no question');
    const alts = actionAlternatives(s, q.decisions);
    expect(alts.map((it) => it.target)).toContain(21);
    const own = keyOf(chooseAction(s, q.decisions, 'normal'));
    expect(own).not.toBe(keyOf({ kind: 'action', player: 8, action: 'block' }));
    for (const seed of SEEDS) expect(keyOf(decide(s, 'normal', seed))).toBe(own);
  });

  it('never changes the state, reads no match die and repeats itself for the same seed', () => {
    const s = at(DODGE_TO_THE_CARRIER);
    const before = JSON.stringify(s);
    const d = decide(s, 'normal', 3);
    expect(JSON.stringify(s)).toBe(before);
    // Other match dice, the same decision: the samples come from the coach's seed.
    expect(keyOf(decide({ ...s, dice: seededBBDice(12345) }, 'normal', 3))).toBe(keyOf(d));
    expect(keyOf(decide(JSON.parse(before) as MatchState, 'normal', 3))).toBe(keyOf(d));
    // The decision is one the engine takes.
    expect(applyDecision(s, d).ok).toBe(true);
  });

  it('scores the ball knocked loose above the opposing carrier standing with it', () => {
    const s = at(DODGE_TO_THE_CARRIER);
    const loose: MatchState = { ...s, ball: { at: 'ground', square: (s.players[20]?.square ?? 0) + 1 } };
    expect(evaluate(loose, 0)).toBeGreaterThan(evaluate(s, 0) + 20);
    // The same position from the other side is the negative.
    expect(evaluate(s, 1)).toBeCloseTo(-evaluate(s, 0));
  });
});
