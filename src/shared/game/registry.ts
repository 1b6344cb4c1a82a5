/** Every game the app can play, by id. A new game is one import and one entry in GAMES. */
import { dreadball } from '../games/dreadball';

const GAMES = { dreadball } as const;

export type GameId = keyof typeof GAMES;
export type RegisteredGame = (typeof GAMES)[GameId];

export function isGameId(id: string): id is GameId {
  return Object.hasOwn(GAMES, id);
}

/** The game with this id; throws for an id no game has (a save from a newer app, a typo). */
export function getGame<K extends GameId>(id: K): (typeof GAMES)[K];
export function getGame(id: string): RegisteredGame;
export function getGame(id: string): RegisteredGame {
  if (!isGameId(id)) throw new RangeError(`unknown game "${id}"; known games: ${Object.keys(GAMES).join(', ')}`);
  return GAMES[id];
}

export function listGames(): readonly RegisteredGame[] {
  return Object.values(GAMES);
}
