/**
 * Exact odds of the agility-type tests (dodge, pick-up, pass, catch, interception, GFI, standing
 * up): pure arithmetic on one d6, no sampling. A natural 1 always fails and a natural 6 always
 * succeeds, so every test passes with a chance from 1/6 to 5/6.
 */
import { rollNeeded } from '../tables/agility';

export interface TestOdds {
  /** The smallest natural roll that passes, 2..6. */
  readonly needed: number;
  /** P(success) with no re-roll. */
  readonly success: number;
  /** P(success) when one re-roll (team re-roll or skill) is used on a failure. */
  readonly successWithReroll: number;
}

/** P(a d6 roll of at least `needed`), needed 2..6. */
export const passChance = (needed: number): number => (7 - needed) / 6;

/** One re-roll of a failure: p + (1 - p) p. */
export const withReroll = (p: number): number => p + (1 - p) * p;

/** Odds of a test against a target (from the agility table, or 2 for GFI, 4 to stand up) and a modifier. */
export function testOdds(target: number, modifier: number): TestOdds {
  const needed = rollNeeded(target, modifier);
  const success = passChance(needed);
  return { needed, success, successWithReroll: withReroll(success) };
}
