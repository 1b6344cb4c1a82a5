/** What the computer coach reads off the track: distances round the loop, threats, the ball's next flight. */
import { flight } from '../ball/flight';
import { carrier, controlledBy, occupied } from '../engine/board';
import type { Figure, MatchState } from '../engine/types';
import { offense } from '../laps/activation';
import { CANNON_RING, GOAL_SECTOR, other, type Seat } from '../track/places';
import { adjacent, cellOf, controlled, distance, posOf, ringOf, SLOTS, wrap, type Cell } from '../track/track';

/** Forward steps along the loop from p to q (0-35): how far a figure must travel to get there. */
export const forwardSteps = (from: Cell, to: Cell): number => wrap(posOf(from) - posOf(to));

/** Forward steps from a square into the goal sector a seat scores in (0 inside it). */
export function stepsToGoal(seat: Seat, cell: Cell): number {
  const last = (GOAL_SECTOR[seat] - 1) * SLOTS + SLOTS - 1;
  const d = wrap(posOf(cell) - last);
  return d > 32 ? 0 : d;
}

/** Opposing standing skaters and catchers next to a square (who could assault a figure there). */
export function threats(s: MatchState, seat: Seat, cell: Cell): number {
  let n = 0;
  for (const f of s.figures) if (f.seat !== seat && f.state === 'standing' && f.kind !== 'biker' && f.cell !== null && adjacent(f.cell, cell)) n++;
  return n;
}

/** Opposing standing bikers next to a square: a biker may ram (illegal, seen five times in nine, but at strength 5). */
export function rams(s: MatchState, seat: Seat, cell: Cell): number {
  let n = 0;
  for (const f of s.figures) if (f.seat !== seat && f.state === 'standing' && f.kind === 'biker' && f.cell !== null && adjacent(f.cell, cell)) n++;
  return n;
}

/** The squares the loose ball will pass at the next ball step, in order; the cannon's likely path when there is none. */
export function ballPath(s: MatchState): Cell[] {
  if (s.ball.at === 'loose') return [...flight({ cell: s.ball.cell, speed: s.ball.speed, kind: s.ball.kind }, false).passes];
  if (s.ball.at === 'none') {
    const out: Cell[] = [];
    // The cannon's first flight: ring 3 from p = 9 for at least 8 squares (2d6 + 6).
    for (let p = 9; p <= 17; p++) out.push(cellOf(CANNON_RING, p));
    return out;
  }
  return [];
}

export interface Situation {
  readonly me: Seat;
  readonly carrier: Figure | null;
  readonly mine: boolean;
  readonly offense: Seat | null;
  readonly path: readonly Cell[];
}

export function situation(s: MatchState, me: Seat): Situation {
  const c = carrier(s);
  return { me, carrier: c, mine: c !== null && c.seat === me, offense: offense(s.possession), path: ballPath(s) };
}

/**
 * The carrier's lane: the squares 1-3 steps ahead of him within one ring of his. A team-mate
 * standing there boxes him in (a carrier who cannot leave his sector loses the ball in motion).
 */
export function inLane(carrierCell: Cell, cell: Cell): boolean {
  const steps = forwardSteps(carrierCell, cell);
  return steps >= 1 && steps <= 3 && Math.abs(ringOf(cell) - ringOf(carrierCell)) <= 1;
}

/** How many of the squares ahead of `cell` (ahead and the forward diagonals) are taken or controlled by the other team. */
export function blockedAhead(s: MatchState, seat: Seat, cell: Cell): number {
  const enemy = controlledBy(s, other(seat));
  let n = 0;
  for (const sq of controlled(cell)) if (occupied(s, sq) || enemy.has(sq)) n++;
  return n;
}

export const near = (a: Cell, b: Cell): number => distance(a, b);
