/**
 * What the command-line tools (`sim`, `bench:engine`, `odds`, `scenario`, the coach tournaments,
 * the story finder) need of a game beyond its GameModule, by game id. The game-agnostic part of
 * each tool works through the module (see simulate.ts); the part that only makes sense for one
 * game (DreadBall's dice maths, its scenario format, its computer coaches) lives in the game's
 * folder and is reached here, so a tool picks it by id and says so when a game has none.
 *
 * Only the scripts import this file (it pulls in the scenario runner and the coach tournaments);
 * the app uses registry.ts.
 */
import { dreadballTools } from '../games/dreadball/tools';
import { bloodbowlTools } from '../games/bloodbowl/tools';
import { rulerballTools } from '../games/rulerball/tools';
import { DEFAULT_GAME, type GameId, isGameId, listGames } from './registry';
import type { SimulationReport, SimulationRun } from './simulate';

export { ToolInputError } from './tool-error';

/** Exact odds of a game's dice. */
export interface OddsTool {
  /** Example command lines, for the usage text. */
  readonly usage: readonly string[];
  /** The flags it reads (each `--name VALUE`), with their defaults. */
  readonly flags: Readonly<Record<string, { readonly default?: string }>>;
  /** The odds as plain JSON; throws ToolInputError for bad or missing flags. */
  compute(values: Readonly<Record<string, string | undefined>>): unknown;
}

export interface ScenarioCheck {
  /** Unmet expectations; empty when the scenario passed. */
  readonly failures: readonly string[];
  /** The full report (JSON text) printed when a single file is checked. */
  readonly report: string;
  /** Diagnostics for the error stream (a failed decision and what was legal instead). */
  readonly notes: readonly string[];
}

/** Rules scenarios: a position, decisions, fixed dice and what must come of them. */
export interface ScenarioTool {
  /** Runs one scenario (the parsed JSON of its file); throws when it cannot be run at all. */
  check(scenario: unknown): ScenarioCheck;
}

export interface TournamentRun {
  readonly games: number;
  readonly home: string;
  readonly away: string;
  readonly seed: number;
  readonly shard: number;
  readonly shards: number;
  /** Play only these game indices (each below `games`; shards still apply), e.g. the games a change can touch. */
  readonly only?: readonly number[];
  readonly now: () => number;
  /** After each game: a JSON record for --games-out (merge input) and a one-line progress label. */
  readonly onGame?: (record: unknown, label: string, index: number) => void;
}

/** Computer-coach tournaments (`sim --home ... --away ...`). */
export interface TournamentTool {
  /** Plays the games; throws ToolInputError for an unknown entrant (the message lists the known ones). */
  run(run: TournamentRun): unknown;
  /** The summary of records written by earlier runs (shards), as `run` would have printed it. */
  merge(records: readonly unknown[], seed: number): unknown;
}

/** The scripted hot-seat story the end-to-end spec replays (DreadBall: issue 6, "Proof"). */
export interface StoryTool {
  /** Searches for the shortest story; `log` gets progress lines. Returns the file's text, or null. */
  find(opts: { readonly seeds: number; readonly tries: number; readonly max: number; readonly log: (line: string) => void }): { readonly text: string; readonly summary: string } | null;
  /** Replays a story file's text: whether its moments still happen where it says. */
  check(text: string): { readonly ok: boolean; readonly message: string };
}

export interface GameTools {
  readonly id: GameId;
  /** Seeded random play through the module with invariant and replay checks (`sim`, `bench:engine`). */
  simulate(run: SimulationRun): SimulationReport;
  readonly odds?: OddsTool;
  readonly scenarios?: ScenarioTool;
  readonly tournament?: TournamentTool;
  readonly story?: StoryTool;
}

const TOOLS: Readonly<Record<GameId, GameTools>> = { dreadball: dreadballTools, bloodbowl: bloodbowlTools, rulerball: rulerballTools };

export function unknownGameMessage(id: string): string {
  return `unknown game "${id}"; known games: ${listGames()
    .map((g) => g.id)
    .join(', ')}`;
}

export type ToolName = 'odds' | 'scenarios' | 'tournament' | 'story';

/** The message for a game without the named tool, listing the games that have it. */
export function noToolMessage(id: GameId, tool: ToolName): string {
  const have = Object.values(TOOLS)
    .filter((t) => t[tool] !== undefined)
    .map((t) => t.id);
  return `the game "${id}" has no ${tool} tool${have.length ? ` (games with one: ${have.join(', ')})` : ''}`;
}

export function toolsFor(id: GameId): GameTools {
  return TOOLS[id];
}

export type GameArg = { readonly ok: true; readonly id: GameId; readonly rest: string[] } | { readonly ok: false; readonly message: string };

/**
 * Takes `--game ID` (or `--game=ID`) out of a command line: the game (default dreadball) and the
 * other arguments, in order; an unknown or missing id is an error naming the known games.
 */
export function gameArg(argv: readonly string[]): GameArg {
  const rest: string[] = [];
  let id: string = DEFAULT_GAME;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--game') {
      const v = argv[i + 1];
      if (v === undefined || v.startsWith('--')) return { ok: false, message: `--game needs a game id; known games: ${listGames().map((g) => g.id).join(', ')}` };
      id = v;
      i++;
    } else if (a.startsWith('--game=')) id = a.slice('--game='.length);
    else rest.push(a);
  }
  if (!isGameId(id)) return { ok: false, message: unknownGameMessage(id) };
  return { ok: true, id, rest };
}
