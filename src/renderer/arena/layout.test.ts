import { describe, expect, it } from 'vitest';
import { hexToPixel } from '../../shared/hex';
import { OFF_PITCH, PITCH_HEXES, PITCH_SIZE, hexId, isOnPitch } from '../../shared/games/dreadball/pitch';
import {
  FIGURE_RADIUS, HEX, OFF_PITCH_SCALE, HEX_X, HEX_Y, RUSH_CELLS, SCORE_CELLS, TRACK_LABEL_SIZE, TRACK_LABELS, benchArea, benchSlot, cageArea, cageSlot, edgeMidpoint,
  fitBounds, pickHex, pickHexInView, rushSide, scoreCellIndex, viewToWorld, worldBounds, worldToView,
} from './layout';

describe('fit', () => {
  const bounds = { x: -600, y: -300, w: 1200, h: 600 };
  it('keeps the aspect ratio and centres the world', () => {
    const f = fitBounds(bounds, 1280, 800, 20);
    expect(f.scale).toBeCloseTo((1280 - 40) / 1200);
    const c = worldToView(f, 0, 0);
    expect(c.x).toBeCloseTo(640);
    expect(c.y).toBeCloseTo(400);
  });
  it('is limited by height in a tall view', () => {
    const f = fitBounds(bounds, 1000, 400, 0);
    expect(f.scale).toBeCloseTo(400 / 600);
    const tl = worldToView(f, -600, -300);
    expect(tl.y).toBeCloseTo(0);
    expect(tl.x).toBeCloseTo(100);
  });
  it('round-trips view and world points', () => {
    const f = fitBounds(bounds, 1920, 1080, 16);
    const w = viewToWorld(f, 333, 222);
    const v = worldToView(f, w.x, w.y);
    expect(v.x).toBeCloseTo(333);
    expect(v.y).toBeCloseTo(222);
  });
  it('fits the whole arena (pitch, benches, tracks) into 1280x800', () => {
    const wb = worldBounds();
    const f = fitBounds(wb, 1280, 800);
    for (let i = 0; i < PITCH_SIZE; i++) {
      const v = worldToView(f, HEX_X[i] ?? 0, HEX_Y[i] ?? 0);
      expect(v.x).toBeGreaterThan(0);
      expect(v.x).toBeLessThan(1280);
      expect(v.y).toBeGreaterThan(0);
      expect(v.y).toBeLessThan(800);
    }
    // Hexes stay big enough to click and read.
    expect(HEX * f.scale).toBeGreaterThan(25);
  });
});

describe('picking', () => {
  it('picks every pitch hex from its centre and near its corners', () => {
    PITCH_HEXES.forEach((h, id) => {
      const p = hexToPixel(h, HEX);
      expect(pickHex(p.x, p.y)).toBe(id);
      expect(pickHex(p.x + HEX * 0.7, p.y)).toBe(id);
      expect(pickHex(p.x, p.y - HEX * 0.8)).toBe(id);
    });
  });
  it('returns OFF_PITCH outside the wall', () => {
    const tip = hexId(-10, 0);
    expect(pickHex((HEX_X[tip] ?? 0) - HEX * 2, HEX_Y[tip] ?? 0)).toBe(OFF_PITCH);
    expect(pickHex(0, -6 * 1.5 * HEX)).toBe(OFF_PITCH);
  });
  it('picks through the view transform', () => {
    const f = fitBounds(worldBounds(), 1280, 800);
    const id = hexId(3, -2);
    const v = worldToView(f, HEX_X[id] ?? 0, HEX_Y[id] ?? 0);
    expect(pickHexInView(f, v.x + 3, v.y - 4)).toBe(id);
  });
});

describe('off-pitch areas', () => {
  const allSlots = (side: 'home' | 'away') => [
    ...Array.from({ length: 14 }, (_, i) => benchSlot(side, i)),
    ...([1, 2, 3] as const).flatMap((z) => Array.from({ length: 4 }, (_, i) => cageSlot(side, z, i))),
  ];
  it('never puts a bench or cage slot on the pitch', () => {
    for (const side of ['home', 'away'] as const) {
      for (const s of allSlots(side)) {
        expect(pickHex(s.x, s.y)).toBe(OFF_PITCH);
        // and clear of every hex by the figure radius
        for (let i = 0; i < PITCH_SIZE; i++) {
          expect(Math.hypot(s.x - (HEX_X[i] ?? 0), s.y - (HEX_Y[i] ?? 0))).toBeGreaterThan(HEX + FIGURE_RADIUS);
        }
      }
    }
  });
  it('keeps slots apart so figures do not overlap', () => {
    for (const side of ['home', 'away'] as const) {
      const s = [...allSlots(side), ...allSlots(side === 'home' ? 'away' : 'home')];
      for (let i = 0; i < s.length; i++) {
        for (let j = i + 1; j < s.length; j++) {
          const a = s[i]!;
          const b = s[j]!;
          expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(2 * FIGURE_RADIUS * OFF_PITCH_SCALE + 2);
        }
      }
    }
  });
  it('puts the home bench upper-west, the home cage lower-west, away mirrored', () => {
    const b = benchSlot('home', 3);
    expect(b.x).toBeLessThan(HEX_X[hexId(-5, -5)] ?? 0);
    expect(b.y).toBeLessThan(0);
    const c = cageSlot('home', 2, 0);
    expect(c.x).toBeLessThan(HEX_X[hexId(-10, 5)] ?? 0);
    expect(c.y).toBeGreaterThan(0);
    const ab = benchSlot('away', 3);
    expect(ab.x).toBeCloseTo(-b.x);
    expect(ab.y).toBeCloseTo(-b.y);
  });
  it('orders cage zones 1..3 from the tip along the lower wall', () => {
    const y = ([1, 2, 3] as const).map((z) => cageSlot('home', z, 0).y);
    expect(y[0]!).toBeLessThan(y[1]!);
    expect(y[1]!).toBeLessThan(y[2]!);
  });
  it('draws the bench area as a quad around its slots', () => {
    expect(benchArea('home')).toHaveLength(8);
  });
});

describe('tracks', () => {
  it('has 14 rush cells above the pitch and 15 score cells below, no overlap with the wall', () => {
    expect(RUSH_CELLS).toHaveLength(14);
    expect(SCORE_CELLS).toHaveLength(15);
    for (const c of RUSH_CELLS) expect(c.y + c.h).toBeLessThan(-5 * 1.5 * HEX - HEX - 9);
    for (const c of SCORE_CELLS) expect(c.y).toBeGreaterThan(5 * 1.5 * HEX + HEX + 9);
  });
  it("keeps the tracks' titles clear of the benches and cages, in the longest word of any language", () => {
    // Bold capitals at 16 units with 1 unit of letter spacing: at most about 12 units a letter.
    const longest = Math.max(...['RUSH', 'TURNO', 'LEAD', 'VENTAJA', 'FÜHRT', 'PRZEWAGA'].map((w) => w.length));
    const areas = (['home', 'away'] as const).flatMap((side) => [benchArea(side), ...([1, 2, 3] as const).map((z) => cageArea(side, z))]);
    for (const at of Object.values(TRACK_LABELS)) {
      const top = at.anchorY === 1 ? at.y - TRACK_LABEL_SIZE : at.y;
      const box = [at.x, top, at.x + longest * 12, top, at.x + longest * 12, top + TRACK_LABEL_SIZE, at.x, top + TRACK_LABEL_SIZE];
      for (const area of areas) expect(convexOverlap(box, area)).toBe(false);
    }
    // Beside the rush track, where its title stood, the home bench reaches it: the test sees that.
    const r0 = RUSH_CELLS[0]!;
    const beside = [r0.x - 10 - 4 * 12, r0.y + 10, r0.x - 10, r0.y + 10, r0.x - 10, r0.y + 26, r0.x - 10 - 4 * 12, r0.y + 26];
    expect(convexOverlap(beside, benchArea('home'))).toBe(true);
  });
  it('maps the score difference to a cell, clamped to the landslide', () => {
    expect(scoreCellIndex(0, 0)).toBe(7);
    expect(scoreCellIndex(3, 0)).toBe(4);
    expect(scoreCellIndex(0, 9)).toBe(14);
  });
  it('alternates rushes', () => {
    expect(rushSide(1, 'away')).toBe('away');
    expect(rushSide(2, 'away')).toBe('home');
  });
});

describe('wall edges', () => {
  it('puts the edge midpoint half a hex width from the centre, on the wall side', () => {
    const id = hexId(0, -5);
    const m = edgeMidpoint(id, 4);
    expect(Math.hypot(m.x - (HEX_X[id] ?? 0), m.y - (HEX_Y[id] ?? 0))).toBeCloseTo((HEX * Math.sqrt(3)) / 2);
    expect(isOnPitch({ q: 0, r: -6 })).toBe(false);
    expect(m.y).toBeLessThan(HEX_Y[id] ?? 0);
  });
});

/** Whether two convex polygons (flat x, y lists) overlap: no axis of either's edges separates them. */
function convexOverlap(a: number[], b: number[]): boolean {
  for (const poly of [a, b]) {
    for (let i = 0; i < poly.length; i += 2) {
      const j = (i + 2) % poly.length;
      const nx = poly[j + 1]! - poly[i + 1]!;
      const ny = poly[i]! - poly[j]!;
      const span = (p: number[]): [number, number] => {
        let lo = Infinity;
        let hi = -Infinity;
        for (let k = 0; k < p.length; k += 2) {
          const d = p[k]! * nx + p[k + 1]! * ny;
          lo = Math.min(lo, d);
          hi = Math.max(hi, d);
        }
        return [lo, hi];
      };
      const [a0, a1] = span(a);
      const [b0, b1] = span(b);
      if (a1 < b0 || b1 < a0) return false;
    }
  }
  return true;
}
