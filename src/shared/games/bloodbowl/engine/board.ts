/** Queries over a state: who stands where, tackle zones, assists. */
import { isAdjacent, neighbours, PITCH_LENGTH, PITCH_WIDTH, type SquareId, type TeamIndex } from '../pitch/pitch';
import type { Frame, MatchState, Player } from './types';

export function playerAt(s: MatchState, sq: SquareId): Player | undefined {
  return s.players.find((p) => p.where === 'pitch' && p.square === sq);
}

/** Which squares are taken, read as `grid[square] === mark`: see `occupancy`. */
export interface Occupancy {
  readonly grid: Uint32Array;
  readonly mark: number;
}

// One grid for every listing: a new mark each time instead of a new, zeroed array (a typed array
// per step question was a good part of the engine's garbage).
const GRID = new Uint32Array(PITCH_LENGTH * PITCH_WIDTH);
let lastMark = 0;

/**
 * Which squares are taken, in one pass over the players. For listing many squares at once (a
 * player's steps, a set-up's squares), where asking `playerAt` of each would scan every player.
 * Valid only until the next call: read it at once, never keep it.
 */
export function occupancy(s: MatchState): Occupancy {
  if (lastMark === 0xffffffff) {
    GRID.fill(0);
    lastMark = 0;
  }
  const mark = ++lastMark;
  for (const p of s.players) if (p.where === 'pitch' && p.square !== null) GRID[p.square] = mark;
  return { grid: GRID, mark };
}

export const isTaken = (o: Occupancy, sq: SquareId): boolean => o.grid[sq] === o.mark;

export const onPitch = (s: MatchState, team?: TeamIndex): Player[] => s.players.filter((p) => p.where === 'pitch' && (team === undefined || p.team === team));

export const isStanding = (p: Player): boolean => p.where === 'pitch' && p.status === 'standing';

/** Standing players of the other team next to `sq`: the opposing tackle zones on it. */
export function tackleZones(s: MatchState, sq: SquareId, team: TeamIndex, except: number | null = null): number {
  let n = 0;
  const players = s.players;
  for (let i = 0; i < players.length; i++) {
    const p = players[i] as Player;
    if (p.team !== team && p.id !== except && isStanding(p) && p.square !== null && isAdjacent(p.square, sq)) n++;
  }
  return n;
}

/** Empty on-pitch squares next to `sq`. */
export function freeNeighbours(s: MatchState, sq: SquareId): SquareId[] {
  const taken = occupancy(s);
  return neighbours(sq).filter((n) => !isTaken(taken, n));
}

/** The ball's holder, if anyone holds it. */
export function carrier(s: MatchState): Player | undefined {
  return s.ball.at === 'carried' ? s.players[s.ball.player] : undefined;
}

/**
 * Assists for one side of a block or a foul: standing team-mates of `side` next to `victim`
 * (other than `actor`), each in no tackle zone of the other team but `victim`'s.
 */
export function assists(s: MatchState, actor: Player, victim: Player): number {
  if (victim.square === null) return 0;
  let n = 0;
  for (const p of s.players) {
    if (p.team !== actor.team || p.id === actor.id || !isStanding(p) || p.square === null) continue;
    if (!isAdjacent(p.square, victim.square)) continue;
    if (tackleZones(s, p.square, p.team, victim.id) === 0) n++;
  }
  return n;
}

/** The action being taken (the innermost activation on the stack), or null between actions. */
export function activationOf(s: MatchState): Extract<Frame, { kind: 'activation' }> | null {
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const f = s.stack[i];
    if (f?.kind === 'activation') return f;
  }
  return null;
}
