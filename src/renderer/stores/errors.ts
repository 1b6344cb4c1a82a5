import { defineStore } from 'pinia';
import { ref } from 'vue';
import { isErrorCode, type ErrorCode } from '../../shared/ipc/result';
import type { Words } from '../../shared/words';

/** `unreachable` is renderer-only: the bridge itself failed, no typed error came back. */
export type ShownErrorCode = ErrorCode | 'unreachable';

export interface ShownError {
  id: number;
  code: ShownErrorCode;
  /** What happened, worded by the banner in the current language (null: the headline says it all). */
  words: Words | null;
}

export const useErrorStore = defineStore('errors', () => {
  const errors = ref<ShownError[]>([]);
  let nextId = 1;

  function push(code: unknown, what: Words | null): void {
    const known: ShownErrorCode = code === 'unreachable' || isErrorCode(code) ? code : 'internal';
    const last = errors.value.at(-1);
    if (last && last.code === known && JSON.stringify(last.words) === JSON.stringify(what)) return;
    errors.value.push({ id: nextId++, code: known, words: what });
    // Keep the banner short: the oldest errors drop off first.
    if (errors.value.length > 3) errors.value.shift();
  }

  function dismiss(id: number): void {
    errors.value = errors.value.filter((error) => error.id !== id);
  }

  return { errors, push, dismiss };
});
