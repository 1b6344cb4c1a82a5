import { describe, expect, it } from 'vitest';
import { cellOf, controlled as controlOf, posOf, ringOf, type Cell } from '../track/track';
import { reach, type ReachInput } from './reach';
import { speedChoices } from './speed';

const rp = (c: Cell) => `${ringOf(c)}:${posOf(c)}`;
const free = (from: Cell, speed: number, extra: Partial<ReachInput> = {}): ReachInput => ({
  from,
  speed,
  biker: false,
  occupied: () => false,
  controlled: () => false,
  ...extra,
});
const ends = (input: ReachInput) => reach(input).map((r) => `${rp(r.to)} ${r.stop}`).sort();

describe('speed choice', () => {
  it('is the current speed plus or minus the acceleration, from 0 to top speed', () => {
    expect(speedChoices({ current: 2, acceleration: 2, topSpeed: 7 })).toEqual([0, 1, 2, 3, 4]);
    expect(speedChoices({ current: 6, acceleration: 2, topSpeed: 7 })).toEqual([4, 5, 6, 7]);
    expect(speedChoices({ current: 4, acceleration: 4, topSpeed: 12 })).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('a figure standing up after a fall moves exactly 1', () => {
    expect(speedChoices({ current: 0, acceleration: 2, topSpeed: 7, standing: true })).toEqual([1]);
  });
});

describe('reach: exact-speed moves', () => {
  it('a skater at speed 3 ends on his ring 3 ahead, or one ring in or out (diagonal: 3 ahead; sideways: 2 ahead)', () => {
    expect(ends(free(cellOf(2, 20), 3))).toEqual([
      '1:17 exact',
      '1:18 exact',
      '2:17 exact',
      '3:17 exact',
      '3:18 exact',
    ]);
  });

  it('every path is exactly the speed long and never steps backward', () => {
    for (const r of reach(free(cellOf(3, 5), 6))) {
      expect(r.path).toHaveLength(6);
      let p = 5;
      for (const c of r.path) {
        expect([0, 1]).toContain((p - posOf(c) + 36) % 36);
        p = posOf(c);
      }
    }
  });

  it('changes ring at most once a move', () => {
    for (const r of reach(free(cellOf(2, 10), 5))) {
      const rings = new Set([2, ...r.path.map(ringOf)]);
      expect(rings.size).toBeLessThanOrEqual(2);
    }
  });

  it('a biker changes ring only by a forward-diagonal step', () => {
    expect(ends(free(cellOf(2, 20), 3, { biker: true }))).toEqual(['1:17 exact', '2:17 exact', '3:17 exact']);
  });

  it('keeps its ring as long as it can: the diagonal is taken last', () => {
    const r = reach(free(cellOf(2, 20), 3)).find((m) => rp(m.to) === '3:17');
    expect(r?.path.map(rp)).toEqual(['2:19', '2:18', '3:17']);
  });

  it('never enters an occupied square', () => {
    const taken = new Set([cellOf(2, 19)]);
    const out = reach(free(cellOf(2, 20), 3, { occupied: (c) => taken.has(c) }));
    for (const r of out) expect(r.path).not.toContain(cellOf(2, 19));
    expect(out.map((r) => rp(r.to)).sort()).toEqual(['1:17', '1:18', '3:17', '3:18']);
  });

  it('entering a square an opponent controls ends the move there', () => {
    // An opposing skater at (2, 16) controls (2, 15), (1, 15), (3, 15).
    const ctl = new Set(controlOf(cellOf(2, 16)));
    const out = reach(free(cellOf(2, 20), 6, { occupied: (c) => c === cellOf(2, 16), controlled: (c) => ctl.has(c) }));
    const stopped = out.filter((r) => r.stop === 'controlled').map((r) => `${rp(r.to)} after ${r.path.length}`);
    expect(stopped.sort()).toEqual(['1:15 after 5', '3:15 after 5']);
  });

  it('speed 0 stays put', () => {
    expect(reach(free(cellOf(4, 3), 0))).toEqual([{ to: cellOf(4, 3), path: [], stop: 'exact' }]);
  });
});

describe('reach: blocked in', () => {
  it('stops short only when no move of the full speed exists', () => {
    // A wall of figures two squares ahead on rings 1-4.
    const wall = new Set([1, 2, 3, 4].map((r) => cellOf(r, 18)));
    const out = reach(free(cellOf(2, 20), 4, { occupied: (c) => wall.has(c) }));
    expect(out.every((r) => r.stop === 'blocked')).toBe(true);
    expect(Math.max(...out.map((r) => r.path.length))).toBe(2);
  });

  it('with every first step taken it stays where it is', () => {
    const all = new Set([cellOf(2, 19), cellOf(1, 19), cellOf(3, 19), cellOf(1, 20), cellOf(3, 20)]);
    expect(reach(free(cellOf(2, 20), 2, { occupied: (c) => all.has(c) }))).toEqual([
      { to: cellOf(2, 20), path: [], stop: 'blocked' },
    ]);
  });
});
