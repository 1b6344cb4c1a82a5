import { describe, expect, it } from 'vitest';
import type { MatchState } from '../engine/types';
import { type AiPlayer, LEVELS } from './coach';
import { bestChance, evaluate } from './evaluate';
import { carrierPosition, rushDecisions } from './rush.fixture';

/** Coach A's rush as words: `action:player`, a move's path length as `mN`, other answers by kind. */
function rushOf(s: MatchState, level: AiPlayer): string[] {
  return rushDecisions(s, level).map((d) => (d.kind === 'action' ? `${d.action}:${d.player}` : d.kind === 'move' ? `m${d.path.length}` : d.kind));
}

/** The carrier two hexes right of the centre spot, within a Throw's move of the 3-point zone; 4 tokens. */
const carrierAt = (suddenDeath: boolean): MatchState => carrierPosition(4, { carrier: [2, 0], suddenDeath });

describe('Sudden death: the first Strike wins, whatever its zone', () => {
  it('Hard counts every Strike of sudden death as the same few points, so a finished match weighs like one Strike', () => {
    const k = LEVELS.hard.suddenDeathStrike ?? 0;
    expect(k).toBeGreaterThan(0);
    expect(LEVELS['hard-v1'].suddenDeathStrike ?? 0).toBe(0);
    expect(LEVELS.normal.suddenDeathStrike ?? 0).toBe(0);
    const s = carrierAt(true);
    const won: MatchState = { ...s, phase: 'over', score: [1, 0], result: { winner: 'A', reason: 'sudden-death-strike' } };
    expect(evaluate(won, 0, k)).toBe(k * 100);
    expect(evaluate(won, 1, k)).toBe(-k * 100);
    // The other levels keep the match's 10,000 (and the points on the board).
    expect(evaluate(won, 0)).toBe(10_100);
    const throwers: MatchState = { ...won, score: [0, 0], result: { winner: 'B', reason: 'sudden-death-throwers' } };
    expect(evaluate(throwers, 0, k)).toBe(-k * 100);
  });

  it("in sudden death the carrier's best Strike is worth the same points from any zone, and outside it nothing changes", () => {
    const k = 4;
    const sd = carrierAt(true);
    const c = sd.players[6]!;
    const chance = bestChance(sd, c, 6, k)!;
    expect(chance.points).toBe(k);
    expect(chance.ev).toBeCloseTo(k * chance.p, 9);
    const normal = carrierAt(false);
    expect(evaluate(normal, 0, k)).toBe(evaluate(normal, 0));
    expect(evaluate(normal, 1, k)).toBe(evaluate(normal, 1));
    // No substitute comes on in sudden death: Hard's bench is worth nothing there.
    expect(evaluate(sd, 0, k)).not.toBe(evaluate(sd, 0));
  });

  it('Hard carries the ball into the zone and throws standing last, where hard-v1 throws at once on the move', () => {
    const hard = rushOf(carrierAt(true), 'hard');
    const v1 = rushOf(carrierAt(true), 'hard-v1');
    // hard-v1 weighs the winning Strike at 10,000 against positions worth hundreds: any odds will do.
    expect(v1[0]).toBe('throw:6');
    expect(v1[1]).not.toBe('m0');
    // Hard moves the carrier first (a Run or Sprint), then throws without moving: one die more.
    const t = hard.indexOf('throw:6');
    expect(t).toBeGreaterThan(0);
    expect(hard.slice(0, t).some((a) => a === 'run:6' || a === 'sprint:6')).toBe(true);
    expect(hard[t + 1]).toBe('m0');
    expect(hard.filter((a) => a.includes(':')).pop()).toBe('throw:6');
    // Out of sudden death Hard plays as before: the same position gives the same rush as today.
    expect(rushOf(carrierAt(false), 'hard')).toEqual(['run:6', 'm4', 'sprint:2', 'm6', 'run:0', 'm3', 'throw:6', 'm0', 'target-hex', 'coach-dice']);
  }, 60_000);
});
