/// <reference lib="webworker" />
/**
 * The computer coach's Web Worker: thinking never blocks the renderer. Created by
 * `computerCoach.ts` with `new Worker(new URL('./aiWorker.ts', import.meta.url), { type: 'module' })`.
 */
import { handleThink } from './protocol';

const scope = self as unknown as { onmessage: ((e: MessageEvent) => void) | null; postMessage(m: unknown): void };

scope.onmessage = (e: MessageEvent): void => {
  scope.postMessage(handleThink(e.data, () => performance.now()));
};
