/** What the computer coach reads off the track: distances round the loop, threats, the ball's next flight. */
import { firedBall, flight, type LooseBall } from '../ball/flight';
import { carrier, controlledBy, controls, occupied } from '../engine/board';
import type { Figure, MatchState } from '../engine/types';
import { offense } from '../laps/activation';
import { GOAL_SECTOR, other, type Seat } from '../track/places';
import { speedChoices } from '../move/speed';
import { adjacent, around, controlled, distance, posOf, ringOf, SLOTS, wrap, type Cell } from '../track/track';

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

/**
 * Can figure `o`, yet to move this turn, end its move on `n`? It moves exactly its chosen speed
 * (its speed plus or minus its acceleration; 1 when it stands up), changing ring at most once: by a
 * forward diagonal (bikers only so) or by a sideways step that takes one step without going
 * forward. Entering a square `stops` holds (one the carrier's team controls) ends a move early.
 * Paths blocked on the way are not looked at: the reading errs on the attacker's side.
 */
function canEndOn(o: Figure, n: Cell, stops: ReadonlySet<Cell>): boolean {
  const from = o.cell as Cell;
  const rings = Math.abs(ringOf(from) - ringOf(n));
  if (rings > 1) return false;
  const fwd = forwardSteps(from, n);
  for (const sp of speedChoices({ current: o.speed, acceleration: o.acceleration, topSpeed: o.topSpeed, standing: o.state === 'fallen' })) {
    if (fwd === sp && (sp > 0 || rings === 0)) return true;
    if (o.kind !== 'biker' && rings === 1 && fwd === sp - 1) return true;
    if (fwd >= rings && fwd < sp && stops.has(n)) return true;
  }
  return false;
}

/**
 * The opponents who can stand next to a carrier ending on `to` when Combat comes: those already
 * moved and beside the square, and those yet to move this turn who can reach a free square beside
 * it (no more of them than there are free squares). `from` is the square the carrier leaves.
 * Skaters and catchers (who assault) and bikers (who may ram) are counted apart.
 */
export function closing(s: MatchState, seat: Seat, from: Cell, to: Cell): { hitters: number; bikers: number } {
  const free = around(to).filter((c) => c === from || !occupied(s, c));
  // The squares the carrier's team controls once he stands on `to` (he no longer controls those ahead of `from`).
  const stops = new Set<Cell>(controlled(to));
  for (const m of s.figures) if (m.seat === seat && m.cell !== from && controls(m)) for (const c of controlled(m.cell as Cell)) stops.add(c);
  let hitters = 0;
  let bikers = 0;
  let coming = 0;
  for (const o of s.figures) {
    if (o.seat === seat || o.cell === null || o.state === 'lying') continue;
    const beside = o.moved ? o.state === 'standing' && adjacent(o.cell, to) : (o.state === 'standing' || o.state === 'fallen') && free.some((c) => canEndOn(o, c, stops));
    if (!beside) continue;
    if (!o.moved && ++coming > free.length) continue;
    if (o.kind === 'biker') bikers++;
    else hitters++;
  }
  return { hitters, bikers };
}
