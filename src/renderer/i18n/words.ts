// Words (a key and parameters, as the main process sends them) into text in the app's language.
import type { Words } from '../../shared/words';

export { wordsText } from '../../shared/words';

/** Any thrown value as words: a plain exception's text is only a detail (for bug reports). */
export function errorWords(error: unknown, key = 'problems.app.unexpected'): Words {
  return { key, params: { detail: error instanceof Error ? error.message : String(error) } };
}
