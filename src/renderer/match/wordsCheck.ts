// For the tests of the screens' words: what is wrong with a Words (and the Words nested in it) in
// the four languages: a key with no message, or a parameter the message uses and is not given.
import type { Words } from '../../shared/words';
import { flatten, parametersOf } from '../i18n/check';
import { messages } from '../i18n/messages';

const LOCALES = Object.entries(messages).map(([lang, tree]) => [lang, flatten(tree as never)] as const);

export function problemsOf(w: Words): string[] {
  const out: string[] = [];
  for (const [lang, flat] of LOCALES) {
    const message = flat.get(w.key);
    if (typeof message !== 'string') {
      out.push(`${lang}: no message ${w.key}`);
      continue;
    }
    for (const p of parametersOf(message)) if (!(p in (w.params ?? {}))) out.push(`${lang}: ${w.key} needs {${p}}`);
  }
  for (const v of Object.values(w.params ?? {})) if (typeof v === 'object') out.push(...problemsOf(v));
  return out;
}
