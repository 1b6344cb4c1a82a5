import type { AiLevel } from '../../shared/ai/coach';
import type { Decision, MatchState } from '../../shared/engine/types';
import type { ThinkRequest, ThinkResponse } from './protocol';

/** The part of a Worker the client uses (a fake in tests). */
export interface WorkerLike {
  onmessage: ((e: { data: unknown }) => void) | null;
  onerror: ((e: unknown) => void) | null;
  postMessage(m: unknown): void;
  terminate(): void;
}

export class ThinkCancelled extends Error {
  constructor() {
    super('the computer coach stopped thinking');
    this.name = 'ThinkCancelled';
  }
}

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

  think(state: MatchState, level: AiLevel, seed: number, signal?: AbortSignal): Promise<Decision> {
    if (signal?.aborted) return Promise.reject(new ThinkCancelled());
    const w = this.ensure();
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
      const req: ThinkRequest = { type: 'think', id, state, level, seed };
      w.postMessage(req);
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
    w.onerror = () => {
      const all = [...this.pending.values()];
      this.pending.clear();
      this.worker = null;
      w.terminate();
      for (const p of all) p.reject(new Error('the computer coach worker failed'));
    };
    this.worker = w;
    return w;
  }

  private onMessage(r: ThinkResponse): void {
    const p = this.pending.get(r.id);
    if (!p) return;
    this.pending.delete(r.id);
    if (r.type === 'decision') {
      this.lastMs = r.ms;
      p.resolve(r.decision);
    } else p.reject(new Error(r.message));
  }
}
