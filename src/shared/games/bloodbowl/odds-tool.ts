/**
 * Blood Bowl's `odds` tool (`npm run odds -- --game bloodbowl ...` once the game is registered):
 * exact chances of a test (AG or a fixed target, with its modifier) or of a block, as plain JSON.
 */
import { ToolInputError } from '../../game/tool-error';
import type { OddsTool } from '../../game/tools';
import { agilityTarget } from './tables/agility';
import { blockDice } from './tables/block-dice';
import { blockOdds, faceOdds } from './odds/block';
import { testOdds } from './odds/tests';

const int = (name: string, v: string | undefined): number => {
  if (v === undefined) throw new ToolInputError(`--${name} is required`);
  const n = Number(v);
  if (!Number.isInteger(n)) throw new ToolInputError(`--${name} must be a whole number, got ${v}`);
  return n;
};

const yes = (name: string, v: string | undefined): boolean => {
  if (v === undefined || v === 'no') return false;
  if (v === 'yes') return true;
  throw new ToolInputError(`--${name} is yes or no, got ${v}`);
};

export const bloodbowlOdds: OddsTool = {
  usage: [
    'npm run odds -- --game bloodbowl --ag 3 --modifier 1          a dodge (AG 3, +1): P(success), with a re-roll',
    'npm run odds -- --game bloodbowl --target 2                    a GFI (2+)',
    'npm run odds -- --game bloodbowl --attacker-st 4 --defender-st 3 --dodge yes   a block: faces and P(knock-down)',
  ],
  flags: { ag: {}, target: {}, modifier: { default: '0' }, 'attacker-st': {}, 'defender-st': {}, dodge: { default: 'no' } },
  compute(values) {
    if (values['attacker-st'] !== undefined || values['defender-st'] !== undefined) {
      const a = int('attacker-st', values['attacker-st']);
      const d = int('defender-st', values['defender-st']);
      if (a < 1 || d < 1) throw new ToolInputError('Strength is at least 1');
      const { dice, chooser } = blockDice(a, d);
      const dodge = yes('dodge', values.dodge);
      return { attackerST: a, defenderST: d, dice, chooser, faces: faceOdds(dice), block: blockOdds(dice, chooser, dodge, false), withReroll: blockOdds(dice, chooser, dodge, true) };
    }
    const modifier = int('modifier', values.modifier ?? '0');
    if (values.ag !== undefined) {
      const ag = int('ag', values.ag);
      if (ag < 1) throw new ToolInputError('--ag is at least 1');
      return { ag, modifier, ...testOdds(agilityTarget(ag), modifier) };
    }
    const target = int('target', values.target);
    return { target, modifier, ...testOdds(target, modifier) };
  },
};
