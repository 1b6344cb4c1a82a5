/**
 * The Score step (rules/rulerball.md, step 6): an offense skater holding the activated ball in
 * rings 3-4 of his team's goal sector may shoot. 2d6 must reach the shot target (designed 6, tuned
 * to 4: tables/numbers.ts), +1 per standing defender in the mouth, +1 from outside the mouth.
 */
import { shotNeed } from '../tables/numbers';
import { GOAL_SECTOR, mouthOf, type Seat } from '../track/places';
import { ringOf, sectorOf, type Cell } from '../track/track';

/** Whether a carrier of `seat` on `cell` is placed to shoot (the offense and skater checks are the engine's). */
export function inShootingPlace(seat: Seat, cell: Cell): boolean {
  return sectorOf(cell) === GOAL_SECTOR[seat] && ringOf(cell) >= 3;
}

export function inMouth(seat: Seat, cell: Cell): boolean {
  return mouthOf(GOAL_SECTOR[seat]).includes(cell);
}

/** The 2d6 a shot needs, given which mouth squares hold a standing defender. */
export function shotTarget(seat: Seat, cell: Cell, standingDefenderAt: (cell: Cell) => boolean): number {
  const defenders = mouthOf(GOAL_SECTOR[seat]).filter(standingDefenderAt).length;
  return shotNeed(defenders, inMouth(seat, cell));
}

/** P(2d6 >= n), exact. */
export function twoD6AtLeast(n: number): number {
  let ways = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b >= n) ways++;
  return ways / 36;
}
