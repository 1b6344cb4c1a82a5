import { defineStore } from 'pinia';
import { ref, watch } from 'vue';
import { isErrorCode, type ErrorCode } from '../../shared/ipc/result';
import type { Words } from '../../shared/words';
import { useNavigation, type Screen } from './navigation';

/** `unreachable` is renderer-only: the bridge itself failed, no typed error came back. */
export type ShownErrorCode = ErrorCode | 'unreachable';

export interface ShownError {
  id: number;
  code: ShownErrorCode;
  /** What happened, worded by the banner in the current language (null: the headline says it all). */
  words: Words | null;
  /** The screen it happened on: it is about that screen, so it goes when the user leaves. */
  screen: Screen;
}

/** At most this many at once: the oldest drop off first. */
export const MAX_SHOWN = 3;

const same = (a: ShownError, code: ShownErrorCode, what: Words | null): boolean => a.code === code && JSON.stringify(a.words) === JSON.stringify(what);

export const useErrorStore = defineStore('errors', () => {
  const errors = ref<ShownError[]>([]);
  const navigation = useNavigation();
  let nextId = 1;

  function push(code: unknown, what: Words | null): void {
    const known: ShownErrorCode = code === 'unreachable' || isErrorCode(code) ? code : 'internal';
    // The same error again replaces the one shown (and is announced again) instead of stacking.
    const others = errors.value.filter((error) => !same(error, known, what));
    errors.value = [...others, { id: nextId++, code: known, words: what, screen: navigation.current }].slice(-MAX_SHOWN);
  }

  function dismiss(id: number): void {
    errors.value = errors.value.filter((error) => error.id !== id);
  }

  // Leaving a screen takes its errors along, before the next screen draws (hence synchronous). An
  // error that arrives after the move (a save failing as the match screen closes) is the new screen's.
  watch(
    () => navigation.current,
    (now) => {
      errors.value = errors.value.filter((error) => error.screen === now);
    },
    { flush: 'sync' },
  );

  return { errors, push, dismiss };
});
