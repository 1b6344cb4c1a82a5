/**
 * The balance figures of one match read off the engine's events (rules/rulerball.md, "Tuning
 * target"): dead balls, the longest run of dead balls with no shot between them, and the periods
 * in which every ball died (no shot at all: the dead-ball streak ate the whole period).
 */
import type { GameEvent } from '../engine/types';

export interface DeadBallTally {
  deadBalls: number;
  /** Dead balls in a row with no shot between them (across periods). */
  longestDeadStreak: number;
  /** Periods that ended without a single shot. */
  periodsWithoutShot: number;
  /** Periods played to their end. */
  periods: number;
  /** Internal: the current run and whether this period has seen a shot. */
  streak: number;
  shotThisPeriod: boolean;
}

export const emptyTally = (): DeadBallTally => ({ deadBalls: 0, longestDeadStreak: 0, periodsWithoutShot: 0, periods: 0, streak: 0, shotThisPeriod: false });

/** Folds one decision's events into the tally (mutates it). */
export function tallyEvents(t: DeadBallTally, events: readonly GameEvent[]): void {
  for (const e of events) {
    if (e.type === 'ball-dead') {
      t.deadBalls++;
      t.streak++;
      t.longestDeadStreak = Math.max(t.longestDeadStreak, t.streak);
    } else if (e.type === 'shot') {
      t.streak = 0;
      t.shotThisPeriod = true;
    } else if (e.type === 'period-end') {
      t.periods++;
      if (!t.shotThisPeriod) t.periodsWithoutShot++;
      t.shotThisPeriod = false;
    }
  }
}
