// The computer coach as the match store uses it: the worker client, retried once with a fresh
// worker when it fails, and a cheap choice on the main thread when the worker fails again, so a
// match never hangs on a broken worker.
import type { AiLevel } from '../../shared/games/dreadball/ai/coach';
import type { Decision, MatchState } from '../../shared/games/dreadball/engine/types';
import { coachFor } from '../../shared/game/coaches';
import { DEFAULT_GAME, anyGame, type GameId } from '../../shared/game/registry';
import { DREADBALL_FALLBACK_LEVEL } from '../../shared/games/dreadball/coach';
import { ComputerCoach, ThinkCancelled, ThinkError, createAiWorker, type WorkerLike } from './computerCoach';

/**
 * A worker that has not answered after this long is taken for stuck (and treated like a crash).
 * Far above any think measured (Hard's slowest is well under a second, see docs/ai-in-the-app.md),
 * so a slow, loaded machine never trips it.
 */
export const STUCK_AFTER_MS = 60_000;

/** DreadBall's level on the main thread when the worker is gone: Easy's static choice costs a few ms. */
export const FALLBACK_LEVEL: AiLevel = DREADBALL_FALLBACK_LEVEL;

/** Refusals a fresh worker would only repeat (and the main thread could not answer either). */
const FINAL_REFUSALS: ReadonlySet<string> = new Set(['unknown-game', 'no-coach', 'unknown-level']);

/**
 * The main-thread choice: the game's coach at its fallback level (DreadBall: Easy) with the same
 * seed, or, should even that throw, the first legal decision (the module lists only legal ones),
 * so the match always goes on.
 */
export function fallbackDecision(state: MatchState, seed: number, game: GameId = DEFAULT_GAME): Decision {
  // The game's own legal set for the game's own state: its decisions are the game's.
  const legal = anyGame(game).legal(state);
  const first = legal.decisions[0] as Decision | undefined;
  if (!first) throw new Error('nothing to decide: the match is over');
  const found = coachFor(game);
  if (!found.ok) return first;
  try {
    // The game's own coach, given the game's own state: its decision is one of the game's.
    return found.coach.choose(state, found.coach.fallbackLevel, seed >>> 0) as Decision;
  } catch (error) {
    console.warn('computer coach: the fallback choice failed, playing the first legal decision', error);
    return first;
  }
}

const nextTask = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

/**
 * Thinks in a Web Worker (`ComputerCoach`). A failed think (the worker cannot start, crashes,
 * sends an unreadable or error answer, or gives no answer within `stuckAfterMs`) is asked once more of a fresh worker; if that fails too,
 * this thinker falls back for good: `fallbackReason` says why, one warning is logged, and every
 * question from then on is answered on the main thread by `fallbackDecision` (cheap, so the
 * screen does not stall). A cancelled think is never retried, nor a refusal a fresh worker would
 * repeat (an unknown game or level): that rejects with the worker's ThinkError.
 */
export class SafeThinker {
  /** Set once the worker has failed twice: why (decisions are then chosen on the main thread). */
  fallbackReason: string | null = null;
  private readonly coach: ComputerCoach;

  constructor(
    factory: () => WorkerLike = createAiWorker,
    private readonly stuckAfterMs = STUCK_AFTER_MS,
  ) {
    this.coach = new ComputerCoach(factory);
  }

  /** `game`: the game of `state` (the match store plays DreadBall, the default). */
  async think(state: MatchState, level: AiLevel, seed: number, signal?: AbortSignal, game: GameId = DEFAULT_GAME): Promise<Decision> {
    if (signal?.aborted) throw new ThinkCancelled();
    if (this.fallbackReason === null) {
      let reason = '';
      for (let attempt = 0; attempt < 2; attempt++) {
        let stuck = false;
        const timer = setTimeout(() => {
          stuck = true;
          this.coach.cancel();
        }, this.stuckAfterMs);
        try {
          return await this.coach.think(state, level, seed, signal, game);
        } catch (error) {
          if (signal?.aborted || (error instanceof ThinkCancelled && !stuck)) throw error instanceof ThinkCancelled ? error : new ThinkCancelled();
          if (error instanceof ThinkError && FINAL_REFUSALS.has(error.code)) throw error;
          reason = stuck ? `the computer coach worker gave no answer within ${this.stuckAfterMs >= 1000 ? `${Math.round(this.stuckAfterMs / 1000)} s` : `${this.stuckAfterMs} ms`}` : error instanceof Error ? error.message : String(error);
          // Drop the worker whatever went wrong: the retry (or a later match) starts a fresh one.
          this.coach.cancel();
        } finally {
          clearTimeout(timer);
        }
      }
      this.fallbackReason = reason || 'the computer coach worker failed';
      console.warn(`computer coach: the worker failed twice (${this.fallbackReason}); choosing on the main thread (${FALLBACK_LEVEL}) from now on`);
    }
    // Let the screen paint "thinking" first; the choice itself takes milliseconds.
    await nextTask();
    if (signal?.aborted) throw new ThinkCancelled();
    return fallbackDecision(state, seed, game);
  }

  cancel(): void {
    this.coach.cancel();
  }
}
