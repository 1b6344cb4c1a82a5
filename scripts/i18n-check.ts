// `npm run i18n:check`: fails when a locale lacks or adds a message, when a message's parameters
// differ from English, or when a plural message lacks a form its language needs.
import { checkLocales } from '../src/renderer/i18n/check';
import { messages } from '../src/renderer/i18n/messages';

const problems = checkLocales('en', messages);
const languages = Object.keys(messages);
if (problems.length > 0) {
  for (const p of problems) console.error(p);
  console.error(`\ni18n:check: ${problems.length} problem(s) across ${languages.join(', ')}.`);
  process.exit(1);
}
console.log(`i18n:check: ${languages.join(', ')} agree (keys, parameters, plural forms).`);
