/** The computer coach of each game, by game id (the coach worker and its main-thread fallback). */
import { bloodbowlCoach } from '../games/bloodbowl/coach';
import { dreadballCoach } from '../games/dreadball/coach';
import { rulerballCoach } from '../games/rulerball/coach';
import type { GameCoach } from './coach';
import { type GameId, isGameId, listGames } from './registry';

// A game's coach takes its own state type; off the wire the state is unknown (method parameters
// are bivariant, so a GameCoach<MatchState, Decision> is listed as a GameCoach<unknown, unknown>).
const COACHES: Readonly<Partial<Record<GameId, GameCoach<unknown, unknown>>>> = { dreadball: dreadballCoach, bloodbowl: bloodbowlCoach, rulerball: rulerballCoach };

export type CoachLookup =
  | { readonly ok: true; readonly game: GameId; readonly coach: GameCoach<unknown, unknown> }
  | { readonly ok: false; readonly code: 'unknown-game' | 'no-coach'; readonly message: string };

/**
 * The coach of the game with this id, for data off the wire: its state and decisions are the
 * game's plain JSON, which the worker cannot type (a structured clone carries no types).
 */
export function coachFor(id: string): CoachLookup {
  if (!isGameId(id)) return { ok: false, code: 'unknown-game', message: `unknown game "${id}"; known games: ${listGames().map((g) => g.id).join(', ')}` };
  const coach = COACHES[id];
  if (!coach) return { ok: false, code: 'no-coach', message: `the game "${id}" has no computer coach` };
  return { ok: true, game: id, coach };
}
