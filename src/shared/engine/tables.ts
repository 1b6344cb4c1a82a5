import { type Axial, type Direction, inFrontArc, hasClearRoute, direction } from '../hex';
import { NEIGHBOURS, OFF_PITCH, PITCH_HEXES, PITCH_SIZE, hexId, type HexId } from '../pitch/pitch';
import { halfOf, type Side } from '../pitch/zones';

/** Per-hex lookups the engine uses on its hot paths, built once. */

export const Q: Int8Array = Int8Array.from(PITCH_HEXES, (h) => h.q);
export const R: Int8Array = Int8Array.from(PITCH_HEXES, (h) => h.r);

export function nb(id: HexId, d: number): HexId {
  return NEIGHBOURS[id * 6 + d] as HexId;
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
  for (let d = 0; d < 6; d++) if (NEIGHBOURS[a * 6 + d] === b) return d as Direction;
  return -1;
}

/** True when a figure on `from` facing `f` threatens hex `h` (h is one of its three front neighbours). */
export function threatensId(from: HexId, f: number, h: HexId): boolean {
  const base = from * 6;
  return NEIGHBOURS[base + f] === h || NEIGHBOURS[base + ((f + 5) % 6)] === h || NEIGHBOURS[base + ((f + 1) % 6)] === h;
}

/** Ruling 4 front arc between two pitch hexes (or a hex and any axial point). */
export function inFront(from: HexId, f: Direction, to: Axial): boolean {
  return inFrontArc(axialOf(from), f, to);
}

/** Ruling 5: a shortest route from a to b with no blocked intermediate hex. */
export function clearRoute(a: Axial, b: Axial, blocked: Uint8Array): boolean {
  return hasClearRoute(a, b, (h) => {
    const id = hexId(h.q, h.r);
    return id !== OFF_PITCH && blocked[id] === 1;
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
