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
