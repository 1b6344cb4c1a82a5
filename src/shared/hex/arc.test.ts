import { describe, expect, it } from 'vitest';
import { axial, type Direction } from './axial';
import { inFrontArc, threatHexes, threatens } from './arc';

describe('front arc (ruling 4)', () => {
  const p = axial(0, 0);
  it('puts every hex ahead of an east-facing figure in front', () => {
    expect(inFrontArc(p, 0, axial(3, 0))).toBe(true);
    expect(inFrontArc(p, 0, axial(1, -1))).toBe(true);
    expect(inFrontArc(p, 0, axial(0, 1))).toBe(true);
  });
  it('puts hexes behind in the back', () => {
    expect(inFrontArc(p, 0, axial(-1, 0))).toBe(false);
    expect(inFrontArc(p, 0, axial(-2, 1))).toBe(false);
  });
  it('counts hexes cut by the dividing line as front', () => {
    // Facing east, the dividing line is vertical through the figure: (1,-2) and (-1,2) sit on it.
    expect(inFrontArc(p, 0, axial(1, -2))).toBe(true);
    expect(inFrontArc(p, 0, axial(-1, 2))).toBe(true);
  });
  it('splits the pitch evenly around any facing', () => {
    for (let f = 0; f < 6; f++) {
      let front = 0;
      let back = 0;
      for (let q = -4; q <= 4; q++) {
        for (let r = -4; r <= 4; r++) {
          if (Math.abs(q + r) > 4 || (q === 0 && r === 0)) continue;
          if (inFrontArc(p, f as Direction, axial(q, r))) front++;
          else back++;
        }
      }
      expect(front + back).toBe(60);
      expect(front).toBeGreaterThan(back);
    }
  });
});

describe('threat hexes', () => {
  it('are the three hexes in front', () => {
    expect(threatHexes(axial(2, 1), 0)).toEqual([axial(3, 0), axial(3, 1), axial(2, 2)]);
    expect(threatens(axial(2, 1), 0, axial(2, 2))).toBe(true);
    expect(threatens(axial(2, 1), 0, axial(1, 2))).toBe(false);
    expect(threatens(axial(2, 1), 3, axial(1, 2))).toBe(true);
  });
});
