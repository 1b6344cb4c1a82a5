import { describe, expect, it } from 'vitest';
import { chebyshev, KING_STEPS, pixelToSquare, squareToPixel } from './square-grid';
import { BLOOD_BOWL_PITCH, squareTopology } from './square-topology';
import { NO_CELL } from './topology';
import { topologyViolations } from './topology-laws';

const bb = squareTopology(BLOOD_BOWL_PITCH.width, BLOOD_BOWL_PITCH.height);
const at = (col: number, row: number) => row * 26 + col;

describe('square grid geometry', () => {
  it('steps to eight distinct neighbours, each one king move away', () => {
    expect(new Set(KING_STEPS.map((s) => `${s.col},${s.row}`)).size).toBe(8);
    for (const s of KING_STEPS) expect(chebyshev({ col: 0, row: 0 }, s)).toBe(1);
  });

  it('counts a diagonal step like a straight one', () => {
    expect(chebyshev({ col: 0, row: 0 }, { col: 3, row: 3 })).toBe(3);
    expect(chebyshev({ col: 0, row: 0 }, { col: 5, row: -2 })).toBe(5);
  });

  it('maps centres to pixels and back', () => {
    expect(squareToPixel({ col: 2, row: 1 }, 10)).toEqual({ x: 25, y: 15 });
    expect(pixelToSquare(29.9, 10, 10)).toEqual({ col: 2, row: 1 });
  });
});

describe('square topology (Blood Bowl pitch, 26 x 15)', () => {
  it('has 390 cells in row-major order', () => {
    expect(bb.kind).toBe('square');
    expect(bb.cells).toHaveLength(390);
    expect(bb.centre(at(25, 14), 10)).toEqual({ x: 255, y: 145 });
  });

  it('keeps every topology law', () => {
    expect(topologyViolations(bb)).toEqual([]);
  });

  it('gives 3 neighbours in a corner, 5 on an edge, 8 inside', () => {
    expect(bb.neighbours(at(0, 0))).toHaveLength(3);
    expect(bb.neighbours(at(10, 0))).toHaveLength(5);
    expect([...bb.neighbours(at(10, 7))].sort((a, b) => a - b)).toEqual(
      [at(9, 6), at(10, 6), at(11, 6), at(9, 7), at(11, 7), at(9, 8), at(10, 8), at(11, 8)].sort((a, b) => a - b),
    );
  });

  it('measures Chebyshev distance: end to end is 25', () => {
    expect(bb.distance(at(0, 0), at(25, 14))).toBe(25);
    expect(bb.distance(at(0, 7), at(3, 4))).toBe(3);
  });

  it('finds no cell off the grid and refuses bad sizes or ids', () => {
    expect(bb.cellAt({ x: -1, y: 5 }, 10)).toBe(NO_CELL);
    expect(bb.cellAt({ x: 261, y: 5 }, 10)).toBe(NO_CELL);
    expect(() => bb.distance(0, 390)).toThrow(RangeError);
    expect(() => squareTopology(0, 15)).toThrow(RangeError);
  });
});

describe('topology laws catch a broken board', () => {
  it('reports a one-way neighbour and a wrong distance', () => {
    const broken = { ...bb, neighbours: (c: number) => (c === 0 ? [1, 26, 27, 2] : bb.neighbours(c)) };
    const v = topologyViolations(broken);
    expect(v.some((m) => m.includes('not the other way round'))).toBe(true);
    expect(v.some((m) => m.startsWith('distance'))).toBe(true);
  });
});
