/**
 * The balance figures of one match read off the engine's events (rules/rulerball.md, "Tuning
 * target"): dead balls, the longest run of dead balls with no shot between them, the periods
 * without a shot, and of those the periods a dead-ball streak ate (no shot, and nobody held the
 * ball at the whistle: every ball of the period died, none was carried until the clock ran out).
 */
import type { GameEvent } from '../engine/types';

export interface DeadBallTally {
  deadBalls: number;
  /** Dead balls in a row with no shot between them (across periods). */
  longestDeadStreak: number;
  /** Periods that ended without a single shot. */
  periodsWithoutShot: number;
  /** Periods without a shot that ended with nobody holding the ball: the dead balls ate them. */
  periodsAllDead: number;
  /** Periods played to their end. */
  periods: number;
  /** Internal: the current run and whether this period has seen a shot. */
  streak: number;
  shotThisPeriod: boolean;
  held: boolean;
}

export const emptyTally = (): DeadBallTally => ({ deadBalls: 0, longestDeadStreak: 0, periodsWithoutShot: 0, periodsAllDead: 0, periods: 0, streak: 0, shotThisPeriod: false, held: false });

/** Folds one decision's events into the tally (mutates it). */
export function tallyEvents(t: DeadBallTally, events: readonly GameEvent[]): void {
  for (const e of events) {
    if ((e.type === 'field' || e.type === 'pick-up') && e.ok) t.held = true;
    else if (e.type === 'dropped' || e.type === 'shot' || e.type === 'reset') t.held = false;
    if (e.type === 'ball-dead') {
      t.held = false;
      t.deadBalls++;
      t.streak++;
      t.longestDeadStreak = Math.max(t.longestDeadStreak, t.streak);
    } else if (e.type === 'shot') {
      t.streak = 0;
      t.shotThisPeriod = true;
    } else if (e.type === 'period-end') {
      t.periods++;
      if (!t.shotThisPeriod) t.periodsWithoutShot++;
      if (!t.shotThisPeriod && !t.held) t.periodsAllDead++;
      t.held = false;
      t.shotThisPeriod = false;
    }
  }
}
