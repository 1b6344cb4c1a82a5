/** The agility table and the modifiers of every agility-type test (rules file, "Tests"). */

/** The d6 an AG needs before modifiers: AG 1 6+, 2 5+, 3 4+, 4 3+, 5 2+, 6 1+. */
export function agilityTarget(ag: number): number {
  if (!Number.isInteger(ag) || ag < 1) throw new RangeError(`agility is a whole number from 1, not ${ag}`);
  return Math.max(1, 7 - ag);
}

/**
 * Whether a d6 passes: a natural 1 fails, a natural 6 succeeds, otherwise roll + modifiers must
 * reach the agility target.
 */
export function testPasses(roll: number, target: number, modifier: number): boolean {
  if (roll === 1) return false;
  if (roll === 6) return true;
  return roll + modifier >= target;
}

/** The smallest natural roll that passes (2..6): what "needs 3+" shows. */
export function rollNeeded(target: number, modifier: number): number {
  return Math.min(6, Math.max(2, target - modifier));
}

/** Pass range bands by ruler distance: quick 1-3 (+1), short 4-6 (0), long 7-10 (-1), long bomb 11-13 (-2). */
export type PassRange = 'quick' | 'short' | 'long' | 'long-bomb';

export function passRange(distance: number): PassRange | null {
  if (distance <= 3) return 'quick';
  if (distance <= 6) return 'short';
  if (distance <= 10) return 'long';
  if (distance <= 13) return 'long-bomb';
  return null;
}

export const PASS_RANGE_MODIFIER: Readonly<Record<PassRange, number>> = { quick: 1, short: 0, long: -1, 'long-bomb': -2 };

/** Fixed modifiers of the other tests (before -1 per opposing tackle zone). */
export const DODGE_MODIFIER = 1;
export const PICK_UP_MODIFIER = 1;
export const ACCURATE_CATCH_MODIFIER = 1;
export const INTERCEPTION_MODIFIER = -2;

/** A Going For It square needs 2+ (a natural 1 always fails). */
export const GFI_TARGET = 2;
/** A player with MA below 3 stands up on 4+. */
export const STAND_UP_TARGET = 4;

/** A fumble: a natural 1, or a total of 1 or less after modifiers (LRB). */
export const isFumble = (roll: number, modifier: number): boolean => roll === 1 || (roll !== 6 && roll + modifier <= 1);
