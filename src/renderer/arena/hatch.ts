// Diagonal hatching clipped to a convex polygon: the threat overlay's pattern, so a threatened hex
// reads as threatened on any hex colour (the red Strike zones included) and not by colour alone.
import type { Point } from './layout';

export interface Segment {
  a: Point;
  b: Point;
}

/**
 * Parallel lines `spacing` apart at `angle` (radians) across a convex polygon given as flat
 * [x0, y0, x1, y1, ...] corners, each cut to the polygon (Cyrus-Beck clipping).
 */
export function hatchSegments(corners: readonly number[], spacing: number, angle: number): Segment[] {
  const n = corners.length / 2;
  if (n < 3 || spacing <= 0) return [];
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i < n; i++) {
    xs.push(corners[2 * i] ?? 0);
    ys.push(corners[2 * i + 1] ?? 0);
  }
  // The polygon's winding decides which side of an edge is inside.
  let area = 0;
  for (let i = 0; i < n; i++) area += (xs[i] ?? 0) * (ys[(i + 1) % n] ?? 0) - (xs[(i + 1) % n] ?? 0) * (ys[i] ?? 0);
  const wind = area >= 0 ? 1 : -1;
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  // Offsets of the lines along the normal, covering the polygon.
  const nx = -dy;
  const ny = dx;
  let lo = Infinity;
  let hi = -Infinity;
  let reach = 0;
  for (let i = 0; i < n; i++) {
    const o = (xs[i] ?? 0) * nx + (ys[i] ?? 0) * ny;
    lo = Math.min(lo, o);
    hi = Math.max(hi, o);
    reach = Math.max(reach, Math.hypot(xs[i] ?? 0, ys[i] ?? 0));
  }
  const out: Segment[] = [];
  const span = reach * 2 + 1;
  for (let o = lo + spacing / 2; o < hi; o += spacing) {
    const px = nx * o - dx * span;
    const py = ny * o - dy * span;
    const qx = dx * 2 * span;
    const qy = dy * 2 * span;
    let t0 = 0;
    let t1 = 1;
    for (let i = 0; i < n && t0 <= t1; i++) {
      const ax = xs[i] ?? 0;
      const ay = ys[i] ?? 0;
      const ex = (xs[(i + 1) % n] ?? 0) - ax;
      const ey = (ys[(i + 1) % n] ?? 0) - ay;
      // Inward normal of the edge.
      const inx = -ey * wind;
      const iny = ex * wind;
      const num = (px - ax) * inx + (py - ay) * iny;
      const den = qx * inx + qy * iny;
      if (den === 0) {
        if (num < 0) t1 = -1;
        continue;
      }
      const t = -num / den;
      if (den > 0) t0 = Math.max(t0, t);
      else t1 = Math.min(t1, t);
    }
    if (t0 < t1) out.push({ a: { x: px + qx * t0, y: py + qy * t0 }, b: { x: px + qx * t1, y: py + qy * t1 } });
  }
  return out;
}
