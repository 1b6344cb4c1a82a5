import { defineStore } from 'pinia';
import { ref } from 'vue';
import { isErrorCode, type ErrorCode } from '../../shared/ipc/result';

/** `unreachable` is renderer-only: the bridge itself failed, no typed error came back. */
export type ShownErrorCode = ErrorCode | 'unreachable';

export interface ShownError {
  id: number;
  code: ShownErrorCode;
  detail: string;
}

export const useErrorStore = defineStore('errors', () => {
  const errors = ref<ShownError[]>([]);
  let nextId = 1;

  function push(code: unknown, detail: unknown): void {
    const known: ShownErrorCode = code === 'unreachable' || isErrorCode(code) ? code : 'internal';
    const text = typeof detail === 'string' ? detail : '';
    const last = errors.value.at(-1);
    if (last && last.code === known && last.detail === text) return;
    errors.value.push({ id: nextId++, code: known, detail: text });
    // Keep the banner short: the oldest errors drop off first.
    if (errors.value.length > 3) errors.value.shift();
  }

  function dismiss(id: number): void {
    errors.value = errors.value.filter((error) => error.id !== id);
  }

  return { errors, push, dismiss };
});
