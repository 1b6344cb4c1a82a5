/**
 * Where a figure can go at a chosen speed (rules/rulerball.md, game turn step 4): exactly that
 * many steps, each forward, forward-diagonal or sideways, changing ring at most once (bikers only
 * by a forward-diagonal step), never into an occupied square. Entering a square an opponent
 * controls ends the move there. One path per end square: the one through the fewest squares the
 * mover would rather not enter (`avoid`: a biker's goal mouths, where the referees may notice
 * him), and among those the first found, with the ring change as late as possible (a figure keeps
 * its line as long as it can).
 */
import { changesRing, stepsFrom, type Cell, type StepKind } from '../track/track';

export interface ReachInput {
  readonly from: Cell;
  readonly speed: number;
  /** Bikers change ring only by a forward-diagonal step. */
  readonly biker: boolean;
  /** A biker towing a rider never changes ring. */
  readonly keepRing?: boolean;
  /** Squares taken by any figure (the mover's own square excluded or not: it is never re-entered). */
  readonly occupied: (cell: Cell) => boolean;
  /** Squares an opposing standing skater or catcher controls. */
  readonly controlled: (cell: Cell) => boolean;
  /** Squares to pass through only when no other path reaches the same end (a biker's goal mouths). */
  readonly avoid?: (cell: Cell) => boolean;
}

export type StopReason = 'exact' | 'controlled' | 'blocked';

export interface Reach {
  readonly to: Cell;
  /** Every square entered, in order (the start excluded); its length is the turn's speed. */
  readonly path: readonly Cell[];
  readonly stop: StopReason;
}

function allowed(kind: StepKind, biker: boolean): boolean {
  return !biker || kind === 'forward' || kind === 'diagonal-in' || kind === 'diagonal-out';
}

/**
 * The moves at `speed`. Exact moves and moves ending on a controlled square are the legal ones; a
 * move that dead-ends earlier (no legal step left) is offered only when there is no other, so a
 * figure never stops short by choice. Speed 0: the figure stays (one move, no path).
 */
export function reach(input: ReachInput): Reach[] {
  if (input.speed === 0) return [{ to: input.from, path: [], stop: 'exact' }];
  const found = new Map<Cell, Reach>();
  const deadEnds = new Map<Cell, Reach>();
  const path: Cell[] = [];
  const avoid = input.avoid;
  const cost = (p: readonly Cell[]): number => (avoid ? p.filter(avoid).length : 0);
  /** Keeps the first path to an end unless this one avoids more (the end keeps its place in the list). */
  const keep = (into: Map<Cell, Reach>, r: Reach): void => {
    const had = into.get(r.to);
    if (!had || cost(r.path) < cost(had.path)) into.set(r.to, r);
  };
  const walk = (at: Cell, changed: boolean): void => {
    if (path.length === input.speed) {
      keep(found, { to: at, path: [...path], stop: 'exact' });
      return;
    }
    // Forward first, ring changes last: the first path found to an end keeps its ring longest.
    let stepped = false;
    for (const s of stepsFrom(at)) {
      if (changesRing(s.kind) && (changed || input.keepRing)) continue;
      if (!allowed(s.kind, input.biker)) continue;
      if (s.to === input.from || input.occupied(s.to) || path.includes(s.to)) continue;
      stepped = true;
      path.push(s.to);
      if (input.controlled(s.to)) {
        keep(found, { to: s.to, path: [...path], stop: 'controlled' });
      } else {
        walk(s.to, changed || changesRing(s.kind));
      }
      path.pop();
    }
    if (!stepped && path.length > 0) keep(deadEnds, { to: at, path: [...path], stop: 'blocked' });
  };
  walk(input.from, false);
  if (found.size > 0) return [...found.values()];
  if (deadEnds.size > 0) return [...deadEnds.values()];
  return [{ to: input.from, path: [], stop: 'blocked' }];
}
