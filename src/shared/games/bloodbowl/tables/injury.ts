/** Armour and injury (rules file, "Blocks"): 2d6 against armour, then the injury table. */

export type InjuryResult = 'stunned' | 'ko' | 'casualty';

/** The armour is broken when the 2d6 total (with a foul's assists) beats AV. */
export const armourBroken = (total: number, av: number): boolean => total > av;

/** The injury table: 2-7 stunned, 8-9 knocked out, 10-12 casualty (out for the match). */
export function injuryResult(total: number): InjuryResult {
  if (!Number.isInteger(total) || total < 2 || total > 12) throw new RangeError(`an injury roll is 2-12, not ${total}`);
  if (total <= 7) return 'stunned';
  if (total <= 9) return 'ko';
  return 'casualty';
}

/** A knocked-out player returns to the reserves at a kick-off on 4+ (seed). */
export const koRecovers = (d6: number): boolean => d6 >= 4;
