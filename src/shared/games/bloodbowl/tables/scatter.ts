/** Random directions (rules file): the d8 over the 8 neighbours, and the throw-in's d6 template. */

export interface Direction {
  readonly dx: number;
  readonly dy: number;
}

/** d8 face 1-8 to a direction, the LRB template fixed to the pitch so replays agree. */
export const D8_DIRECTIONS: readonly Direction[] = [
  { dx: -1, dy: -1 },
  { dx: 0, dy: -1 },
  { dx: 1, dy: -1 },
  { dx: -1, dy: 0 },
  { dx: 1, dy: 0 },
  { dx: -1, dy: 1 },
  { dx: 0, dy: 1 },
  { dx: 1, dy: 1 },
];

export function scatterDirection(d8: number): Direction {
  const d = D8_DIRECTIONS[d8 - 1];
  if (!d) throw new RangeError(`a d8 shows 1-8, not ${d8}`);
  return d;
}

/** The edge a ball crossed leaving the pitch; a corner counts as the sideline (the long edge). */
export type Edge = 'top' | 'bottom' | 'left' | 'right';

/**
 * The throw-in's direction: facing into the pitch across `edge`, d6 1-2 the diagonal to the left,
 * 3-4 straight in, 5-6 the diagonal to the right ("left" as seen by the crowd facing the pitch).
 */
export function throwInDirection(edge: Edge, d6: number): Direction {
  if (!Number.isInteger(d6) || d6 < 1 || d6 > 6) throw new RangeError(`a d6 shows 1-6, not ${d6}`);
  const side = d6 <= 2 ? 'left' : d6 <= 4 ? 'straight' : 'right';
  // Inward direction and the crowd's left-hand side for each edge.
  const inward: Record<Edge, Direction> = { top: { dx: 0, dy: 1 }, bottom: { dx: 0, dy: -1 }, left: { dx: 1, dy: 0 }, right: { dx: -1, dy: 0 } };
  const leftHand: Record<Edge, Direction> = { top: { dx: 1, dy: 0 }, bottom: { dx: -1, dy: 0 }, left: { dx: 0, dy: -1 }, right: { dx: 0, dy: 1 } };
  const i = inward[edge];
  if (side === 'straight') return i;
  const l = leftHand[edge];
  return side === 'left' ? { dx: i.dx + l.dx, dy: i.dy + l.dy } : { dx: i.dx - l.dx, dy: i.dy - l.dy };
}

/** The edge crossed stepping from an on-pitch (x, y) to an off-pitch one; corners count as sidelines. */
export function edgeCrossed(toX: number, toY: number, length: number, width: number): Edge {
  if (toY < 0) return 'top';
  if (toY >= width) return 'bottom';
  if (toX < 0) return 'left';
  if (toX >= length) return 'right';
  throw new RangeError(`(${toX}, ${toY}) is on the pitch: no edge was crossed`);
}
