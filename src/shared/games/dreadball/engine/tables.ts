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

/** Ruling 5: a shortest route from a to b with no blocked intermediate hex. */
export function clearRoute(a: Axial, b: Axial, blocked: Uint8Array): boolean {
  return hasClearRoute(a, b, (h) => {
    const id = idAt(h.q, h.r);
    return id !== OFF && blocked[id] === 1;
  });
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
