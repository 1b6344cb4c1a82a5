import { createI18n } from 'vue-i18n';
import type { Language } from '../../shared/settings';
import type { MessageSchema } from './en';
import { messages } from './messages';
import { pluralRules } from './plural';

export const i18n = createI18n<[MessageSchema], Language, false>({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  messages,
  pluralRules: pluralRules(),
});

/** Switches every text at once (vue-i18n's locale is reactive) and tells the page its language. */
export function setLanguage(language: Language): void {
  i18n.global.locale.value = language;
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
