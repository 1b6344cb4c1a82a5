import { opposedOdds, type OpposedOdds } from '../../../dice/odds';

/**
 * Opposed-roll odds for the static search (the value of a Slam or Snatch made at the end of a
 * move), cached: the same few dice pools come up again and again while ranking moves.
 */

const oddsCache = new Map<number, OpposedOdds>();

/** Opposed odds, cached (dice clamped to 0..9). */
export function opposed(ad: number, at: number, dd: number, dt: number): OpposedOdds {
  ad = Math.max(0, Math.min(ad, 9));
  dd = Math.max(0, Math.min(dd, 9));
  const key = ((ad * 10 + at) * 10 + dd) * 10 + dt;
  let o = oddsCache.get(key);
  if (!o) {
    o = opposedOdds(ad, at, dd, dt);
    oddsCache.set(key, o);
  }
  return o;
}
