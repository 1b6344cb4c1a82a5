import { type Axial, type Direction, inFrontArc, hasClearRoute, direction } from '../../../hex';
import { NEIGHBOURS, OFF_PITCH, PITCH_HEXES, PITCH_SIZE, hexId, type HexId } from '../pitch/pitch';
import { halfOf, type Side } from '../pitch/zones';

/** Per-hex lookups the engine uses on its hot paths, built once. */

// A local name for the neighbour table: an imported binding can cost a property lookup per use
// (tsx runs the engine as CommonJS), and these helpers run millions of times per fuzz.
const NB6: Int16Array = NEIGHBOURS;
const idAt = hexId;
const OFF = OFF_PITCH;

export const Q: Int8Array = Int8Array.from(PITCH_HEXES, (h) => h.q);
export const R: Int8Array = Int8Array.from(PITCH_HEXES, (h) => h.r);

export function nb(id: HexId, d: number): HexId {
  return NB6[id * 6 + d] as HexId;
}

export function axialOf(id: HexId): Axial {
  return { q: Q[id] as number, r: R[id] as number };
}

/** Hex distance between two pitch hexes. */
export function dist(a: HexId, b: HexId): number {
  const dq = (Q[a] as number) - (Q[b] as number);
  const dr = (R[a] as number) - (R[b] as number);
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}

/** Direction from a to an adjacent hex b, or -1. */
export function dirBetween(a: HexId, b: HexId): Direction | -1 {
  for (let d = 0; d < 6; d++) if (NB6[a * 6 + d] === b) return d as Direction;
  return -1;
}

/** True when a figure on `from` facing `f` threatens hex `h` (h is one of its three front neighbours). */
export function threatensId(from: HexId, f: number, h: HexId): boolean {
  const base = from * 6;
  return NB6[base + f] === h || NB6[base + ((f + 5) % 6)] === h || NB6[base + ((f + 1) % 6)] === h;
}

/** Ruling 4 front arc between two pitch hexes (or a hex and any axial point). */
export function inFront(from: HexId, f: Direction, to: Axial): boolean {
  return inFrontArc(axialOf(from), f, to);
}

// Scratch for clearRoute: axial cells packed as (q + 32) * 64 + (r + 32), a stamp per cell
// marking the current layer (no list search, no objects), and two frontier buffers.
const SPAN = 64;
const HALF = 32;
const layerMark = new Int32Array(SPAN * SPAN);
let markNow = 0;
const frontA = new Int32Array(SPAN * 2);
const frontB = new Int32Array(SPAN * 2);
const STEP = Int32Array.from([1, 0, 0, 1, -1, 1, -1, 0, 0, -1, 1, -1], (v, i) => (i % 2 === 0 ? v * SPAN : v));
const PITCH_CELL = (() => {
  const t = new Int16Array(SPAN * SPAN).fill(OFF);
  for (let q = -HALF; q < HALF; q++) for (let r = -HALF; r < HALF; r++) t[(q + HALF) * SPAN + (r + HALF)] = idAt(q, r);
  return t;
})();

/**
 * Ruling 5: a shortest route from a to b with no blocked intermediate hex (off-pitch hexes on a
 * route are never blocked). Layer by layer over the hexes on shortest routes, as `hasClearRoute`
 * does, over packed numbers; points too far out for the scratch grid take `hasClearRoute` itself.
 */
export function clearRoute(a: Axial, b: Axial, blocked: Uint8Array): boolean {
  const dq0 = a.q - b.q;
  const dr0 = a.r - b.r;
  const total = Math.max(Math.abs(dq0), Math.abs(dr0), Math.abs(dq0 + dr0));
  if (total <= 1) return true;
  const lim = HALF - 1;
  if (Math.abs(a.q) > lim || Math.abs(a.r) > lim || Math.abs(b.q) > lim || Math.abs(b.r) > lim) {
    return hasClearRoute(a, b, (h) => {
      const id = idAt(h.q, h.r);
      return id !== OFF && blocked[id] === 1;
    });
  }
  const bq = b.q + HALF;
  const br = b.r + HALF;
  let front = frontA;
  let next = frontB;
  front[0] = (a.q + HALF) * SPAN + (a.r + HALF);
  let size = 1;
  for (let step = 1; step < total; step++) {
    if (markNow === 0x7fffffff) {
      layerMark.fill(0);
      markNow = 0;
    }
    const mark = ++markNow;
    const want = total - step;
    let n = 0;
    for (let i = 0; i < size; i++) {
      const c = front[i] as number;
      for (let d = 0; d < 12; d += 2) {
        const m = c + (STEP[d] as number) + (STEP[d + 1] as number);
        // A neighbour one step nearer b lies on a shortest route (it is `step` from a, too).
        const dq = ((m / SPAN) | 0) - bq;
        const dr = (m % SPAN) - br;
        if (Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr)) !== want) continue;
        if (layerMark[m] === mark) continue;
        const id = PITCH_CELL[m] as number;
        if (id !== OFF && blocked[id] === 1) continue;
        layerMark[m] = mark;
        next[n++] = m;
      }
    }
    if (n === 0) return false;
    const t = front;
    front = next;
    next = t;
    size = n;
  }
  return true;
}

/** Hexes each side may set up on: its own half, never the centre column. */
export const SETUP_HEXES: Readonly<Record<Side, readonly HexId[]>> = (() => {
  const home: HexId[] = [];
  const away: HexId[] = [];
  for (let i = 0; i < PITCH_SIZE; i++) {
    const half = halfOf(PITCH_HEXES[i] as Axial);
    if (half === 'home') home.push(i);
    else if (half === 'away') away.push(i);
  }
  return { home, away };
})();

export function turnCost(a: number, b: number): number {
  const diff = Math.abs(a - b) % 6;
  return Math.min(diff, 6 - diff);
}

export { direction };
