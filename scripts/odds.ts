// Prints exact DreadBall odds as JSON.
//   npm run odds -- --dice 3 --target 4                 P(at least k successes), k = 1..6
//   npm run odds -- --dice 4 --target 3 --vs-dice 4 --vs-target 4   an opposed (X) test
import { parseArgs } from 'node:util';
import { atLeastTable, opposedOdds } from '../src/shared/dice/odds';

function fail(message: string): never {
  process.stderr.write(`odds: ${message}\n`);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    dice: { type: 'string' },
    target: { type: 'string' },
    'vs-dice': { type: 'string' },
    'vs-target': { type: 'string' },
    'up-to': { type: 'string', default: '6' },
  },
});

const int = (name: string, v: string | undefined): number => {
  if (v === undefined) fail(`--${name} is required`);
  const n = Number(v);
  if (!Number.isInteger(n)) fail(`--${name} must be a whole number, got ${v}`);
  return n;
};

try {
  const dice = int('dice', values.dice);
  const target = int('target', values.target);
  const out: Record<string, unknown> = { dice, target, atLeast: atLeastTable(dice, target, int('up-to', values['up-to'])) };
  if (values['vs-dice'] !== undefined || values['vs-target'] !== undefined) {
    const vsDice = int('vs-dice', values['vs-dice']);
    const vsTarget = int('vs-target', values['vs-target']);
    out.vs = { dice: vsDice, target: vsTarget };
    out.opposed = opposedOdds(dice, target, vsDice, vsTarget);
  }
  process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
} catch (e) {
  fail(e instanceof Error ? e.message : String(e));
}
