/** Every game the app can play, by id. A new game is one import and one entry in GAMES. */
import { dreadball } from '../games/dreadball';
import { dreadballSaves } from '../games/dreadball/saves';
import { bloodbowl } from '../games/bloodbowl';
import { bloodbowlSaves } from '../games/bloodbowl/saves';
import { rulerball } from '../games/rulerball';
import { rulerballSaves } from '../games/rulerball/saves';
import type { SaveRules } from '../saves/gameRules';
import type { GameModule, GameSummary } from './module';

const GAMES = { dreadball, bloodbowl, rulerball } as const;
/** What the save files need of each game (schemas, replay, list summary). */
const SAVES: Readonly<Record<GameId, SaveRules>> = { dreadball: dreadballSaves, bloodbowl: bloodbowlSaves, rulerball: rulerballSaves };

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

/**
 * A game's module for data off the wire or from a file, whose state and decisions are that game's
 * plain JSON but cannot be typed here (method parameters are bivariant, so every registered module
 * is one of these).
 */
export type AnyGameModule = GameModule<unknown, unknown, unknown, unknown, GameSummary, unknown>;

export function anyGame(id: string): AnyGameModule {
  return getGame(id);
}

export function listGames(): readonly RegisteredGame[] {
  return Object.values(GAMES);
}

/** The save rules of every registered game, for the match store. */
export function listSaveRules(): readonly SaveRules[] {
  return Object.values(SAVES);
}
