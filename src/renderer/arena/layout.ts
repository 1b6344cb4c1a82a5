// Pure geometry of the arena in world units (no Pixi): hex centres and corners, the off-pitch
// areas (benches, cages), the two tracks, the world bounds and fitting them into a view.
import { DIRECTIONS, type Direction, axial, hexToPixel, pixelToHex } from '../../shared/hex';
import { type HexId, OFF_PITCH, PITCH_HEXES, PITCH_SIZE, hexId, idOf } from '../../shared/games/dreadball/pitch';
import type { ArenaSide } from './model';

/** Hex size (centre to corner) in world units. */
export const HEX = 32;
export const SQRT3 = Math.sqrt(3);
/** Centre to edge midpoint. */
export const APOTHEM = (HEX * SQRT3) / 2;
export const FIGURE_RADIUS = HEX * 0.62;
export const WALL_WIDTH = 9;

export interface Point {
  x: number;
  y: number;
}
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Precomputed hex centres, indexed by hex id (no allocation when looked up). */
export const HEX_X = new Float64Array(PITCH_SIZE);
export const HEX_Y = new Float64Array(PITCH_SIZE);
PITCH_HEXES.forEach((h, i) => {
  const p = hexToPixel(h, HEX);
  HEX_X[i] = p.x;
  HEX_Y[i] = p.y;
});

export function hexCentre(id: HexId): Point {
  return { x: HEX_X[id] ?? 0, y: HEX_Y[id] ?? 0 };
}

/** Pointy-top corners: corner i sits at angle 60i - 30 degrees (y down). Flat [x0,y0,x1,y1..]. */
export function hexCorners(cx: number, cy: number, size = HEX): number[] {
  const out: number[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 180) * (60 * i - 30);
    out.push(cx + size * Math.cos(a), cy + size * Math.sin(a));
  }
  return out;
}

/** Unit vector of a direction in pixel space: direction d points at angle 60d degrees. */
export function directionVector(d: Direction): Point {
  const a = (Math.PI / 3) * d;
  return { x: Math.cos(a), y: Math.sin(a) };
}

/** The edge of a hex facing direction d runs between corners d and d+1. */
export function edgeEndpoints(cx: number, cy: number, d: Direction, size = HEX): [Point, Point] {
  const a0 = (Math.PI / 180) * (60 * d - 30);
  const a1 = (Math.PI / 180) * (60 * d + 30);
  return [
    { x: cx + size * Math.cos(a0), y: cy + size * Math.sin(a0) },
    { x: cx + size * Math.cos(a1), y: cy + size * Math.sin(a1) },
  ];
}

/** Midpoint of the edge of hex `id` facing direction d: where a ball moving in d meets the wall. */
export function edgeMidpoint(id: HexId, d: Direction): Point {
  const v = directionVector(d);
  return { x: (HEX_X[id] ?? 0) + v.x * APOTHEM, y: (HEX_Y[id] ?? 0) + v.y * APOTHEM };
}

/** The pitch hex under a world point, or OFF_PITCH. */
export function pickHex(wx: number, wy: number): HexId {
  const h = pixelToHex(wx, wy, HEX);
  return hexId(h.q, h.r);
}

// ---------------------------------------------------------------------------------------------
// Off-pitch areas. Home bench along the upper-west wall, home cage along the lower-west wall;
// away is the 180° rotation of home (the pitch's own symmetry).

interface Band {
  /** Start and end of the band's centre line (world). */
  a: Point;
  b: Point;
  /** Unit outward normal. */
  n: Point;
}

const HOME_BENCH_LINE = { from: axial(-5, -5), to: axial(-10, 0) };
const HOME_CAGE_LINE = { from: axial(-10, 0), to: axial(-10, 5) };

/** Distance from the wall line (through edge hex centres) to the first row of off-pitch figures. */
/** Figures off the pitch are drawn a little smaller, so a full bench fits along its wall. */
export const OFF_PITCH_SCALE = 0.8;
const OFF_R = FIGURE_RADIUS * OFF_PITCH_SCALE;
// Tight to the wall and to each other: the off-pitch areas at both ends cost board width, which is
// what limits the pitch's size in a landscape window.
const ROW0 = HEX + WALL_WIDTH + OFF_R + 3;
const ROW_STEP = OFF_R * 2 + 3;
/** Padding of an off-pitch area beyond its outermost seats. */
const AREA_PAD = 5;
/** Font size (world units) of the bench and cage titles, which run along the outer edge of their area. */
export const AREA_LABEL_SIZE = 15;
export const BENCH_ROWS = 2;
export const BENCH_PER_ROW = 7;
export const CAGE_ROWS = 2;
export const CAGE_PER_ROW_PER_ZONE = 2;

function bandFor(from: ReturnType<typeof axial>, to: ReturnType<typeof axial>, side: ArenaSide): Band {
  const s = side === 'home' ? 1 : -1;
  const pa = hexToPixel(from, HEX);
  const pb = hexToPixel(to, HEX);
  const dx = pb.x - pa.x;
  const dy = pb.y - pa.y;
  const len = Math.hypot(dx, dy);
  // Outward = away from the pitch centre (origin).
  let n = { x: -dy / len, y: dx / len };
  const mid = { x: (pa.x + pb.x) / 2, y: (pa.y + pb.y) / 2 };
  if (n.x * mid.x + n.y * mid.y < 0) n = { x: -n.x, y: -n.y };
  return {
    a: { x: s * pa.x, y: s * pa.y },
    b: { x: s * pb.x, y: s * pb.y },
    n: { x: s * n.x, y: s * n.y },
  };
}

function bandPoint(band: Band, t: number, offset: number): Point {
  return {
    x: band.a.x + (band.b.x - band.a.x) * t + band.n.x * offset,
    y: band.a.y + (band.b.y - band.a.y) * t + band.n.y * offset,
  };
}

export function benchBand(side: ArenaSide): Band {
  return bandFor(HOME_BENCH_LINE.from, HOME_BENCH_LINE.to, side);
}
export function cageBand(side: ArenaSide): Band {
  return bandFor(HOME_CAGE_LINE.from, HOME_CAGE_LINE.to, side);
}

/** Slot `index` of a bench (0-based): two rows of 7 along the wall, a third row beyond 14. */
export function benchSlot(side: ArenaSide, index: number): Point {
  const row = Math.floor(index / BENCH_PER_ROW);
  const k = index % BENCH_PER_ROW;
  const [t0, t1] = BENCH_T;
  return bandPoint(benchBand(side), t0 + ((t1 - t0) * (k + 0.5)) / BENCH_PER_ROW, ROW0 + row * ROW_STEP);
}

/** The three cage zones split the lower wall in thirds; zone 1 is nearest the tip (and the bench). */
export function cageZoneT(zone: 1 | 2 | 3): [number, number] {
  const [t0, t1] = CAGE_T;
  const w = (t1 - t0) / 3;
  return [t0 + (zone - 1) * w, t0 + zone * w];
}

/** The bench and the cage meet at the tip: each keeps to its own part of its wall. */
const BENCH_T: [number, number] = [-0.08, 0.82];
const CAGE_T: [number, number] = [0.18, 1.1];
/** Areas reach a little past their outermost seats. */
const AREA_PAD_T = 0.045;

export function cageSlot(side: ArenaSide, zone: 1 | 2 | 3, index: number): Point {
  const band = cageBand(side);
  const [t0, t1] = cageZoneT(zone);
  const perRow = CAGE_PER_ROW_PER_ZONE;
  const row = Math.floor(index / perRow) % CAGE_ROWS;
  const k = index % perRow;
  const extra = Math.floor(index / (perRow * CAGE_ROWS)); // overflow: nudge outward
  const t = t0 + ((t1 - t0) * (k + 0.5)) / perRow;
  return bandPoint(band, t, ROW0 + row * ROW_STEP + extra * 10);
}

/** Outline of an off-pitch area as a quad [x0,y0,..x3,y3] in world units. */
export function areaQuad(band: Band, t0: number, t1: number, rows: number): number[] {
  const inner = ROW0 - OFF_R - AREA_PAD;
  const outer = ROW0 + (rows - 1) * ROW_STEP + OFF_R + AREA_PAD;
  const p = [bandPoint(band, t0, inner), bandPoint(band, t1, inner), bandPoint(band, t1, outer), bandPoint(band, t0, outer)];
  return p.flatMap((q) => [q.x, q.y]);
}

/** Where a label for an area goes: hugging its outer edge, at the middle (drawn along the band). */
export function areaLabelPoint(band: Band, t0: number, t1: number, rows: number): Point {
  return bandPoint(band, (t0 + t1) / 2, ROW0 + (rows - 1) * ROW_STEP + OFF_R + AREA_PAD + 2 + AREA_LABEL_SIZE / 2);
}

/** Rotation (radians) that lays text along a band, kept upright (never upside down). */
export function bandAngle(band: Band): number {
  let a = Math.atan2(band.b.y - band.a.y, band.b.x - band.a.x);
  if (a > Math.PI / 2) a -= Math.PI;
  if (a <= -Math.PI / 2) a += Math.PI;
  return a;
}

export function benchArea(side: ArenaSide): number[] {
  return areaQuad(benchBand(side), BENCH_T[0] - AREA_PAD_T, BENCH_T[1] + AREA_PAD_T, BENCH_ROWS);
}
export function cageArea(side: ArenaSide, zone: 1 | 2 | 3): number[] {
  const [t0, t1] = cageZoneT(zone);
  return areaQuad(cageBand(side), t0 + 0.012, t1 - 0.012, CAGE_ROWS);
}

// ---------------------------------------------------------------------------------------------
// Tracks along the long sides: rush track 1..14 above the top wall, score difference below.

const TOP_WALL_Y = -5 * 1.5 * HEX - HEX; // outer corners of the top row
// The board is limited by width, so the tracks above and below it can afford to be large and legible.
export const TRACK_CELL_W = 54;
export const TRACK_CELL_H = 36;
/** Font size (world units) of the numbers in the track cells. */
export const TRACK_FONT = 19;
const TRACK_GAP = 4;
const TRACK_OFFSET = WALL_WIDTH + 12;

function trackCells(count: number, y: number): Rect[] {
  const total = count * TRACK_CELL_W + (count - 1) * TRACK_GAP;
  const x0 = -total / 2;
  const out: Rect[] = [];
  for (let i = 0; i < count; i++) out.push({ x: x0 + i * (TRACK_CELL_W + TRACK_GAP), y, w: TRACK_CELL_W, h: TRACK_CELL_H });
  return out;
}

/** Rush track cells, index 0 is rush 1. */
export const RUSH_CELLS: readonly Rect[] = trackCells(14, TOP_WALL_Y - TRACK_OFFSET - TRACK_CELL_H);
/** Score difference cells: index 0 is home +7 (home's west end), 7 is level, 14 is away +7. */
export const SCORE_CELLS: readonly Rect[] = trackCells(15, -TOP_WALL_Y + TRACK_OFFSET);

/** Font size (world units) of the tracks' titles. */
export const TRACK_LABEL_SIZE = 16;
/**
 * Where each track's title stands: over the rush track's first cell and under the score track's,
 * from the cell's left edge. Beside the tracks the home bench and cage reach up to them, and a
 * long word (PRZEWAGA) would run into them there.
 */
export const TRACK_LABELS: Readonly<Record<'rush' | 'score', { x: number; y: number; anchorY: 0 | 1 }>> = {
  rush: { x: (RUSH_CELLS[0] as Rect).x, y: (RUSH_CELLS[0] as Rect).y - 5, anchorY: 1 },
  score: { x: (SCORE_CELLS[0] as Rect).x, y: (SCORE_CELLS[0] as Rect).y + TRACK_CELL_H + 5, anchorY: 0 },
};

/** Cell index on the score track for a score: home leads pull the marker west. */
export function scoreCellIndex(home: number, away: number): number {
  const diff = Math.max(-7, Math.min(7, home - away));
  return 7 - diff;
}

/** Which side rushes in rush n (1-based), alternating from the first. */
export function rushSide(n: number, first: ArenaSide): ArenaSide {
  return n % 2 === 1 ? first : first === 'home' ? 'away' : 'home';
}

// ---------------------------------------------------------------------------------------------
// World bounds and fitting.

function boundsOf(points: number[]): Rect {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < points.length; i += 2) {
    const x = points[i] ?? 0;
    const y = points[i + 1] ?? 0;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  return { x: minX, y: minY, w: maxX - minX, h: maxY - minY };
}

/** Everything the arena draws, in world units (pitch, wall, benches, cages, tracks, labels). */
export function worldBounds(): Rect {
  const pts: number[] = [];
  for (let i = 0; i < PITCH_SIZE; i++) pts.push(...hexCorners(HEX_X[i] ?? 0, HEX_Y[i] ?? 0, HEX + WALL_WIDTH));
  for (const side of ['home', 'away'] as const) {
    pts.push(...benchArea(side));
    for (const z of [1, 2, 3] as const) pts.push(...cageArea(side, z));
    // Titles run along the outer edge: their far side, over the whole band, bounds them.
    for (const band of [benchBand(side), cageBand(side)]) {
      const off = ROW0 + ROW_STEP + OFF_R + AREA_PAD + 2 + AREA_LABEL_SIZE;
      for (const t of [0.2, 0.8]) {
        const l = bandPoint(band, t, off);
        pts.push(l.x, l.y);
      }
    }
  }
  for (const c of [...RUSH_CELLS, ...SCORE_CELLS]) pts.push(c.x, c.y - 4, c.x + c.w, c.y + c.h + 4);
  pts.push(TRACK_LABELS.rush.x, TRACK_LABELS.rush.y - TRACK_LABEL_SIZE - 4, TRACK_LABELS.score.x, TRACK_LABELS.score.y + TRACK_LABEL_SIZE + 4);
  return boundsOf(pts);
}

export interface Fit {
  scale: number;
  /** World origin's position in the view (CSS pixels). */
  x: number;
  y: number;
}

/** Fit `bounds` into a view of w x h CSS pixels with a margin, centred, uniform scale (never stretched). */
export function fitBounds(bounds: Rect, w: number, h: number, margin = 12): Fit {
  const aw = Math.max(1, w - 2 * margin);
  const ah = Math.max(1, h - 2 * margin);
  const scale = Math.min(aw / bounds.w, ah / bounds.h);
  const cx = bounds.x + bounds.w / 2;
  const cy = bounds.y + bounds.h / 2;
  return { scale, x: w / 2 - cx * scale, y: h / 2 - cy * scale };
}

export function viewToWorld(fit: Fit, px: number, py: number): Point {
  return { x: (px - fit.x) / fit.scale, y: (py - fit.y) / fit.scale };
}

export function worldToView(fit: Fit, wx: number, wy: number): Point {
  return { x: wx * fit.scale + fit.x, y: wy * fit.scale + fit.y };
}

/** The hex under a view (CSS pixel) point, or OFF_PITCH. */
export function pickHexInView(fit: Fit, px: number, py: number): HexId {
  const w = viewToWorld(fit, px, py);
  return pickHex(w.x, w.y);
}

/** Point just outside the wall beyond `id` in direction d (where a launched ball enters). */
export function outsideWall(id: HexId, d: Direction, extra = WALL_WIDTH + HEX * 0.6): Point {
  const v = directionVector(d);
  return { x: (HEX_X[id] ?? 0) + v.x * (APOTHEM + extra), y: (HEX_Y[id] ?? 0) + v.y * (APOTHEM + extra) };
}

export { DIRECTIONS, OFF_PITCH, idOf };
