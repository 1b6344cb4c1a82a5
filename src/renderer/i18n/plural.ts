// Plural forms by the language's own rules (CLDR, through Intl.PluralRules), for vue-i18n.
// A plural message lists the locale's forms in the order below, separated by " | ", and may
// start with one extra form for zero ("no saved matches | 1 saved match | {n} saved matches").
import type { Language } from '../../shared/settings';

/** The plural categories each language's messages spell out, in order. */
export const PLURAL_FORMS: Readonly<Record<Language, readonly Intl.LDMLPluralRule[]>> = {
  en: ['one', 'other'],
  es: ['one', 'other'],
  de: ['one', 'other'],
  pl: ['one', 'few', 'many'],
};

/** The index of the form to use for `count` among a message's `length` forms. */
export function pluralIndex(language: Language, count: number, length: number): number {
  const forms = PLURAL_FORMS[language];
  const zeroForm = length === forms.length + 1;
  if (zeroForm && count === 0) return 0;
  const category = new Intl.PluralRules(language).select(Math.abs(count));
  // Categories a language has but its messages fold away (Spanish "many" for a million, Polish
  // "other" for fractions) take the last form.
  const at = forms.indexOf(category);
  const index = (at < 0 ? forms.length - 1 : at) + (zeroForm ? 1 : 0);
  return Math.min(index, length - 1);
}

/** vue-i18n's `pluralRules` option: one rule per language. */
export function pluralRules(): Record<Language, (choice: number, choicesLength: number) => number> {
  const rules = {} as Record<Language, (choice: number, choicesLength: number) => number>;
  for (const language of Object.keys(PLURAL_FORMS) as Language[]) rules[language] = (choice, length) => pluralIndex(language, choice, length);
  return rules;
}
