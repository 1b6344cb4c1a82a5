import { describe, expect, it } from 'vitest';
import { OFF_PITCH, hexId } from '../pitch/pitch';
import { listMoves, MoveSet } from './move-search';
import type { MoveEnv } from './movement';
import { openPitchEnv } from './movement.fixture';

const env = (over: Partial<MoveEnv> = {}): MoveEnv => openPitchEnv({ remaining: 4, ...over });
const last = (path: readonly number[]): number => (path.length > 0 ? (path[path.length - 1] as number) : -2);

describe('MoveSet, the lazy move listing', () => {
  const cases: [string, MoveEnv][] = [
    ['a Run', env()],
    ['a Sprint', env({ sprint: true, remaining: 5 })],
    ['a Run from the bench', env({ start: OFF_PITCH })],
    ['a Sprint next to the own access hex', env({ sprint: true, start: hexId(-6, -3), remaining: 3 })],
  ];
  for (const [name, e] of cases) {
    it(`${name}: count, at(i) and endHex(i) agree with the full listing`, () => {
      const set = new MoveSet(() => e);
      const all = set.all();
      expect(set.count).toBe(all.length);
      expect(all.length).toBeGreaterThan(6);
      for (let i = 0; i < set.count; i++) {
        const d = all[i];
        expect(set.at(i)).toEqual(d);
        if (d?.kind !== 'move') throw new Error('not a move');
        const end = d.path.length === 0 ? (e.start === OFF_PITCH ? OFF_PITCH : e.start) : last(d.path);
        expect(set.endHex(i)).toBe(end);
        const k = Math.floor(i / set.perEnd);
        if (k < set.reached) expect(set.reachedHex(k)).toBe(end);
        else expect(end).toBe(OFF_PITCH);
      }
    });
  }

  it('searches again when a later listing reused the scratch arrays', () => {
    const a = env();
    const b = env({ start: hexId(3, 0), remaining: 1, extras: false });
    const set = new MoveSet(() => a);
    const expected = listMoves(a);
    listMoves(b);
    expect(set.at(set.count - 1)).toEqual(expected[expected.length - 1]);
    expect(set.all()).toEqual(expected);
  });

  it('refuses an index outside the list, in words', () => {
    const set = new MoveSet(() => env());
    expect(() => set.at(set.count)).toThrow(/not in a list of/);
    expect(() => set.at(-1)).toThrow(/not in a list of/);
  });
});
