import { describe, expect, it } from 'vitest';
import { NO_CELL } from '../../../game/topology';
import { topologyViolations } from '../../../game/topology-laws';
import { CANNON_CELL, MOUTHS, mouthOf, tunnelSquares } from './places';
import { TRACK_TOPOLOGY } from './topology';
import {
  CELLS,
  ahead,
  around,
  behind,
  cellAt,
  cellOf,
  controlled,
  distance,
  forwardDiagonal,
  oppositeSector,
  nextSectorClockwise,
  posOf,
  ringOf,
  sectorCrossings,
  sectorOf,
  sideways,
  slotOf,
  stepsFrom,
} from './track';

describe('the track: 12 sectors x 4 rings x 3 squares', () => {
  it('numbers 144 squares as (ring, p), p = 3 x (sector - 1) + slot', () => {
    expect(CELLS).toBe(144);
    const c = cellAt(3, 4, 0);
    expect([ringOf(c), posOf(c), sectorOf(c), slotOf(c)]).toEqual([3, 9, 4, 0]);
    expect(cellAt(2, 12, 2)).toBe(cellOf(2, 35));
    expect(() => cellAt(5, 1, 0)).toThrow(RangeError);
    expect(() => cellAt(1, 13, 0)).toThrow(RangeError);
  });

  it('goes forward counterclockwise (p - 1), round the loop', () => {
    expect(posOf(ahead(cellOf(2, 0)))).toBe(35);
    expect(posOf(behind(cellOf(2, 35)))).toBe(0);
    expect(ringOf(ahead(cellOf(4, 5)))).toBe(4);
  });

  it('offers forward, forward-diagonal and sideways steps, never backward', () => {
    const kinds = stepsFrom(cellOf(2, 10)).map((s) => [s.kind, ringOf(s.to), posOf(s.to)]);
    expect(kinds).toEqual([
      ['forward', 2, 9],
      ['diagonal-in', 1, 9],
      ['diagonal-out', 3, 9],
      ['in', 1, 10],
      ['out', 3, 10],
    ]);
    expect(stepsFrom(cellOf(1, 0))).toHaveLength(3);
    expect(stepsFrom(cellOf(4, 0)).map((s) => s.kind)).toEqual(['forward', 'diagonal-in', 'in']);
    expect(sideways(cellOf(4, 3), 1)).toBeNull();
    expect(forwardDiagonal(cellOf(1, 3), -1)).toBeNull();
  });

  it('controls the square ahead and the two forward diagonals', () => {
    expect(controlled(cellOf(2, 7)).map((c) => [ringOf(c), posOf(c)])).toEqual([
      [2, 6],
      [1, 6],
      [3, 6],
    ]);
    expect(controlled(cellOf(4, 0))).toHaveLength(2);
  });

  it('counts adjacency round the loop, 8 squares in a middle ring, 5 on the rail', () => {
    expect(around(cellOf(2, 0))).toHaveLength(8);
    expect(around(cellOf(4, 0))).toHaveLength(5);
    expect(distance(cellOf(1, 0), cellOf(4, 35))).toBe(3);
    expect(distance(cellOf(2, 1), cellOf(2, 19))).toBe(18);
  });

  it('counts sector crossings of a forward move', () => {
    expect(sectorCrossings(2, 0)).toBe(0); // within sector 1
    expect(sectorCrossings(0, 35)).toBe(1); // sector 1 into 12
    expect(sectorCrossings(2, 35)).toBe(1);
    expect(sectorCrossings(3, 35)).toBe(2); // sector 2 through 1 into 12
    expect(sectorCrossings(1, 1)).toBe(0);
    // From slot 1 of sector 1 round to its slot 2: every boundary, back into sector 1 (a full lap).
    expect(sectorCrossings(1, 2)).toBe(12);
  });

  it('turns sectors clockwise and half a lap', () => {
    expect(nextSectorClockwise(12)).toBe(1);
    expect(nextSectorClockwise(4)).toBe(5);
    expect(oppositeSector(1)).toBe(7);
    expect(oppositeSector(10)).toBe(4);
  });

  it('places the mouths, the cannon and the tunnels', () => {
    expect(mouthOf(1).map((c) => [ringOf(c), posOf(c)])).toEqual([
      [4, 0],
      [4, 1],
    ]);
    expect(MOUTHS.map(posOf)).toEqual([0, 1, 18, 19]);
    expect([ringOf(CANNON_CELL), posOf(CANNON_CELL)]).toEqual([3, 9]);
    expect(tunnelSquares('home').map(posOf)).toEqual([29, 28, 27]);
    expect(tunnelSquares('away').map(posOf)).toEqual([11, 10, 9]);
  });
});

describe('the track topology', () => {
  it('keeps every topology law', () => {
    expect(TRACK_TOPOLOGY.kind).toBe('ring');
    expect(topologyViolations(TRACK_TOPOLOGY, 20, 5)).toEqual([]);
  });

  it('draws sector 1 at the top and p growing clockwise', () => {
    const top = TRACK_TOPOLOGY.centre(cellOf(4, 1), 10);
    expect(top.x).toBeCloseTo(0);
    expect(top.y).toBeLessThan(0);
    const right = TRACK_TOPOLOGY.centre(cellOf(4, 10), 10);
    expect(right.x).toBeGreaterThan(0);
    expect(right.y).toBeCloseTo(0);
  });

  it('finds no square in the infield or outside the wall', () => {
    expect(TRACK_TOPOLOGY.cellAt({ x: 0, y: 0 }, 10)).toBe(NO_CELL);
    expect(TRACK_TOPOLOGY.cellAt({ x: 0, y: -200 }, 10)).toBe(NO_CELL);
  });
});
