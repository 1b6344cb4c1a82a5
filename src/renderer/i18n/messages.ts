// Every locale's messages, by language. English is the reference: the others have its keys.
import type { Language } from '../../shared/settings';
import en, { type MessageSchema } from './en';
import es from './es';
import de from './de';
import pl from './pl';

export const messages: Record<Language, MessageSchema> = { en, es, de, pl };
