// What the save files need of a game: its id and rules version, strict schemas of its decisions
// and state, a replay, and a summary for the list. The match store knows games only through this.
import type { z } from 'zod';
import type { GameModule, GameSummary } from '../game/module';
import { playLog } from '../game/play-log';
import type { Decision, MatchSetup, MatchSummary } from './schemas';

export type ReplayOutcome = { ok: true; state: unknown } | { ok: false; reason: string };

export interface SaveRules {
  readonly game: string;
  readonly rulesVersion: number;
  /** The match setup beyond the envelope's seed and team ids, strict where the game needs it. */
  readonly setup: z.ZodType;
  /** One decision of the log, strict: what it refuses is never written nor read. */
  readonly decision: z.ZodType;
  /** The game state, strict. */
  readonly snapshot: z.ZodType;
  /** Rebuilds the state from the setup and the log; never throws. */
  readonly replay: (setup: MatchSetup, decisions: readonly Decision[]) => ReplayOutcome;
  /**
   * Plays more decisions on from a state `replay` returned; never throws. With it, an autosave
   * replays only the decisions added since the last one (the store checks the earlier log is
   * unchanged); without it every save replays the whole log.
   */
  readonly replayFrom?: (state: unknown, decisions: readonly Decision[]) => ReplayOutcome;
  /** The list summary of a state (score, progress, result). */
  readonly summarise: (state: unknown) => MatchSummary;
}

/** A game's strict schemas for its save files. */
export interface SaveSchemas {
  readonly setup: z.ZodType;
  readonly decision: z.ZodType;
  readonly snapshot: z.ZodType;
}

/** Runs a replay that throws on the first illegal decision, as an outcome that never throws. */
export function replayOutcome(run: () => unknown): ReplayOutcome {
  try {
    return { ok: true, state: run() };
  } catch (e) {
    return { ok: false, reason: e instanceof Error ? e.message : String(e) };
  }
}

/**
 * The save rules of a game played through its module's door: the schemas check a file's
 * structure, the engine the rest (replay throws on the first decision not legal where it stands).
 */
export function moduleSaveRules<State, D, Setup>(
  game: Pick<GameModule<State, D, unknown, Setup, GameSummary, unknown>, 'id' | 'rulesVersion' | 'replay' | 'apply' | 'decisionKey'>,
  schemas: SaveSchemas,
  summarise: (state: State) => MatchSummary,
): SaveRules {
  return {
    game: game.id,
    rulesVersion: game.rulesVersion,
    ...schemas,
    replay: (setup, decisions) => replayOutcome(() => game.replay(setup as unknown as Setup, decisions as unknown as readonly D[])),
    replayFrom: (state, decisions) => replayOutcome(() => playLog(game.apply, game.decisionKey, state as State, decisions as unknown as readonly D[])),
    summarise: (state) => summarise(state as State),
  };
}
