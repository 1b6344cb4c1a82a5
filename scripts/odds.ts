// Prints exact odds of a game's dice as JSON (the game's odds tool; DreadBall's by default).
//   npm run odds -- --dice 3 --target 4                 P(at least k successes), k = 1..6
//   npm run odds -- --dice 4 --target 3 --vs-dice 4 --vs-target 4   an opposed (X) test
//   npm run odds -- --game ID ...                       another game's odds tool
import { parseArgs } from 'node:util';
import { fail, needTool, pickGame } from './game-tools';

const { tools, rest } = pickGame('odds', process.argv.slice(2));
const odds = needTool('odds', tools, 'odds');
const options = Object.fromEntries(Object.entries(odds.flags).map(([name, f]) => [name, { type: 'string' as const, ...(f.default === undefined ? {} : { default: f.default }) }]));

let values: Record<string, string | undefined>;
try {
  values = parseArgs({ args: rest, options }).values as Record<string, string | undefined>;
} catch (e) {
  fail('odds', `${e instanceof Error ? e.message : String(e)}\nusage:\n  ${odds.usage.join('\n  ')}`);
}
try {
  process.stdout.write(`${JSON.stringify(odds.compute(values), null, 2)}\n`);
} catch (e) {
  // Bad input (ToolInputError) and impossible dice (the odds functions' RangeErrors): exit 2.
  fail('odds', e instanceof Error ? e.message : String(e));
}
