// The checks behind `npm run i18n:check`: every locale has exactly English's keys, each message
// the same parameters, and each plural message the forms its language needs. Pure, so a unit
// test can show each check failing.
import type { Language } from '../../shared/settings';
import { PLURAL_FORMS } from './plural';

type Tree = { readonly [key: string]: unknown };

/** Every message of a tree by its dotted key. */
export function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) for (const [k, v] of flatten(value as Tree, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

/** The `{name}` parameters a message uses, over all its forms, sorted. */
export function parametersOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*\}/g)].map((m) => m[1] as string))].sort();
}

const formsOf = (message: string): string[] => message.split('|').map((f) => f.trim());

/** What is wrong with the locales, one sentence each; empty when they all agree with the base. */
export function checkLocales(base: Language, locales: Readonly<Partial<Record<Language, Tree>>>): string[] {
  const problems: string[] = [];
  const baseTree = locales[base];
  if (!baseTree) return [`The base locale "${base}" has no messages.`];
  const flat = new Map<Language, Map<string, unknown>>();
  for (const [language, tree] of Object.entries(locales) as [Language, Tree][]) flat.set(language, flatten(tree));
  const reference = flat.get(base) as Map<string, unknown>;

  for (const [language, messages] of flat) {
    for (const [key, value] of messages) {
      if (typeof value !== 'string') problems.push(`${language}: ${key} is not a text.`);
      else if (value.trim() === '') problems.push(`${language}: ${key} is empty.`);
      else if (/@[.:]/.test(value)) problems.push(`${language}: ${key} uses @ (vue-i18n linked-message syntax); write the words out.`);
      if (language !== base && !reference.has(key)) problems.push(`${language}: ${key} is extra (English has no such message).`);
    }
    if (language === base) continue;
    for (const key of reference.keys()) if (!messages.has(key)) problems.push(`${language}: ${key} is missing.`);
  }

  for (const [key, value] of reference) {
    if (typeof value !== 'string') continue;
    const entries = [...flat].map(([language, messages]) => [language, messages.get(key)] as const).filter((e): e is readonly [Language, string] => typeof e[1] === 'string');
    const expected = parametersOf(value).join(', ');
    const plural = entries.some(([, m]) => m.includes('|'));
    const zeroForms = new Set<boolean>();
    for (const [language, message] of entries) {
      const params = parametersOf(message).join(', ');
      if (params !== expected) problems.push(`${language}: ${key} has parameters {${params}} but English has {${expected}}.`);
      if (!plural) continue;
      const needed = PLURAL_FORMS[language].length;
      const forms = formsOf(message);
      if (forms.some((f) => f === '')) problems.push(`${language}: ${key} has an empty plural form.`);
      if (forms.length !== needed && forms.length !== needed + 1) {
        problems.push(`${language}: ${key} has ${forms.length} plural forms; ${language} needs ${needed} (${PLURAL_FORMS[language].join(' | ')}), or ${needed + 1} with a zero form first.`);
      } else zeroForms.add(forms.length === needed + 1);
    }
    if (zeroForms.size > 1) problems.push(`${key}: some locales start with a zero form and others do not.`);
  }
  return problems;
}
