/** What the engine asks of the track with figures on it: who is where, who controls what. */
import { GOAL_SECTOR, other, type Seat } from '../track/places';
import { controlled, sectorOf, type Cell } from '../track/track';
import { offense } from '../laps/activation';
import type { Figure, MatchState } from './types';

/** Figures with a square on the track (standing, fallen or lying). */
export const onTrack = (f: Figure): boolean => f.cell !== null && (f.state === 'standing' || f.state === 'fallen' || f.state === 'lying');

export function figureAt(s: MatchState, cell: Cell): Figure | undefined {
  return s.figures.find((f) => f.cell === cell && onTrack(f));
}

export const occupied = (s: MatchState, cell: Cell): boolean => figureAt(s, cell) !== undefined;

/** Skaters and catchers standing control the square ahead and the two forward diagonals. */
export const controls = (f: Figure): boolean => f.state === 'standing' && f.kind !== 'biker' && f.cell !== null;

/** The squares controlled by standing skaters and catchers of `seat`. */
export function controlledBy(s: MatchState, seat: Seat): Set<Cell> {
  const out = new Set<Cell>();
  for (const f of s.figures) if (f.seat === seat && controls(f)) for (const c of controlled(f.cell as Cell)) out.add(c);
  return out;
}

export function carrier(s: MatchState): Figure | null {
  return s.ball.at === 'held' ? (s.figures[s.ball.figure] ?? null) : null;
}

/** Whether a figure counts in the screen: a defense skater or catcher in the goal sector the offense attacks. */
export function inScreen(s: MatchState, f: Figure): boolean {
  const off = offense(s.possession);
  if (off === null || f.seat === off || f.kind === 'biker' || s.screenBarred === f.seat || f.cell === null) return false;
  return sectorOf(f.cell) === GOAL_SECTOR[off];
}

/**
 * Figures of a team that stood still this turn and count against the stopped limit (not fallen,
 * lying or the screen). Only figures that have moved: a team-mate still to move is not stopped
 * because he stood still last turn.
 */
export function stoppedCount(s: MatchState, seat: Seat, except: number): number {
  return s.figures.filter((f) => f.id !== except && f.seat === seat && f.moved && f.state === 'standing' && f.cell !== null && f.speed === 0 && !inScreen(s, f)).length;
}

export { other };
