import { describe, expect, it } from 'vitest';
import { cellOf, ringOf } from '../track/track';
import { reach } from './reach';
import { handOffTargets, riderEnd, riderPath, riderSquare, towSpeeds } from './tow';

describe('towing', () => {
  it('the rider stands directly behind the biker: same ring, one square clockwise', () => {
    expect(riderSquare(cellOf(3, 10))).toBe(cellOf(3, 11));
  });

  it('a towing biker moves at most 10', () => {
    expect(towSpeeds([4, 8, 10, 11, 12])).toEqual([4, 8, 10]);
  });

  it('a towing biker never changes ring', () => {
    const moves = reach({ from: cellOf(3, 20), speed: 5, biker: true, keepRing: true, occupied: () => false, controlled: () => false });
    expect(moves).toHaveLength(1);
    expect(ringOf(moves[0]!.to)).toBe(3);
  });

  it('the rider follows one square behind and ends behind the biker', () => {
    const start = cellOf(3, 20);
    const path = [cellOf(3, 19), cellOf(3, 18), cellOf(3, 17)];
    expect(riderPath(start, path)).toEqual([cellOf(3, 20), cellOf(3, 19), cellOf(3, 18)]);
    expect(riderEnd(start, path)).toBe(cellOf(3, 18));
    expect(riderEnd(start, [cellOf(3, 19)])).toBe(start);
    expect(riderEnd(start, [])).toBe(cellOf(3, 21));
  });
});

describe('the hand-off', () => {
  it('reaches skaters next to any square the catcher passes or ends on, in the order met', () => {
    const skaters = [
      { id: 'far', cell: cellOf(4, 10) },
      { id: 'late', cell: cellOf(2, 15) },
      { id: 'early', cell: cellOf(3, 19) },
    ];
    const path = [cellOf(2, 19), cellOf(2, 18), cellOf(2, 17), cellOf(2, 16)];
    expect(handOffTargets(cellOf(2, 20), path, skaters)).toEqual(['early', 'late']);
  });
});
