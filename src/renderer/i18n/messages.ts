// Every locale's messages, by language. English is the reference: the others have its keys.
import type { Language } from '../../shared/settings';
import en, { type MessageSchema } from './en';
import de from './de';

export const messages = { en, de } satisfies Partial<Record<Language, MessageSchema>>;
