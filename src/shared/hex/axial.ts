/** Axial hex coordinates, pointy-top (rules file section 1). `s = -q - r` is implied. */
export interface Axial {
  readonly q: number;
  readonly r: number;
}

/** A facing or movement direction: 0 E, 1 SE, 2 SW, 3 W, 4 NW, 5 NE (clockwise from east). */
export type Direction = 0 | 1 | 2 | 3 | 4 | 5;

export const DIRECTIONS: readonly Direction[] = [0, 1, 2, 3, 4, 5];

export const DIRECTION_NAMES = ['E', 'SE', 'SW', 'W', 'NW', 'NE'] as const;

/** Unit steps for each direction, indexed by Direction. */
export const DIRECTION_VECTORS: readonly Axial[] = [
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
  { q: 0, r: -1 },
  { q: 1, r: -1 },
];

export function axial(q: number, r: number): Axial {
  return { q, r };
}

export function sameHex(a: Axial, b: Axial): boolean {
  return a.q === b.q && a.r === b.r;
}

/** Wraps any integer onto 0..5, so callers can write `f - 1` or `f + 3` freely. */
export function direction(n: number): Direction {
  return (((n % 6) + 6) % 6) as Direction;
}

export function opposite(d: Direction): Direction {
  return direction(d + 3);
}

export function neighbour(h: Axial, d: Direction): Axial {
  const v = DIRECTION_VECTORS[d];
  return { q: h.q + v.q, r: h.r + v.r };
}

export function distance(a: Axial, b: Axial): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}

/** The direction from `a` to an adjacent hex `b`, or -1 when they are not neighbours. */
export function directionTo(a: Axial, b: Axial): Direction | -1 {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  for (const d of DIRECTIONS) {
    const v = DIRECTION_VECTORS[d];
    if (v.q === dq && v.r === dr) return d;
  }
  return -1;
}

/** Number of 60° turns between two facings (0..3). */
export function turnsBetween(a: Direction, b: Direction): number {
  const diff = Math.abs(a - b) % 6;
  return Math.min(diff, 6 - diff);
}

/** Pixel centre of a hex of size `size` (centre to corner), y pointing down. */
export function hexToPixel(h: Axial, size: number): { x: number; y: number } {
  return { x: size * Math.sqrt(3) * (h.q + h.r / 2), y: size * 1.5 * h.r };
}

/** The nearest hex to a pixel point (inverse of hexToPixel), rounding in cube space. */
export function pixelToHex(x: number, y: number, size: number): Axial {
  const fq = ((Math.sqrt(3) / 3) * x - y / 3) / size;
  const fr = ((2 / 3) * y) / size;
  const fs = -fq - fr;
  let q = Math.round(fq);
  let r = Math.round(fr);
  const s = Math.round(fs);
  const dq = Math.abs(q - fq);
  const dr = Math.abs(r - fr);
  const ds = Math.abs(s - fs);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  return { q: q + 0, r: r + 0 };
}

/** Facing that looks from `from` most directly towards `to` (ties resolve to the lower index). */
export function facingTowards(from: Axial, to: Axial): Direction {
  const p = hexToPixel(from, 1);
  const t = hexToPixel(to, 1);
  const angle = Math.atan2(t.y - p.y, t.x - p.x); // 0 = east, clockwise positive (y down)
  return direction(Math.round(angle / (Math.PI / 3)));
}
