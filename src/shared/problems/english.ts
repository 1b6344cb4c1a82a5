// The English text of problem words, for the main process's logs and its errors' `message` (the
// renderer words what crosses IPC itself, in the user's language).
import { type Words, wordsText } from '../words';
import problemsEn from './en';

export function englishProblem(w: Words): string {
  return wordsText(w, (key, params = {}) => {
    let node: unknown = { problems: problemsEn };
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node !== 'string') return key;
    return node.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
  });
}
