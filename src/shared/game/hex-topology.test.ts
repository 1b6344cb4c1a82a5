import { describe, expect, it } from 'vitest';
import { hexOf, NEIGHBOURS, PITCH_HEXES, PITCH_SIZE, hexId } from '../games/dreadball/pitch/pitch';
import { hexTopology } from './hex-topology';
import { NO_CELL } from './topology';
import { topologyViolations } from './topology-laws';

const pitch = hexTopology(PITCH_HEXES);

describe('hex topology over the DreadBall pitch', () => {
  it('has the 201 pitch hexes with the pitch ids', () => {
    expect(pitch.kind).toBe('hex');
    expect(pitch.cells).toHaveLength(201);
    expect(PITCH_SIZE).toBe(201);
    expect(pitch.cellAt(pitch.centre(hexId(3, -2), 20), 20)).toBe(hexId(3, -2));
  });

  it('keeps every topology law', () => {
    expect(topologyViolations(pitch)).toEqual([]);
  });

  it('has the same neighbours as the engine table', () => {
    for (const c of pitch.cells) {
      const table = [0, 1, 2, 3, 4, 5].map((d) => NEIGHBOURS[c * 6 + d] as number).filter((n) => n >= 0);
      expect([...pitch.neighbours(c)].sort((a, b) => a - b)).toEqual(table.sort((a, b) => a - b));
    }
  });

  it('gives three neighbours at a tip, six in the middle', () => {
    expect(pitch.neighbours(hexId(-10, 0))).toHaveLength(3);
    expect(pitch.neighbours(hexId(0, 0))).toHaveLength(6);
  });

  it('measures axial distance: tip to tip is 20', () => {
    expect(pitch.distance(hexId(-10, 0), hexId(10, 0))).toBe(20);
    expect(pitch.distance(hexId(0, -5), hexId(0, 5))).toBe(10);
  });

  it('draws pointy-top: x = a*sqrt(3)*(q + r/2), y = 1.5*a*r', () => {
    const c = pitch.centre(hexId(2, 1), 10);
    expect(c.x).toBeCloseTo(10 * Math.sqrt(3) * 2.5);
    expect(c.y).toBeCloseTo(15);
    expect(pitch.centre(hexId(0, 0), 10)).toEqual({ x: 0, y: 0 });
    expect(hexOf(pitch.cellAt({ x: 0.4 * 10, y: 0.3 * 10 }, 10))).toEqual({ q: 0, r: 0 });
  });

  it('finds no cell off the pitch and refuses unknown ids', () => {
    expect(pitch.cellAt({ x: 10000, y: 0 }, 10)).toBe(NO_CELL);
    expect(() => pitch.distance(0, 999)).toThrow(RangeError);
  });
});
