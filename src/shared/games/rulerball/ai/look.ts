/** What the computer coach reads off the track: distances round the loop, threats, the ball's next flight. */
import { firedBall, flight, type LooseBall } from '../ball/flight';
import { carrier, controlledBy, occupied } from '../engine/board';
import type { Figure, MatchState } from '../engine/types';
import { offense } from '../laps/activation';
import { GOAL_SECTOR, other, type Seat } from '../track/places';
import { adjacent, controlled, distance, posOf, ringOf, SLOTS, wrap, type Cell } from '../track/track';

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

/**
 * The squares the loose ball will pass, in order, over every ball step until it dies (nobody
 * fielding it); with no ball in play, the flight of the cannon's next ball at its middle speed
 * (2d6 = 7). Its first 9 squares (ring 3 from the cannon) are passed whatever the roll.
 */
export function ballPath(s: MatchState): Cell[] {
  let ball: LooseBall | null = s.ball.at === 'loose' ? { cell: s.ball.cell, speed: s.ball.speed, kind: s.ball.kind } : s.ball.at === 'none' ? firedBall(7) : null;
  let fired = s.ball.at === 'none';
  const out: Cell[] = [];
  for (let step = 0; ball !== null && step < 8; step++) {
    const f = flight(ball, fired);
    out.push(...f.passes);
    ball = f.after;
    fired = false;
  }
  return out;
}

/** Forward steps a figure on `from` needs to reach `to` (it moves only forward), at least the ring change. */
export function reachSteps(from: Cell, to: Cell): number {
  return Math.max(forwardSteps(from, to), Math.abs(ringOf(from) - ringOf(to)));
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
