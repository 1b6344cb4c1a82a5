// Blood Bowl's turn timer (rules file: "the 4-minute turn limit is an option ... when it runs out
// the turn ends as a turnover"). The engine offers a `time-up` decision to the acting coach; this
// clock is what answers it. Time is not part of the match state (a replay must not depend on how
// fast anyone clicked), so the clock lives in the screen's store and a reloaded match gives the
// turn in play its full 4 minutes. Pure: no Vue, no timers.
import type { MatchState } from '../../shared/games/bloodbowl/engine/types';

export const TURN_MS = 4 * 60 * 1000;

export interface TurnClock {
  /** The team turn the time belongs to (`turnKey`), or null when no turn is timed. */
  readonly key: string | null;
  readonly leftMs: number;
}

export const IDLE_CLOCK: TurnClock = { key: null, leftMs: TURN_MS };

/** Which team turn is being played, when the match has the timer: half, team and that team's turn count. */
export function turnKey(s: MatchState): string | null {
  if (!s.turnTimer || s.result !== null || s.acting === null) return null;
  return `${s.half}:${s.acting}:${s.teams[s.acting].turns}`;
}

/** The clock after `elapsedMs` more: a new turn starts at 4 minutes; time passes only while `running`. */
export function advance(clock: TurnClock, key: string | null, elapsedMs: number, running: boolean): TurnClock {
  if (key !== clock.key) return { key, leftMs: TURN_MS };
  if (!running || key === null || elapsedMs <= 0) return clock;
  return { key, leftMs: Math.max(0, clock.leftMs - elapsedMs) };
}

/** "3:42": whole seconds, rounded up, so 0:00 shows only once the time is up. */
export function clockText(leftMs: number): string {
  const s = Math.ceil(Math.max(0, leftMs) / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
