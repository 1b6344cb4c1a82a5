/** Queries over a state: who stands where, tackle zones, assists. */
import { isAdjacent, neighbours, PITCH_LENGTH, PITCH_WIDTH, type SquareId, type TeamIndex } from '../pitch/pitch';
import type { MatchState, Player } from './types';

export function playerAt(s: MatchState, sq: SquareId): Player | undefined {
  return s.players.find((p) => p.where === 'pitch' && p.square === sq);
}

/**
 * Which squares are taken, in one pass over the players: 1 for a taken square. For listing many
 * squares at once (a player's steps), where asking `playerAt` of each would scan every player.
 */
export function occupancy(s: MatchState): Uint8Array {
  const grid = new Uint8Array(PITCH_LENGTH * PITCH_WIDTH);
  for (const p of s.players) if (p.where === 'pitch' && p.square !== null) grid[p.square] = 1;
  return grid;
}

export const onPitch = (s: MatchState, team?: TeamIndex): Player[] => s.players.filter((p) => p.where === 'pitch' && (team === undefined || p.team === team));

export const isStanding = (p: Player): boolean => p.where === 'pitch' && p.status === 'standing';

/** Standing players of the other team next to `sq`: the opposing tackle zones on it. */
export function tackleZones(s: MatchState, sq: SquareId, team: TeamIndex, except: number | null = null): number {
  let n = 0;
  for (const p of s.players) if (p.team !== team && p.id !== except && isStanding(p) && p.square !== null && isAdjacent(p.square, sq)) n++;
  return n;
}

/** Empty on-pitch squares next to `sq`. */
export function freeNeighbours(s: MatchState, sq: SquareId): SquareId[] {
  const taken = occupancy(s);
  return neighbours(sq).filter((n) => taken[n] !== 1);
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
