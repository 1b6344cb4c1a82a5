import { describe, expect, it } from 'vitest';
import { OFF_PITCH, PITCH_SIZE, hexId } from '../pitch/pitch';
import { listMoves } from './move-search';
import { maxCost, validatePath } from './movement';
import { openPitchEnv } from './movement.fixture';

const env = openPitchEnv;
const h = (q: number, r: number) => hexId(q, r);

describe('validatePath', () => {
  it('a Run turns for free and marks the unit after the allowance as a Sprint extra', () => {
    const units = validatePath(env(), [h(1, 0), h(1, 1), h(2, 1), h(2, 2), h(3, 2), h(4, 2)], 3);
    expect(Array.isArray(units)).toBe(true);
    if (typeof units === 'string') return;
    expect(units.map((u) => u.kind)).toEqual(['step', 'step', 'step', 'step', 'step', 'step']);
    expect(units.map((u) => u.extra)).toEqual([false, false, false, false, false, true]);
    expect(validatePath(env(), [h(1, 0), h(2, 0), h(3, 0), h(4, 0), h(5, 0), h(6, 0), h(7, 0)], 0)).toMatch(/costs 7/);
  });

  it('a Sprint pays one unit per 60° turn, including the final facing', () => {
    const e = env({ sprint: true, remaining: 10, facing: 0 });
    const units = validatePath(e, [h(1, 0), h(1, 1)], 3);
    if (typeof units === 'string') throw new Error(units);
    expect(units.map((u) => u.kind)).toEqual(['step', 'turn', 'step', 'turn', 'turn']);
    expect(units.map((u) => u.facing)).toEqual([0, 1, 1, 2, 3]);
  });

  it('dodges are the steps out of threatened hexes', () => {
    const threatened = new Uint8Array(PITCH_SIZE);
    threatened[h(1, 0)] = 1;
    const units = validatePath(env({ threatened }), [h(1, 0), h(2, 0)], 0);
    if (typeof units === 'string') throw new Error(units);
    expect(units.map((u) => u.dodge)).toEqual([false, true]);
  });

  it('refuses occupied hexes, the enemy access hex and a step past a pick-up', () => {
    const occ = new Int16Array(PITCH_SIZE);
    occ[h(1, 0)] = 9;
    expect(validatePath(env({ occ }), [h(1, 0)], 0)).toMatch(/occupied/);
    expect(validatePath(env({ start: h(6, 3) }), [h(7, 3)], 0)).toMatch(/forbidden/);
    expect(validatePath(env({ ballHex: h(1, 0) }), [h(1, 0), h(2, 0)], 0)).toMatch(/pick-up/);
    expect(validatePath(env({ ballHex: h(1, 0), picker: false }), [h(1, 0), h(2, 0)], 0)).not.toBeTypeOf('string');
  });

  it('substitutes come in through the own access hex and leave onto the bench from it', () => {
    const bench = env({ start: OFF_PITCH });
    expect(validatePath(bench, [h(-6, -3)], 0)).toMatch(/access hex/);
    const inUnits = validatePath(bench, [h(-7, -3), h(-6, -3)], 0);
    if (typeof inUnits === 'string') throw new Error(inUnits);
    expect(inUnits.map((u) => u.kind)).toEqual(['enter', 'step']);
    const out = validatePath(env({ start: h(-6, -3) }), [h(-7, -3), OFF_PITCH], 0);
    if (typeof out === 'string') throw new Error(out);
    expect(out.map((u) => u.kind)).toEqual(['step', 'exit']);
    expect(validatePath(env({ start: h(-6, -3), canExit: false }), [h(-7, -3), OFF_PITCH], 0)).toMatch(/may not leave/);
  });
});

describe('listMoves', () => {
  it('lists every reachable hex with all six facings for a Run, each path valid', () => {
    const e = env({ remaining: 1, extras: false });
    const list = listMoves(e);
    // the start hex plus its six neighbours, six facings each
    expect(list).toHaveLength(7 * 6);
    for (const d of list) if (d.kind === 'move') expect(validatePath(e, d.path, d.facing)).not.toBeTypeOf('string');
    expect(maxCost(e)).toBe(1);
  });

  it('prefers the route with fewer dodges', () => {
    const threatened = new Uint8Array(PITCH_SIZE);
    threatened[h(1, 0)] = 1;
    const list = listMoves(env({ threatened, remaining: 3, extras: false }));
    const to = list.find((d) => d.kind === 'move' && d.path[d.path.length - 1] === h(2, 0) && d.facing === 0);
    const path = to && to.kind === 'move' ? to.path : [];
    expect(path).toHaveLength(3);
    expect(path).not.toContain(h(1, 0));
  });

  it('a Sprint lists (hex, facing) ends; the ball hex only with the arrival facing', () => {
    const e = env({ sprint: true, remaining: 2, extras: false, ballHex: h(2, 0) });
    const list = listMoves(e);
    const onBall = list.filter((d) => d.kind === 'move' && d.path[d.path.length - 1] === h(2, 0));
    expect(onBall).toEqual([{ kind: 'move', path: [h(1, 0), h(2, 0)], facing: 0 }]);
    for (const d of list) if (d.kind === 'move') expect(validatePath(e, d.path, d.facing)).not.toBeTypeOf('string');
  });
});
