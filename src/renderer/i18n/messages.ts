// Every locale's messages, by language. English is the reference: the others have its keys.
import type { Language } from '../../shared/settings';
import en, { type MessageSchema } from './en';
import de from './de';
import pl from './pl';

export const messages = { en, de, pl } satisfies Partial<Record<Language, MessageSchema>>;
