// What the save files need of a game: its id and rules version, strict schemas of its decisions
// and state, a replay, and a summary for the list. The match store knows games only through this.
import type { z } from 'zod';
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
