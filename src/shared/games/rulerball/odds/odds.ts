/**
 * Exact odds of Rülerball's rolls (rules/rulerball.md), as the previews and the computer coach
 * read them: a d6 skill roll, the assault table's five results, armour, injuries, the shot and
 * the referees. Fractions are exact sums over the dice faces.
 */
import { noticeChance } from '../referees/offences';
import { twoD6AtLeast } from '../score/shot';
import { assaultResult, injuryResult, type AssaultResult, type InjuryResult } from '../tables/numbers';

/** Ways each 2d6 total (2-12) comes up, out of 36. */
const WAYS = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];

/** P(d6 >= need); the need is clamped to 2-6 the way the engine clamps it (a 1 always fails). */
export function skillChance(need: number): number {
  const n = Math.min(6, Math.max(2, need));
  return (7 - n) / 6;
}

export type AssaultOdds = Readonly<Record<AssaultResult, number>>;

/** The chance of each result when the attacker adds `attack` (strength and bonuses) and the defender `defend` to 2d6. */
export function assaultOdds(attack: number, defend: number): AssaultOdds {
  const out: Record<AssaultResult, number> = { backfire: 0, miss: 0, marginal: 0, solid: 0, crushing: 0 };
  for (let a = 2; a <= 12; a++) for (let d = 2; d <= 12; d++) out[assaultResult(a + attack - (d + defend))] += ((WAYS[a] as number) * (WAYS[d] as number)) / 1296;
  return out;
}

/** P(2d6 > armour): the armour breaks and an injury roll follows. */
export function armourBreakChance(armour: number): number {
  return twoD6AtLeast(armour + 1);
}

export type InjuryOdds = Readonly<Record<InjuryResult, number>>;

/** The injury table's chances on 2d6. */
export function injuryOdds(): InjuryOdds {
  const out: Record<InjuryResult, number> = { shaken: 0, injured: 0, unconscious: 0, dead: 0 };
  for (let t = 2; t <= 12; t++) out[injuryResult(t)] += (WAYS[t] as number) / 36;
  return out;
}

/** P(2d6 >= need) for a shot. */
export const shotChance = (need: number): number => twoD6AtLeast(need);

/** The referees' chance to notice a risky act (either of two d6 on the notice number). */
export const refereesNotice = (): number => noticeChance();
