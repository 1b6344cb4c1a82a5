// Undo stops at the last die rolled or information revealed. Pure: reads events only.
import type { GameEvent } from '../../../shared/engine/types';

/** Events that reveal something a coach could not know before: dice and the ball's path. */
const BARRIER_EVENTS: ReadonlySet<GameEvent['type']> = new Set(['test', 'roll-off', 'scatter', 'ball-launched']);

export function isBarrier(events: readonly GameEvent[]): boolean {
  return events.some((e) => BARRIER_EVENTS.has(e.type));
}

/**
 * How many decisions of the log may stay after one undo, or null when undo is not allowed
 * (empty log, or the last decision rolled dice or revealed something).
 * `eventsPerDecision[i]` are the events decision i produced.
 */
export function undoTarget(eventsPerDecision: readonly (readonly GameEvent[])[]): number | null {
  const n = eventsPerDecision.length;
  if (n === 0) return null;
  if (isBarrier(eventsPerDecision[n - 1] ?? [])) return null;
  return n - 1;
}

/** Index of the first decision that undo may still take back (everything before it is fixed). */
export function undoFloor(eventsPerDecision: readonly (readonly GameEvent[])[]): number {
  for (let i = eventsPerDecision.length - 1; i >= 0; i--) if (isBarrier(eventsPerDecision[i] ?? [])) return i + 1;
  return 0;
}
