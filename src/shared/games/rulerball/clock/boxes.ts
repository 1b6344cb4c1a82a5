/**
 * The clock and the boxes (rules/rulerball.md, game turn step 1 and "Match"): three periods of 20
 * minutes; a turn after a goal or a missed shot is played but not counted. Figures in the penalty
 * or rest box count down one minute each counted turn and return at 0:00 through their tunnel;
 * "out for the period" ends with the period, "out for the game" never.
 */
import { TUNING } from '../tables/numbers';

export interface Clock {
  readonly period: number;
  /** Minutes counted in this period, 0-20. */
  readonly minute: number;
  /** The clock was stopped by a goal or a missed shot: the next turn is not counted. */
  readonly stopped: boolean;
}

export function startClock(): Clock {
  return { period: 1, minute: 0, stopped: false };
}

/** Step 1 of a turn: advance a minute unless the clock was stopped. `counted` says it advanced. */
export function tick(c: Clock): { readonly clock: Clock; readonly counted: boolean } {
  if (c.stopped) return { clock: { ...c, stopped: false }, counted: false };
  return { clock: { ...c, minute: c.minute + 1 }, counted: true };
}

/** After the Score step: the period is over once its 20th minute was counted. */
export function periodOver(c: Clock): boolean {
  return c.minute >= TUNING.periodMinutes;
}

export function matchOver(c: Clock): boolean {
  return periodOver(c) && c.period >= TUNING.periods;
}

export function nextPeriod(c: Clock): Clock {
  return { period: c.period + 1, minute: 0, stopped: false };
}

export type BoxTime =
  | { readonly kind: 'minutes'; readonly minutes: number }
  | { readonly kind: 'period' }
  | { readonly kind: 'game' };

export interface BoxEntry {
  readonly figure: string;
  readonly box: 'penalty' | 'rest' | 'out';
  readonly time: BoxTime;
}

/** A counted minute: timed entries count down; those reaching 0:00 are released this turn. */
export function countDown(entries: readonly BoxEntry[]): { readonly kept: BoxEntry[]; readonly released: string[] } {
  const kept: BoxEntry[] = [];
  const released: string[] = [];
  for (const e of entries) {
    if (e.time.kind !== 'minutes') {
      kept.push(e);
      continue;
    }
    const minutes = e.time.minutes - 1;
    if (minutes <= 0) released.push(e.figure);
    else kept.push({ ...e, time: { kind: 'minutes', minutes } });
  }
  return { kept, released };
}

/**
 * A new period: "out for the period" figures return (at the reset, with everyone else); minutes
 * carry over; out for the game stays.
 */
export function periodEnds(entries: readonly BoxEntry[]): { readonly kept: BoxEntry[]; readonly released: string[] } {
  const kept = entries.filter((e) => e.time.kind !== 'period');
  return { kept, released: entries.filter((e) => e.time.kind === 'period').map((e) => e.figure) };
}
