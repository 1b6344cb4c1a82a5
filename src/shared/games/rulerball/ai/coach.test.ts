/**
 * The computer coach's habits that decide whether a possession lives: positions written by hand
 * (the scenario builder), the coach asked once. Home figures are 0-4 skaters, 5-6 catchers,
 * 7-9 bikers; away 10-19 the same.
 */
import { describe, expect, it } from 'vitest';
import { question } from '../engine';
import type { Decision, Figure, MatchState } from '../engine/types';
import { buildPosition, type ScenarioPosition } from '../scenario';
import { cellAt, ringOf } from '../track/track';
import { chooseRulerballDecision, type RBAiLevel } from './coach';
import { forwardSteps, inLane, situation } from './look';
import { scoredMoves } from './moves';

function decide(pos: ScenarioPosition, level: RBAiLevel = 'normal'): { s: MatchState; d: Decision } {
  const s = buildPosition(pos, []).state;
  const q = question(s);
  if (!q) throw new Error('the position asks nothing');
  return { s, d: chooseRulerballDecision(s, q, level, 1) };
}

const activated = { team: 'home' as const, marked: 5, crossings: 14, sinceActivation: 2 };

describe('Rülerball coach', () => {
  it('a team-mate moving before the carrier keeps out of his lane', () => {
    for (const level of ['easy', 'normal'] as const) {
      // Skater 1 (sector 6) moves first; the carrier, skater 0, is one sector ahead in sector 5.
      const { d } = decide(
        { start: 'move', first: 6, figures: [{ id: 1, at: [3, 6, 1], speed: 3 }, { id: 0, at: [3, 5, 2], speed: 5 }, { id: 12, at: [2, 12, 1], speed: 2 }], ball: { carrier: 0 } },
        level,
      );
      expect(d.kind).toBe('move');
      if (d.kind === 'move') expect(inLane(cellAt(3, 5, 2), d.to)).toBe(false);
    }
  });

  it('a catcher with a fresh ball hands it to a free skater beside him, nobody near (only a skater can shoot at activation)', () => {
    const { d } = decide({ start: 'move', first: 7, figures: [{ id: 5, at: [3, 7, 1], speed: 2 }, { id: 0, at: [3, 6, 2], speed: 2 }, { id: 12, at: [2, 12, 1], speed: 2 }], ball: { carrier: 5 } });
    expect(d).toMatchObject({ kind: 'move', figure: 5, handOff: 0 });
  });

  it('the carrier stops a square short rather than in front of a square already taken (boxed in next turn, the ball is lost)', () => {
    // Skater 0 (speed 6, top 8) can reach sector 4 slot 0 (8 squares) or slot 1 (7 squares); an
    // injured figure lies right ahead of slot 0, on a square every slot-0 end has ahead of it.
    const { d } = decide({
      start: 'move',
      first: 6,
      figures: [{ id: 0, at: [3, 6, 2], speed: 6 }, { id: 13, at: [3, 3, 2], state: 'lying' }, { id: 12, at: [2, 12, 1], speed: 2 }],
      ball: { carrier: 0 },
      possession: { team: 'home', marked: 7, crossings: 1, sinceActivation: null },
    });
    expect(d.kind).toBe('move');
    if (d.kind === 'move') expect(forwardSteps(cellAt(3, 6, 2), d.to)).toBe(7);
  });

  it('a catcher with the activated ball hands it to a skater waiting in the shooting place', () => {
    // Home scores in sector 1; skater 0 stands in the mouth, catcher 5 two sectors behind.
    const { d } = decide({
      start: 'move',
      first: 3,
      figures: [{ id: 5, at: [3, 3, 1], speed: 4 }, { id: 0, at: [4, 1, 1], speed: 1, moved: true }, { id: 12, at: [2, 8, 1], speed: 2 }],
      ball: { carrier: 5 },
      possession: activated,
    });
    expect(d).toMatchObject({ kind: 'move', figure: 5, handOff: 0 });
  });

  it('the carrier does not assault when the ball in motion does not make him', () => {
    // A stronger, faster carrier (4 + 1 against 3) beside a slow skater behind him: still he holds.
    const { d } = decide({ start: 'combat', first: 5, figures: [{ id: 0, at: [3, 5, 1], speed: 5, upgrades: ['strength'] }, { id: 10, at: [3, 5, 2], speed: 0 }], ball: { carrier: 0 } });
    expect(d).toEqual({ kind: 'hold', figure: 0 });
  });

  it('Normal knocks a defender out of the mouth before its carrier shoots; Easy hits the easier target', () => {
    // Home shoots at sector 1; away 10 guards the mouth (faster, so no +1), away 11 beside is slow.
    const pos: ScenarioPosition = {
      start: 'combat',
      first: 1,
      figures: [
        { id: 0, at: [3, 1, 0], speed: 2, fought: true },
        { id: 1, at: [3, 1, 2], speed: 2 },
        { id: 10, at: [4, 1, 1], speed: 3, fought: true },
        { id: 11, at: [2, 1, 2], speed: 0, fought: true },
      ],
      ball: { carrier: 0 },
      possession: activated,
    };
    expect(decide(pos, 'normal').d).toMatchObject({ kind: 'assault', figure: 1, target: 10 });
    expect(decide(pos, 'easy').d).toMatchObject({ kind: 'assault', figure: 1, target: 11 });
  });

  it('Normal knocks down the opponent beside its carrier before his turn to hit comes; Easy hits the easier target', () => {
    // Escort 1 (sector 5) fights first; away 10 beside the carrier (sector 6) has still to fight,
    // away 11 beside the escort only is slow (the escort gets +1 on him).
    const pos: ScenarioPosition = {
      start: 'combat',
      first: 5,
      figures: [
        { id: 0, at: [3, 6, 0], speed: 4, fought: true },
        { id: 1, at: [3, 5, 2], speed: 2 },
        { id: 10, at: [2, 6, 0], speed: 3 },
        { id: 11, at: [4, 5, 1], speed: 0, fought: true },
      ],
      ball: { carrier: 0 },
    };
    expect(decide(pos, 'normal').d).toMatchObject({ kind: 'assault', figure: 1, target: 10 });
    expect(decide(pos, 'easy').d).toMatchObject({ kind: 'assault', figure: 1, target: 11 });
  });

  it("Easy's sloppy second choice is never a risky act it rules out (assaulting a biker)", () => {
    const s = buildPosition({ start: 'combat', first: 5, figures: [{ id: 0, at: [3, 5, 1], speed: 3 }, { id: 17, at: [3, 5, 2], speed: 3 }] }, []).state;
    const q = question(s);
    if (!q) throw new Error('the position asks nothing');
    expect(q.decisions.some((d) => d.kind === 'assault')).toBe(true);
    for (let seed = 1; seed <= 60; seed++) expect(chooseRulerballDecision(s, q, 'easy', seed).kind).toBe('hold');
  });

  it('the carrier ends out of reach of an opponent still to move this turn, not only of those beside him', () => {
    for (const level of ['easy', 'normal'] as const) {
      // Away skater 10 on ring 1, two squares behind, moves after the carrier (sector 6 after 5) and
      // changes at most one ring: beside a carrier on ring 2 or 3 after the move, never on ring 4.
      const { d } = decide({ start: 'move', first: 5, figures: [{ id: 0, at: [3, 5, 1], speed: 4 }, { id: 10, at: [1, 6, 0], speed: 6 }], ball: { carrier: 0 } }, level);
      expect(d.kind).toBe('move');
      if (d.kind === 'move') expect(ringOf(d.to)).toBe(4);
    }
  });

  it('an escort walls off the chasers 3-4 squares behind a carrier who has moved', () => {
    for (const level of ['easy', 'normal'] as const) {
      // Away skater 10 behind moves later (sector 8); squares skater 1 controls end his move short of
      // the carrier. Skater 1 (speed 3, so 0-6) could end 2 behind him, but not beside him.
      const { d } = decide(
        { start: 'move', first: 6, figures: [{ id: 0, at: [3, 4, 0], speed: 6, moved: true }, { id: 1, at: [3, 6, 2], speed: 3 }, { id: 10, at: [3, 8, 0], speed: 6 }], ball: { carrier: 0 } },
        level,
      );
      expect(d.kind).toBe('move');
      if (d.kind === 'move') expect([3, 4]).toContain(forwardSteps(d.to, cellAt(3, 4, 0)));
    }
  });

  it('the carrier keeps out of the gutter ring, where a fall kills the ball', () => {
    const { d } = decide({ start: 'move', first: 5, figures: [{ id: 0, at: [2, 5, 1], speed: 4 }, { id: 12, at: [4, 12, 1], speed: 2 }], ball: { carrier: 0 } });
    expect(d.kind).toBe('move');
    if (d.kind === 'move') expect(Math.floor(d.to / 36) + 1).toBeGreaterThan(1);
  });

  it('a skater with the activated ball in reach of the goal sector goes there, high on the banking', () => {
    for (const level of ['easy', 'normal'] as const) {
      const { d } = decide({ start: 'move', first: 2, figures: [{ id: 0, at: [3, 2, 2], speed: 4 }, { id: 12, at: [2, 8, 1], speed: 2 }], ball: { carrier: 0 }, possession: activated }, level);
      expect(d.kind).toBe('move');
      if (d.kind === 'move') expect([cellAt(3, 1, 0), cellAt(3, 1, 1), cellAt(3, 1, 2), cellAt(4, 1, 0), cellAt(4, 1, 1), cellAt(4, 1, 2)]).toContain(d.to);
    }
  });

  it("Easy defends carelessly (never its best choice while the opponent holds the ball) and attacks with care (its best 19 times in 20)", () => {
    // The same skater 1 moving in sector 6, once chasing the away carrier 10 ahead of him, once with the ball himself.
    const bestOf = (s: MatchState, figure: number): Decision => {
      const f = s.figures[figure] as Figure;
      const scored = scoredMoves(s, f, situation(s, f.seat), { plans: false });
      return [...scored].sort((a, b) => b.score - a.score)[0]?.decision as Decision;
    };
    const tally = (carrierId: number): number => {
      const s = buildPosition({ start: 'move', first: 6, figures: [{ id: 1, at: [3, 6, 1], speed: 4 }, { id: 10, at: [3, 5, 1], speed: 3, moved: true }, { id: 12, at: [2, 12, 1], speed: 2 }], ball: { carrier: carrierId } }, []).state;
      const q = question(s);
      if (!q || q.prompt !== 'move' || q.figure !== 1) throw new Error('skater 1 should be asked to move');
      const top = bestOf(s, 1);
      let bests = 0;
      for (let seed = 1; seed <= 100; seed++) if (JSON.stringify(chooseRulerballDecision(s, q, 'easy', seed)) === JSON.stringify(top)) bests++;
      return bests;
    };
    expect(tally(10)).toBe(0);
    expect(tally(1)).toBeGreaterThanOrEqual(88);
  });
});
