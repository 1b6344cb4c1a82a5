import { computed, ref, type ComputedRef, type Ref } from 'vue';
import type { Result } from '../../shared/ipc/result';
import { errorWords } from '../i18n/words';
import { useErrorStore } from './errors';

/**
 * Runs one IPC call; on failure the typed error goes to the banner and the
 * caller gets `undefined`, so screens never deal with error plumbing.
 */
export async function callIpc<T>(request: (api: Window['rushline']) => Promise<Result<T>>): Promise<T | undefined> {
  const errors = useErrorStore();
  let result: Result<T>;
  try {
    result = await request(window.rushline);
  } catch (error) {
    errors.push('unreachable', errorWords(error, 'problems.app.unreachable'));
    return undefined;
  }
  if (result.ok) return result.value;
  errors.push(result.error.code, result.error.words);
  return undefined;
}

/**
 * The busy flag and runner a store of files shares (saves, leagues): `busy` stays up while any
 * call is under way, so one finishing early (a list refresh) does not clear it under another (a
 * save); `run` is undefined when this build lacks the channels (`available` goes false).
 */
export function useIpcRunner<Api>(apiOf: () => Api | undefined): {
  busy: ComputedRef<boolean>;
  available: Ref<boolean>;
  run<T>(call: (api: Api) => Promise<Result<T>>): Promise<T | undefined>;
} {
  const calls = ref(0);
  const busy = computed(() => calls.value > 0);
  const available = ref(true);
  async function run<T>(call: (api: Api) => Promise<Result<T>>): Promise<T | undefined> {
    const api = apiOf();
    if (!api) {
      available.value = false;
      return undefined;
    }
    calls.value++;
    try {
      return await callIpc(() => call(api));
    } finally {
      calls.value--;
    }
  }
  return { busy, available, run };
}
