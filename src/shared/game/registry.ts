/** Every game the app can play, by id. A new game is one import and one entry in GAMES. */
import { dreadball } from '../games/dreadball';
import { dreadballSaves } from '../games/dreadball/saves';
import type { SaveRules } from '../saves/gameRules';

const GAMES = { dreadball } as const;
/** What the save files need of each game (schemas, replay, list summary). */
const SAVES: Readonly<Record<GameId, SaveRules>> = { dreadball: dreadballSaves };

export type GameId = keyof typeof GAMES;
export type RegisteredGame = (typeof GAMES)[GameId];

/** The game a match or tool is of when nothing names one (every file from before games had ids). */
export const DEFAULT_GAME: GameId = 'dreadball';

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

/** The save rules of every registered game, for the match store. */
export function listSaveRules(): readonly SaveRules[] {
  return Object.values(SAVES);
}
