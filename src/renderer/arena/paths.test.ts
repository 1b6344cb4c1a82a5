import { describe, expect, it } from 'vitest';
import { bounceDirection, hexId, neighbourId, wallSides } from '../../shared/games/dreadball/pitch';
import { APOTHEM, HEX_X, HEX_Y } from './layout';
import type { ScatterStep } from './model';
import { Polyline, arcHeight, launchPolyline, scatterPolyline } from './paths';

const P = { x: 0, y: 0 };

describe('Polyline', () => {
  it('samples by length without allocating a new point', () => {
    const line = new Polyline([{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 30 }]);
    expect(line.length).toBe(40);
    const out = { x: -1, y: -1 };
    line.sample(0.125, out);
    expect(out).toEqual({ x: 5, y: 0 });
    expect(line.sample(0.5, out)).toBe(1);
    expect(out.x).toBeCloseTo(10);
    expect(out.y).toBeCloseTo(10);
    line.sample(2, out);
    expect(out).toEqual({ x: 10, y: 30 });
  });
  it('handles a single point', () => {
    const line = new Polyline([{ x: 3, y: 4 }]);
    line.sample(0.7, P);
    expect(P).toEqual({ x: 3, y: 4 });
  });
});

describe('scatter path', () => {
  it('rolls through the entered hexes', () => {
    const a = hexId(0, 0);
    const b = hexId(1, 0);
    const c = hexId(2, 0);
    const line = scatterPolyline(a, [{ kind: 'enter', hex: b }, { kind: 'enter', hex: c }]);
    expect(line.count).toBe(3);
    expect(line.xs[2]).toBeCloseTo(HEX_X[c]!);
    expect(line.bounces).toEqual([]);
  });

  it('hits a two-wall hex at the middle of the wall edge it moves into, then leaves at the rule angle', () => {
    // Ball at (2,-4) moving NW (4) into (2,-5), a top-wall hex with wall sides NW (4) and NE (5).
    const start = hexId(2, -4);
    const wallHex = hexId(2, -5);
    expect(wallSides(wallHex)).toEqual([4, 5]);
    const out = bounceDirection(wallHex, 4);
    expect(out).toBe(2); // (2*4 + 4 - 4) mod 6 = 8 mod 6 = 2 (SW): 60° off the wall line
    const next = neighbourId(wallHex, out);
    const steps: ScatterStep[] = [
      { kind: 'enter', hex: wallHex },
      { kind: 'bounce', hex: wallHex, direction: 4, newDirection: out },
      { kind: 'enter', hex: next },
    ];
    const line = scatterPolyline(start, steps);
    expect(line.bounces).toEqual([2]);
    const hitX = line.xs[2]!;
    const hitY = line.ys[2]!;
    // The hit point lies on the NW edge: apothem from the centre, at angle 240°.
    expect(hitX - HEX_X[wallHex]!).toBeCloseTo(APOTHEM * Math.cos((4 * Math.PI) / 3));
    expect(hitY - HEX_Y[wallHex]!).toBeCloseTo(APOTHEM * Math.sin((4 * Math.PI) / 3));
    // It is above the hex (the top wall) and the ball then goes to the next hex's centre.
    expect(hitY).toBeLessThan(HEX_Y[wallHex]!);
    expect(line.xs[3]).toBeCloseTo(HEX_X[next]!);
    expect(line.ys[3]).toBeCloseTo(HEX_Y[next]!);
  });

  it('goes straight back from a three-wall hex, returning to the centre when the bounce is last', () => {
    const tip = hexId(10, 0);
    expect(bounceDirection(tip, 0)).toBe(3);
    const line = scatterPolyline(hexId(9, 0), [
      { kind: 'enter', hex: tip },
      { kind: 'bounce', hex: tip, direction: 0, newDirection: 3 },
    ]);
    expect(line.count).toBe(4);
    expect(line.xs[2]).toBeCloseTo(HEX_X[tip]! + APOTHEM);
    expect(line.xs[3]).toBeCloseTo(HEX_X[tip]!);
    expect(line.bounces).toEqual([2]);
  });

  it('bounces from the start hex when the first step is a bounce', () => {
    const h = hexId(0, 5);
    const line = scatterPolyline(h, [{ kind: 'bounce', hex: h, direction: 1, newDirection: bounceDirection(h, 1) }]);
    expect(line.bounces).toEqual([1]);
    expect(line.ys[1]).toBeGreaterThan(HEX_Y[h]!);
  });
});

describe('launch and throw', () => {
  it('enters from outside the wall', () => {
    const first = hexId(3, -5);
    const line = launchPolyline([first, hexId(2, -4)], 5);
    expect(line.ys[0]!).toBeLessThan(HEX_Y[first]! - APOTHEM);
  });
  it('arcs up and comes back down', () => {
    expect(arcHeight(0, 50)).toBe(0);
    expect(arcHeight(0.5, 50)).toBe(50);
    expect(arcHeight(1, 50)).toBe(0);
  });
});
