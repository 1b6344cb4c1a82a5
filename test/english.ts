// Words as the English user reads them, for tests that check what main reports: the real English
// messages, a missing key or parameter failing loudly.
import en from '../src/renderer/i18n/en';
import { flatten } from '../src/renderer/i18n/check';
import { wordsText } from '../src/renderer/i18n/words';
import type { Words } from '../src/shared/words';

const messages = flatten(en);

export function english(w: Words): string {
  return wordsText(w, (key, params = {}) => {
    const message = messages.get(key);
    if (typeof message !== 'string') throw new Error(`no English message ${key}`);
    return message.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (!(name in params)) throw new Error(`message ${key} needs {${name}}`);
      return String(params[name]);
    });
  });
}
