// Undo stops at the last die rolled or information revealed. Pure: reads events only.
import type { GameEvent } from '../../../shared/engine/types';

/** Events that reveal something a coach could not know before: dice and the ball's path. */
const BARRIER_EVENTS: ReadonlySet<GameEvent['type']> = new Set(['test', 'roll-off', 'scatter', 'ball-launched']);

export function isBarrier(events: readonly GameEvent[]): boolean {
  return events.some((e) => BARRIER_EVENTS.has(e.type));
}

/**
 * How many decisions of the log may stay after one undo, or null when undo is not allowed
 * (empty log, or the decision to take back rolled dice or revealed something).
 * `eventsPerDecision[i]` are the events decision i produced. With a computer coach,
 * `byHuman[i]` tells whether decision i was a person's: undo then also takes back the computer's
 * decisions after the person's last one, so the person decides again (the computer, thinking from
 * the same seed, would only repeat itself); it still never crosses a roll or a reveal.
 * Without `byHuman` every decision counts as a person's (hot-seat).
 */
export function undoTarget(eventsPerDecision: readonly (readonly GameEvent[])[], byHuman?: readonly boolean[]): number | null {
  for (let k = eventsPerDecision.length - 1; k >= 0; k--) {
    if (isBarrier(eventsPerDecision[k] ?? [])) return null;
    if (!byHuman || byHuman[k] !== false) return k;
  }
  return null;
}

/** Index of the first decision that undo may still take back (everything before it is fixed). */
export function undoFloor(eventsPerDecision: readonly (readonly GameEvent[])[]): number {
  for (let i = eventsPerDecision.length - 1; i >= 0; i--) if (isBarrier(eventsPerDecision[i] ?? [])) return i + 1;
  return 0;
}
