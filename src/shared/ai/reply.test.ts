import { describe, expect, it } from 'vitest';
import { buildPosition, type ScenarioPlayer } from '../engine/scenario';
import type { MatchState } from '../engine/types';
import { CLOCK_SCALE, clockSpread, clockValue, evaluate } from './evaluate';
import { attacksOn, carrierRisk, opposed } from './reply';

// Human against human: team A ids 0-1 Guards, 2-4 Jacks, 5-7 Strikers; team B 8-9, 10-12, 13-15.
// Direction 0 points along +q, 3 along -q.
function position(players: ScenarioPlayer[], extra: Partial<MatchState> = {}): MatchState {
  const s = buildPosition({ teams: ['human', 'human'], home: 'A', players, ball: { carrier: 5 } }, []);
  return { ...s, ...extra };
}

const carrier: ScenarioPlayer = { id: 5, hex: [0, 0], facing: 0 };

describe('opponent reply against the carrier', () => {
  it('sees no danger when no opponent can reach the carrier', () => {
    const s = position([carrier, { id: 8, hex: [9, 0], facing: 3 }]);
    expect(attacksOn(s, s.players[5])).toEqual([]);
    expect(carrierRisk(s, s.players[5], 5)).toEqual({ lose: 0, steal: 0 });
  });

  it('counts an adjacent Guard slam as its chance of a spectacular win', () => {
    const s = position([carrier, { id: 8, hex: [1, 0], facing: 3 }]);
    const attacks = attacksOn(s, s.players[5]);
    expect(attacks).toHaveLength(1);
    expect(attacks[0].kind).toBe('slam');
    expect(attacks[0].attacker).toBe(8);
    // Guard: 3 dice +1 (Guard), no +1 for moving in since it stays; the Striker ducks with 3 +1 at Speed 4+,
    // -1 for being in the Guard's threat is not counted (the Guard is the opponent of the test).
    const odds = opposed(4, 4, 4, 4);
    expect(attacks[0].lose).toBeCloseTo(odds.attackerSpectacular, 10);
    expect(attacks[0].steal).toBe(0);
    expect(carrierRisk(s, s.players[5], 5).lose).toBeCloseTo(odds.attackerSpectacular, 10);
    expect(carrierRisk(s, s.players[5], 0).lose).toBe(0);
  });

  it('adds independent attacks while tokens last, best first', () => {
    const s = position([carrier, { id: 8, hex: [1, 0], facing: 3 }, { id: 13, hex: [-3, 0], facing: 0 }]);
    const attacks = attacksOn(s, s.players[5]);
    expect(attacks).toHaveLength(2);
    expect(attacks[0].lose).toBeGreaterThanOrEqual(attacks[1].lose);
    const one = carrierRisk(s, s.players[5], 1);
    const two = carrierRisk(s, s.players[5], 5);
    expect(one.lose).toBeCloseTo(attacks[0].lose, 10);
    expect(two.lose).toBeCloseTo(1 - (1 - attacks[0].lose) * (1 - attacks[1].lose), 10);
    expect(two.lose).toBeGreaterThan(one.lose);
    // The Striker's Snatch can steal the ball, never more often than it knocks it loose.
    const snatch = attacks.find((a) => a.attacker === 13);
    expect(snatch?.kind).toBe('snatch');
    expect(snatch && snatch.steal > 0 && snatch.steal <= snatch.lose).toBe(true);
  });

  it('lets an escort make the attack hexes worse for the attacker', () => {
    // A Jack west of the carrier can only step to (-1,0) for a one-token Snatch.
    const jack: ScenarioPlayer = { id: 10, hex: [-2, 0], facing: 0 };
    const alone = position([carrier, jack]);
    // A team-mate Guard on (-1,-1) facing (-1,0) threatens that hex: the Jack loses a die there.
    const escorted = position([carrier, jack, { id: 0, hex: [-1, -1], facing: 1 }]);
    const a = carrierRisk(alone, alone.players[5], 1).lose;
    expect(a).toBeGreaterThan(0);
    expect(carrierRisk(escorted, escorted.players[5], 1).lose).toBeLessThan(a);
  });

  it('counts a Jack running first then snatching as a two-token attack', () => {
    const s = position([carrier, { id: 10, hex: [-5, 0], facing: 0 }]);
    const attacks = attacksOn(s, s.players[5]);
    expect(attacks).toHaveLength(1);
    expect(attacks[0].tokens).toBe(2);
    expect(carrierRisk(s, s.players[5], 1).lose).toBe(0);
    expect(carrierRisk(s, s.players[5], 2).lose).toBeGreaterThan(0);
  });
});

describe('Hard evaluation', () => {
  it('values a carrier in danger less with the reply view, and stays antisymmetric', () => {
    const safe = position([carrier, { id: 8, hex: [9, 0], facing: 3 }], { rushing: 1 });
    const danger = position([carrier, { id: 8, hex: [1, 0], facing: 3 }, { id: 13, hex: [-2, 0], facing: 0 }], { rushing: 1 });
    const opts = { reply: true, clock: true };
    expect(evaluate(danger, 0, opts)).toBeLessThan(evaluate(safe, 0, opts));
    for (const s of [safe, danger]) expect(evaluate(s, 0, opts)).toBeCloseTo(-evaluate(s, 1, opts), 6);
  });

  it('turns the raw value into a win chance that grows sharper as the match runs out', () => {
    const early = position([carrier], { rush: 1 });
    const late = position([carrier], { rush: 14 });
    expect(Math.abs(clockValue(early, 0))).toBeLessThan(1e-3);
    expect(clockValue(early, 100)).toBeCloseTo(-clockValue(early, -100), 10);
    // A one-point lead is worth about a point at kick-off and more near the end.
    expect(clockValue(early, 100)).toBeGreaterThan(80);
    expect(clockValue(early, 100)).toBeLessThan(100);
    expect(clockValue(late, 100)).toBeGreaterThan(clockValue(early, 100));
    // A bigger lead is always better, but never worth more than a won match.
    expect(clockValue(late, 300)).toBeGreaterThan(clockValue(late, 200));
    expect(clockValue(late, 300)).toBeLessThan(CLOCK_SCALE);
    expect(evaluate({ ...late, phase: 'over', result: { winner: 'A', reason: 'final-whistle' }, score: [1, 0] }, 0, { clock: true })).toBeGreaterThan(CLOCK_SCALE - 1);
  });

  it('keeps the clock spread of the asked position for the whole decision', () => {
    // Two positions alike but one rush apart: with the spread of the rush being played, the
    // next rush's number alone does not make a lead worth more.
    const now = position([carrier], { rush: 10, score: [3, 1] });
    const next = { ...now, rush: 11 };
    expect(clockSpread(next)).toBeLessThan(clockSpread(now));
    const opts = { clock: true, spread: clockSpread(now) };
    expect(evaluate(next, 0, opts)).toBeCloseTo(evaluate(now, 0, opts), 10);
    expect(evaluate(next, 0, { clock: true })).toBeGreaterThan(evaluate(now, 0, { clock: true }));
  });

  it('puts only the points on the board through the clock with clockScore', () => {
    const even = position([carrier], { rush: 12, score: [1, 1] });
    const ahead = { ...even, score: [2, 1] as [number, number] };
    const opts = { clockScore: true, spread: clockSpread(even) };
    // Level score: exactly the standard evaluation.
    expect(evaluate(even, 0, opts)).toBeCloseTo(evaluate(even, 0), 10);
    // A point's lead late in the match is worth more than its 100, and stays antisymmetric.
    const gain = evaluate(ahead, 0, opts) - evaluate(even, 0, opts);
    expect(gain).toBeGreaterThan(100);
    expect(gain).toBeCloseTo(clockValue(even, 100, opts.spread), 6);
    expect(evaluate(ahead, 0, opts)).toBeCloseTo(-evaluate(ahead, 1, opts), 6);
  });
});

