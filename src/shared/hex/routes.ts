import { type Axial, DIRECTIONS, distance, neighbour } from './axial';

/**
 * Every hex that lies on at least one shortest route from `a` to `b`, excluding both ends.
 * A hex h is on a shortest route exactly when dist(a,h) + dist(h,b) = dist(a,b).
 */
export function hexesOnShortestRoutes(a: Axial, b: Axial): Axial[] {
  const total = distance(a, b);
  const out: Axial[] = [];
  for (let dq = -total; dq <= total; dq++) {
    for (let dr = Math.max(-total, -dq - total); dr <= Math.min(total, -dq + total); dr++) {
      const h = { q: a.q + dq, r: a.r + dr };
      const da = distance(a, h);
      if (da === 0 || da === total) continue;
      if (da + distance(h, b) === total) out.push(h);
    }
  }
  return out;
}

/**
 * Ruling 5, line of sight: true when at least one shortest route from `a` to `b` has no blocked
 * hex among its intermediate hexes. Walks outward from `a` one distance ring at a time, keeping
 * only hexes reachable through clear hexes, so it never enumerates routes one by one.
 */
export function hasClearRoute(a: Axial, b: Axial, blocked: (h: Axial) => boolean): boolean {
  const total = distance(a, b);
  if (total <= 1) return true;
  let frontier: Axial[] = [a];
  for (let step = 1; step < total; step++) {
    const next: Axial[] = [];
    for (const h of frontier) {
      for (const d of DIRECTIONS) {
        const n = neighbour(h, d);
        if (distance(a, n) !== step || distance(n, b) !== total - step) continue;
        if (blocked(n) || next.some((x) => x.q === n.q && x.r === n.r)) continue;
        next.push(n);
      }
    }
    if (next.length === 0) return false;
    frontier = next;
  }
  return true;
}

/** Every shortest route from `a` to `b` as the list of hexes after `a` up to and including `b`. */
export function allShortestRoutes(a: Axial, b: Axial, limit = 1000): Axial[][] {
  const total = distance(a, b);
  const routes: Axial[][] = [];
  const walk = (h: Axial, path: Axial[]): void => {
    if (routes.length >= limit) return;
    if (path.length === total) {
      routes.push(path);
      return;
    }
    for (const d of DIRECTIONS) {
      const n = neighbour(h, d);
      if (distance(n, b) === total - path.length - 1) walk(n, [...path, n]);
    }
  };
  walk(a, []);
  return routes;
}
