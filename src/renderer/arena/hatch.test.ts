import { describe, expect, it } from 'vitest';
import { hatchSegments } from './hatch';
import { hexCorners } from './layout';

const inside = (corners: number[], x: number, y: number): boolean => {
  // A point is inside a convex polygon when it is on the same side of every edge.
  let sign = 0;
  for (let i = 0; i < corners.length / 2; i++) {
    const ax = corners[2 * i]!;
    const ay = corners[2 * i + 1]!;
    const bx = corners[(2 * i + 2) % corners.length]!;
    const by = corners[(2 * i + 3) % corners.length]!;
    const c = (bx - ax) * (y - ay) - (by - ay) * (x - ax);
    if (Math.abs(c) < 1e-6) continue;
    if (sign === 0) sign = Math.sign(c);
    else if (Math.sign(c) !== sign) return false;
  }
  return true;
};

describe('threat hatching', () => {
  it('cuts diagonal lines to a square: every end on its edge, the lines the given spacing apart', () => {
    const square = [0, 0, 10, 0, 10, 10, 0, 10];
    const segs = hatchSegments(square, Math.SQRT2 * 2, Math.PI / 4);
    expect(segs.length).toBe(5);
    for (const s of segs) {
      for (const p of [s.a, s.b]) {
        const onEdge = Math.min(Math.abs(p.x), Math.abs(p.x - 10), Math.abs(p.y), Math.abs(p.y - 10)) < 1e-6;
        expect(onEdge).toBe(true);
      }
      // At 45°, a line's x - y is constant.
      expect(s.a.x - s.a.y).toBeCloseTo(s.b.x - s.b.y, 6);
    }
  });

  it('keeps every line inside a hex, in either winding', () => {
    const hex = hexCorners(100, 50, 30);
    const reversed: number[] = [];
    for (let i = hex.length / 2 - 1; i >= 0; i--) reversed.push(hex[2 * i]!, hex[2 * i + 1]!);
    for (const corners of [hex, reversed]) {
      const segs = hatchSegments(corners, 8, -Math.PI / 4);
      expect(segs.length).toBeGreaterThanOrEqual(5);
      for (const s of segs) {
        expect(inside(corners, (s.a.x + s.b.x) / 2, (s.a.y + s.b.y) / 2)).toBe(true);
        expect(Math.hypot(s.b.x - s.a.x, s.b.y - s.a.y)).toBeGreaterThan(0);
      }
    }
  });

  it('draws nothing for a degenerate polygon or spacing', () => {
    expect(hatchSegments([0, 0, 1, 1], 2, 0)).toEqual([]);
    expect(hatchSegments([0, 0, 10, 0, 10, 10], 0, 0)).toEqual([]);
  });
});
