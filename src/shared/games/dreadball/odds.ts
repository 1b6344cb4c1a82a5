/**
 * DreadBall's `odds` tool: exact chances of d6 tests (successes on target or better, sixes
 * exploding as the rules say; see src/shared/dice/odds.ts), as plain JSON.
 */
import { atLeastTable, opposedOdds } from '../../dice/odds';
import { ToolInputError } from '../../game/tool-error';
import type { OddsTool } from '../../game/tools';

const int = (name: string, v: string | undefined): number => {
  if (v === undefined) throw new ToolInputError(`--${name} is required`);
  const n = Number(v);
  if (!Number.isInteger(n)) throw new ToolInputError(`--${name} must be a whole number, got ${v}`);
  return n;
};

export const dreadballOdds: OddsTool = {
  usage: [
    'npm run odds -- --dice 3 --target 4                 P(at least k successes), k = 1..6',
    'npm run odds -- --dice 4 --target 3 --vs-dice 4 --vs-target 4   an opposed (X) test',
  ],
  flags: { dice: {}, target: {}, 'vs-dice': {}, 'vs-target': {}, 'up-to': { default: '6' } },
  compute(values) {
    const dice = int('dice', values.dice);
    const target = int('target', values.target);
    const out: Record<string, unknown> = { dice, target, atLeast: atLeastTable(dice, target, int('up-to', values['up-to'] ?? '6')) };
    if (values['vs-dice'] !== undefined || values['vs-target'] !== undefined) {
      const vsDice = int('vs-dice', values['vs-dice']);
      const vsTarget = int('vs-target', values['vs-target']);
      out.vs = { dice: vsDice, target: vsTarget };
      out.opposed = opposedOdds(dice, target, vsDice, vsTarget);
    }
    return out;
  },
};
