import { describe, expect, it } from 'vitest';
import { axial, direction, directionTo, distance, facingTowards, hexToPixel, neighbour, opposite, pixelToHex, turnsBetween } from './axial';

describe('distance', () => {
  it.each([
    [axial(0, 0), axial(0, 0), 0],
    [axial(0, 0), axial(3, 0), 3],
    [axial(0, 0), axial(0, -4), 4],
    [axial(-2, 1), axial(1, -1), 3],
    [axial(-10, 0), axial(10, 0), 20],
    [axial(-5, -5), axial(5, 5), 20],
  ])('from %o to %o is %i', (a, b, d) => {
    expect(distance(a, b)).toBe(d);
    expect(distance(b, a)).toBe(d);
  });
});

describe('neighbour and directions', () => {
  it('walks the six directions clockwise from east', () => {
    const o = axial(0, 0);
    expect([0, 1, 2, 3, 4, 5].map((d) => neighbour(o, direction(d)))).toEqual([
      axial(1, 0), axial(0, 1), axial(-1, 1), axial(-1, 0), axial(0, -1), axial(1, -1),
    ]);
  });
  it('wraps directions and finds opposites', () => {
    expect(direction(-1)).toBe(5);
    expect(direction(7)).toBe(1);
    expect(opposite(0)).toBe(3);
    expect(opposite(4)).toBe(1);
  });
  it('finds the direction to an adjacent hex, -1 otherwise', () => {
    expect(directionTo(axial(2, 2), axial(2, 3))).toBe(1);
    expect(directionTo(axial(2, 2), axial(4, 2))).toBe(-1);
  });
  it('counts turns the short way round', () => {
    expect(turnsBetween(0, 5)).toBe(1);
    expect(turnsBetween(1, 4)).toBe(3);
    expect(turnsBetween(2, 2)).toBe(0);
  });
});

describe('pixels', () => {
  it('places hexes as the rules file says', () => {
    const p = hexToPixel(axial(1, 2), 10);
    expect(p.x).toBeCloseTo(10 * Math.sqrt(3) * 2);
    expect(p.y).toBeCloseTo(30);
  });
  it('round-trips every hex near the centre through pixels', () => {
    for (let q = -6; q <= 6; q++) {
      for (let r = -6; r <= 6; r++) {
        const { x, y } = hexToPixel(axial(q, r), 17);
        expect(pixelToHex(x + 3, y - 2, 17)).toEqual(axial(q, r));
      }
    }
  });
  it('faces towards a hex', () => {
    expect(facingTowards(axial(0, 0), axial(3, 0))).toBe(0);
    expect(facingTowards(axial(0, 0), axial(-2, 0))).toBe(3);
    expect(facingTowards(axial(0, 0), axial(0, -1))).toBe(4);
    expect(facingTowards(axial(0, 0), axial(-1, 1))).toBe(2);
  });
});
