// Pure path building for animations: hex paths and scatter steps become world-space polylines
// with precomputed cumulative lengths, sampled without allocating.
import type { Direction } from '../../shared/hex';
import type { HexId } from '../../shared/games/dreadball/pitch';
import { HEX_X, HEX_Y, edgeMidpoint, outsideWall, type Point } from './layout';
import type { ScatterStep } from './model';

export class Polyline {
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  /** Cumulative length at each vertex; cum[0] = 0. */
  readonly cum: Float64Array;
  readonly length: number;
  /** Indices of vertices that are wall hits (for a flash). */
  readonly bounces: number[];

  constructor(points: readonly Point[], bounces: number[] = []) {
    const n = Math.max(1, points.length);
    this.xs = new Float64Array(n);
    this.ys = new Float64Array(n);
    this.cum = new Float64Array(n);
    points.forEach((p, i) => {
      this.xs[i] = p.x;
      this.ys[i] = p.y;
      if (i > 0) this.cum[i] = (this.cum[i - 1] ?? 0) + Math.hypot(p.x - (points[i - 1]?.x ?? 0), p.y - (points[i - 1]?.y ?? 0));
    });
    this.length = this.cum[n - 1] ?? 0;
    this.bounces = bounces;
  }

  get count(): number {
    return this.xs.length;
  }

  /** Writes the point at fraction t (0..1) of the length into `out`; returns the segment index. */
  sample(t: number, out: Point): number {
    const n = this.xs.length;
    if (n === 1 || this.length === 0) {
      out.x = this.xs[0] ?? 0;
      out.y = this.ys[0] ?? 0;
      return 0;
    }
    const d = Math.max(0, Math.min(1, t)) * this.length;
    let i = 1;
    while (i < n - 1 && (this.cum[i] ?? 0) < d) i++;
    const c0 = this.cum[i - 1] ?? 0;
    const c1 = this.cum[i] ?? 0;
    const f = c1 > c0 ? (d - c0) / (c1 - c0) : 1;
    out.x = (this.xs[i - 1] ?? 0) + ((this.xs[i] ?? 0) - (this.xs[i - 1] ?? 0)) * f;
    out.y = (this.ys[i - 1] ?? 0) + ((this.ys[i] ?? 0) - (this.ys[i - 1] ?? 0)) * f;
    return i - 1;
  }

  /** Fraction of the length at vertex i. */
  fractionAt(i: number): number {
    return this.length === 0 ? 1 : (this.cum[i] ?? 0) / this.length;
  }
}

function centre(id: HexId): Point {
  return { x: HEX_X[id] ?? 0, y: HEX_Y[id] ?? 0 };
}

/** Centres of a hex path, starting at `from` when given. */
export function hexPathPolyline(hexes: readonly HexId[], from?: HexId): Polyline {
  const pts = (from === undefined ? hexes : [from, ...hexes]).map(centre);
  return new Polyline(pts);
}

/**
 * A scatter as a polyline: from the centre of `start`, through each entered hex's centre; a
 * bounce rolls on from the hex centre to the midpoint of the wall edge it hits (where a ball
 * moving in `direction` meets that edge), which is marked as a bounce vertex, and then heads for
 * the next step (or back to the hex centre if the bounce was the last step).
 */
export function scatterPolyline(start: HexId, steps: readonly ScatterStep[]): Polyline {
  const pts: Point[] = [centre(start)];
  const bounces: number[] = [];
  let at = start;
  steps.forEach((step, i) => {
    if (step.kind === 'enter') {
      pts.push(centre(step.hex));
      at = step.hex;
      return;
    }
    if (step.hex !== at) {
      pts.push(centre(step.hex));
      at = step.hex;
    }
    bounces.push(pts.length);
    pts.push(edgeMidpoint(step.hex, step.direction));
    if (i === steps.length - 1) pts.push(centre(step.hex));
  });
  return new Polyline(pts, bounces);
}

/** Launch: the ball comes in over the wall beyond the first hex, then rolls along the path. */
export function launchPolyline(path: readonly HexId[], entryDirection: Direction): Polyline {
  const first = path[0];
  if (first === undefined) return new Polyline([]);
  return new Polyline([outsideWall(first, entryDirection), ...path.map(centre)]);
}

/** Height of a thrown ball over the ground at fraction t, for an arc of peak h. */
export function arcHeight(t: number, h: number): number {
  return 4 * h * t * (1 - t);
}
