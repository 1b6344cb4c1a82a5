// For the store tests: a worker answering as the real one does (the same protocol function, a
// structured-clone copy of the state), and a wait for a condition the stores reach asynchronously.
import type { WorkerLike } from './computerCoach';
import { handleThink } from './protocol';

export class ProtocolWorker implements WorkerLike {
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  postMessage(msg: unknown): void {
    const copy = structuredClone(msg);
    setTimeout(() => this.onmessage?.({ data: handleThink(copy, () => 0) }), 0);
  }
  terminate(): void {}
}

/** Resolves once `ok()` holds, checking after each turn of the event loop; throws after `ms`. */
export async function until(ok: () => boolean, ms = 5_000): Promise<void> {
  const t0 = Date.now();
  while (!ok()) {
    if (Date.now() - t0 > ms) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 0));
  }
}
