import type { AiLevel } from '../../shared/games/dreadball/ai/coach';
import type { Decision, MatchState } from '../../shared/games/dreadball/engine/types';
import { DEFAULT_GAME, type GameId } from '../../shared/game/registry';
import type { ThinkErrorCode, ThinkRequest, ThinkResponse } from './protocol';

/** The part of a Worker the client uses (a fake in tests). */
export interface WorkerLike {
  onmessage: ((e: { data: unknown }) => void) | null;
  onerror: ((e: unknown) => void) | null;
  /** A message the worker sent could not be read (structured clone failed). */
  onmessageerror?: ((e: unknown) => void) | null;
  postMessage(m: unknown): void;
  terminate(): void;
}

export class ThinkCancelled extends Error {
  constructor() {
    super('the computer coach stopped thinking');
    this.name = 'ThinkCancelled';
  }
}

/** The worker answered with an error: its code says why (an unknown game, a failed search...). */
export class ThinkError extends Error {
  constructor(
    readonly code: ThinkErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ThinkError';
  }
}

const CODES: readonly ThinkErrorCode[] = ['malformed', 'unknown-game', 'no-coach', 'unknown-level', 'nothing-to-decide', 'failed'];

export function createAiWorker(): WorkerLike {
  return new Worker(new URL('./aiWorker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike;
}

interface Pending {
  resolve(d: Decision): void;
  reject(e: Error): void;
}

/**
 * Promise client of the computer-coach worker. One worker, one question at a time in practice;
 * `cancel()` (or an aborted signal) rejects what is pending with ThinkCancelled and terminates the
 * worker (its search cannot be interrupted), a fresh one starting with the next question.
 */
export class ComputerCoach {
  private worker: WorkerLike | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  /** Think time of the last answer, in milliseconds (for a "thinking..." display or stats). */
  lastMs = 0;

  constructor(private readonly factory: () => WorkerLike = createAiWorker) {}

  /**
   * A decision for `state` from the worker. `game` names the game the state belongs to (the
   * worker refuses an unknown one with a ThinkError 'unknown-game'); the match store plays
   * DreadBall, the default.
   */
  think(state: MatchState, level: AiLevel, seed: number, signal?: AbortSignal, game: GameId = DEFAULT_GAME): Promise<Decision> {
    if (signal?.aborted) return Promise.reject(new ThinkCancelled());
    let w: WorkerLike;
    try {
      w = this.ensure();
    } catch (error) {
      // The worker could not even be made (blocked script, no Worker support): a rejection, not a throw.
      return Promise.reject(new Error(`the computer coach worker could not start: ${error instanceof Error ? error.message : String(error)}`));
    }
    const id = this.nextId++;
    return new Promise<Decision>((resolve, reject) => {
      const onAbort = (): void => this.cancel();
      signal?.addEventListener('abort', onAbort, { once: true });
      this.pending.set(id, {
        resolve: (d) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(d);
        },
        reject: (e) => {
          signal?.removeEventListener('abort', onAbort);
          reject(e);
        },
      });
      const req: ThinkRequest<MatchState> = { type: 'think', id, game, state, level, seed };
      try {
        w.postMessage(req);
      } catch (error) {
        this.fail(w, `the computer coach worker refused the question: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  }

  /** Stops thinking: every pending question is rejected with ThinkCancelled. */
  cancel(): void {
    if (this.worker) {
      this.worker.terminate();
      this.worker = null;
    }
    const all = [...this.pending.values()];
    this.pending.clear();
    for (const p of all) p.reject(new ThinkCancelled());
  }

  dispose(): void {
    this.cancel();
  }

  private ensure(): WorkerLike {
    if (this.worker) return this.worker;
    const w = this.factory();
    w.onmessage = (e) => this.onMessage(e.data as ThinkResponse);
    w.onerror = (e) => this.fail(w, `the computer coach worker failed${describe(e)}`);
    w.onmessageerror = () => this.fail(w, 'the computer coach worker sent an unreadable answer');
    this.worker = w;
    return w;
  }

  /** The worker crashed or could not start: it is dropped (the next question makes a fresh one) and every question pending on it fails. */
  private fail(w: WorkerLike, message: string): void {
    if (this.worker === w) this.worker = null;
    w.terminate();
    const all = [...this.pending.values()];
    this.pending.clear();
    for (const p of all) p.reject(new Error(message));
  }

  private onMessage(r: ThinkResponse): void {
    if (!r || typeof r !== 'object') return;
    const p = this.pending.get(r.id);
    if (!p) {
      // An error the worker could not tie to a question (id -1): every pending question fails with it.
      if (r.type === 'error' && r.id === -1 && this.worker) this.fail(this.worker, r.message);
      return;
    }
    this.pending.delete(r.id);
    if (r.type === 'decision') {
      this.lastMs = r.ms;
      // The worker's coach for this game chose it among the game's legal decisions.
      p.resolve(r.decision as Decision);
    } else p.reject(new ThinkError(CODES.includes(r.code) ? r.code : 'failed', r.message));
  }
}

/** The message of a worker error event, if it has one (a failed script load has none). */
function describe(e: unknown): string {
  const m = e && typeof e === 'object' && 'message' in e ? (e as { message: unknown }).message : null;
  return typeof m === 'string' && m ? `: ${m}` : '';
}
