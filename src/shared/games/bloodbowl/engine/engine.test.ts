// Unit checks of engine pieces the scenarios reach only in part.
import { describe, expect, it } from 'vitest';
import { squareAt } from '../pitch/pitch';
import { buildPosition } from '../scenario';
import { applyDecision } from './machine';
import { awaySquares } from './procs/push';
import { underPath } from './procs/pass';
import { placeable, setupCount } from './procs/setup';
import { invariants } from './invariants';
import { roll, scriptedBBDice, seededBBDice } from './dice';
import { keyOf, sameDecision } from './keys';
import { previewDecision } from '../preview';

describe('Blood Bowl engine pieces', () => {
  it('puts a square under the pass path when its centre is within half a square of the line, strictly between', () => {
    const a = squareAt(5, 7);
    const b = squareAt(11, 9);
    expect(underPath(a, b, squareAt(8, 8))).toBe(true);
    expect(underPath(a, b, squareAt(6, 7))).toBe(true);
    expect(underPath(a, b, squareAt(8, 7))).toBe(false);
    expect(underPath(a, b, squareAt(8, 10))).toBe(false);
    expect(underPath(a, b, a)).toBe(false);
    expect(underPath(a, b, b)).toBe(false);
    expect(underPath(a, b, squareAt(12, 9))).toBe(false);
  });

  it('pushes straight back to the three squares away, diagonal blocks to the diagonal and its two neighbours', () => {
    expect(awaySquares(squareAt(10, 7), squareAt(11, 7))).toEqual([
      { x: 12, y: 7 },
      { x: 12, y: 6 },
      { x: 12, y: 8 },
    ]);
    expect(awaySquares(squareAt(10, 7), squareAt(11, 8))).toEqual([
      { x: 12, y: 9 },
      { x: 12, y: 8 },
      { x: 11, y: 9 },
    ]);
  });

  it('stands a player with MA below 3 up on 4+, after which only GFI squares are left', () => {
    const base = buildPosition({ teams: ['human', 'orc'], players: [{ id: 8, at: [5, 7], status: 'prone' }] }, [4, 2, 2]);
    const slow = { ...base, players: base.players.map((p) => (p.id === 8 ? { ...p, ma: 2 } : p)) };
    const r = applyDecision(slow, { kind: 'action', player: 8, action: 'move' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'test', test: 'stand-up', needed: 4, ok: true }));
    expect(r.state.players[8]?.status).toBe('standing');
    const step1 = applyDecision(r.state, { kind: 'step', square: squareAt(6, 7) });
    if (!step1.ok) throw new Error(step1.error.message);
    expect(step1.events).toContainEqual(expect.objectContaining({ type: 'test', test: 'gfi' }));
  });

  it('leaves a player with MA below 3 prone on a failed stand-up, with no turnover', () => {
    const base = buildPosition({ teams: ['human', 'orc'], rerolls: [0, 0], players: [{ id: 8, at: [5, 7], status: 'prone' }] }, [3]);
    const slow = { ...base, players: base.players.map((p) => (p.id === 8 ? { ...p, ma: 2 } : p)) };
    const r = applyDecision(slow, { kind: 'action', player: 8, action: 'move' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.players[8]?.status).toBe('prone');
    expect(r.events.some((e) => e.type === 'turnover')).toBe(false);
    expect(r.state.acting).toBe(0);
  });

  it('offers only line squares once the placements left are all needed on the line', () => {
    const s = buildPosition({ teams: ['human', 'orc'], phase: 'setup', team: 'home', players: Array.from({ length: 8 }, (_, i) => ({ id: i, at: [8, i + 4] as [number, number] })) }, []);
    const c = setupCount(s, 0);
    expect(c).toMatchObject({ placed: 8, onLine: 0, due: 11 });
    expect(placeable(s, 0, squareAt(11, 7), c)).toBe(false);
    expect(placeable(s, 0, squareAt(12, 7), c)).toBe(true);
  });

  it('rolls seeded dice evenly and scripted dice in order, refusing a face the die lacks', () => {
    const d = seededBBDice(3);
    const counts = [0, 0, 0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 8000; i++) counts[roll(d, 8) - 1]++;
    for (const c of counts) expect(Math.abs(c - 1000)).toBeLessThan(150);
    const s = scriptedBBDice([2, 8]);
    expect(roll(s, 6)).toBe(2);
    expect(() => roll(s, 6)).toThrow(/d6/);
    expect(roll(s, 8)).toBe(8);
    expect(() => roll(s, 6)).toThrow(/ran out/);
  });

  it('finds broken invariants: two players in one square, too many re-rolls spent', () => {
    const s = buildPosition({ teams: ['human', 'orc'], players: [{ id: 8, at: [5, 7] }, { id: 9, at: [6, 7] }] }, []);
    const bad = { ...s, players: s.players.map((p) => (p.id === 9 ? { ...p, square: squareAt(5, 7) } : p)), teams: [{ ...s.teams[0], rerollsLeft: -1 }, s.teams[1]] as typeof s.teams };
    const v = invariants(bad);
    expect(v.some((m) => m.includes('share square'))).toBe(true);
    expect(v.some((m) => m.includes('re-rolls'))).toBe(true);
  });

  it('keys decisions by their fields, whatever their order', () => {
    expect(keyOf({ kind: 'place', square: 3, player: 1 })).toBe(keyOf({ kind: 'place', player: 1, square: 3 }));
    expect(sameDecision({ kind: 'intercept', player: null }, { kind: 'intercept', player: null })).toBe(true);
    expect(sameDecision({ kind: 'intercept', player: null }, { kind: 'intercept', player: 3 })).toBe(false);
  });

  it('previews a step (dodge), a block (odds) and a pass (interceptors) with the numbers the roll uses', () => {
    const s = buildPosition(
      {
        teams: ['human', 'orc'],
        players: [{ id: 4, at: [5, 7] }, { id: 8, at: [11, 7] }, { id: 21, at: [8, 7] }, { id: 0, at: [10, 3] }, { id: 22, at: [11, 3] }],
        ball: { carrier: 4 },
      },
      [],
    );
    const pass = applyDecision(s, { kind: 'action', player: 4, action: 'pass' });
    if (!pass.ok) throw new Error(pass.error.message);
    const p = previewDecision(pass.state, { kind: 'pass', square: squareAt(11, 7) });
    expect(p).toMatchObject({ kind: 'pass', distance: 6, throw: { needed: 4, rerollable: true }, interceptors: [{ player: 21, needed: 6, rerollable: false }], catch: { player: 8, needed: 3 } });
    const blitz = applyDecision(s, { kind: 'action', player: 0, action: 'block' });
    if (!blitz.ok) throw new Error(blitz.error.message);
    const b = previewDecision(blitz.state, { kind: 'block', target: 22 });
    expect(b).toMatchObject({ kind: 'block', attackerST: 3, defenderST: 3, odds: { dice: 1, chooser: 'attacker' } });
    if (b?.kind !== 'block') throw new Error('no block preview');
    expect(b.odds.defenderDown).toBeCloseTo(3 / 6, 12);
  });
});
