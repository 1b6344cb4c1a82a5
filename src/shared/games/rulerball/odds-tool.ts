/**
 * Rülerball's `odds` tool (`npm run odds -- --game rulerball ...`): exact chances of a skill roll,
 * an assault, armour, an injury, a shot or the referees, as plain JSON.
 */
import { ToolInputError } from '../../game/tool-error';
import type { OddsTool } from '../../game/tools';
import { skillNeed } from './engine/ctx';
import { armourBreakChance, assaultOdds, injuryOdds, refereesNotice, shotChance, skillChance } from './odds/odds';
import { shotNeed } from './tables/numbers';

const int = (name: string, v: string | undefined, min: number, max: number): number => {
  if (v === undefined) throw new ToolInputError(`--${name} is required`);
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) throw new ToolInputError(`--${name} must be a whole number from ${min} to ${max}, got ${v}`);
  return n;
};

export const rulerballOdds: OddsTool = {
  usage: [
    'npm run odds -- --game rulerball --skill 4 --bonus 1                 a skill roll (4+, hand-off +1)',
    'npm run odds -- --game rulerball --attack 4 --defend 3               an assault: strength (+ bonuses) each side',
    'npm run odds -- --game rulerball --armour 8                          armour breaking, then the injury table',
    'npm run odds -- --game rulerball --mouth-defenders 1 --in-mouth no   a shot',
    'npm run odds -- --game rulerball --referees yes                      the referees noticing a risky act',
  ],
  flags: { skill: {}, bonus: { default: '0' }, attack: {}, defend: {}, armour: {}, 'mouth-defenders': {}, 'in-mouth': { default: 'yes' }, referees: {} },
  compute(v) {
    if (v.attack !== undefined || v.defend !== undefined) {
      const attack = int('attack', v.attack, 0, 20);
      const defend = int('defend', v.defend, 0, 20);
      return { attack, defend, results: assaultOdds(attack, defend) };
    }
    if (v.skill !== undefined) {
      const need = skillNeed(int('skill', v.skill, 2, 6), int('bonus', v.bonus ?? '0', 0, 5));
      return { need, chance: skillChance(need) };
    }
    if (v.armour !== undefined) {
      const armour = int('armour', v.armour, 2, 12);
      return { armour, breaks: armourBreakChance(armour), injury: injuryOdds() };
    }
    if (v['mouth-defenders'] !== undefined) {
      const inMouth = v['in-mouth'] !== 'no';
      const need = shotNeed(int('mouth-defenders', v['mouth-defenders'], 0, 2), inMouth);
      return { need, chance: shotChance(need) };
    }
    if (v.referees !== undefined) return { notice: refereesNotice() };
    throw new ToolInputError('name a roll: --skill, --attack/--defend, --armour, --mouth-defenders or --referees');
  },
};
