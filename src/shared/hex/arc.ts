import { type Axial, type Direction, DIRECTION_VECTORS, direction, neighbour } from './axial';

/**
 * Ruling 4: hex `h` is in front of a figure at `p` facing `f` when the dot product of (h - p)
 * with the facing vector, in pixel space, is not negative. Hexes cut by the dividing line count as
 * front, which the `>= 0` gives for free.
 */
export function inFrontArc(p: Axial, f: Direction, h: Axial): boolean {
  const dq = h.q - p.q;
  const dr = h.r - p.r;
  const n = DIRECTION_VECTORS[f];
  return 3 * (2 * dq + dr) * (2 * n.q + n.r) + 9 * dr * n.r >= 0;
}

/** The three directions a standing figure facing `f` threatens: f-1, f, f+1. */
export function threatDirections(f: Direction): [Direction, Direction, Direction] {
  return [direction(f - 1), f, direction(f + 1)];
}

/** The three hexes a standing figure threatens (some may lie off the pitch). */
export function threatHexes(p: Axial, f: Direction): Axial[] {
  return threatDirections(f).map((d) => neighbour(p, d));
}

/** True when a figure at `p` facing `f` threatens hex `h`. */
export function threatens(p: Axial, f: Direction, h: Axial): boolean {
  const dq = h.q - p.q;
  const dr = h.r - p.r;
  for (const d of threatDirections(f)) {
    const v = DIRECTION_VECTORS[d];
    if (v.q === dq && v.r === dr) return true;
  }
  return false;
}
