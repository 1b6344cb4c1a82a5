// Undo stops at the last die rolled or information revealed, and a coach takes back only his own
// decisions. Pure: reads events and who made each decision only.
import type { GameEvent } from '../../shared/engine/types';

/** Events that reveal something a coach could not know before: dice and the ball's path. */
const BARRIER_EVENTS: ReadonlySet<GameEvent['type']> = new Set(['test', 'roll-off', 'scatter', 'ball-launched']);

export function isBarrier(events: readonly GameEvent[]): boolean {
  return events.some((e) => BARRIER_EVENTS.has(e.type));
}

/**
 * Whose a decision of the log is, seen from the person asking to undo: his own, the computer's,
 * or the other person's (hot-seat).
 */
export type DecisionOwner = 'own' | 'computer' | 'other';

/**
 * How many decisions of the log may stay after one undo, or null when undo is not allowed.
 * `eventsPerDecision[i]` are the events decision i produced; `owners[i]` whose it was (without it,
 * every decision is the asker's own). Undo takes back the asker's last decision together with the
 * computer's decisions after it, so the person decides again (the computer, thinking from the same
 * seed, would only repeat itself). It never crosses a roll or a reveal, and never takes back the
 * other person's decision: in hot-seat, what was handed over stays.
 */
export function undoTarget(eventsPerDecision: readonly (readonly GameEvent[])[], owners?: readonly DecisionOwner[]): number | null {
  for (let k = eventsPerDecision.length - 1; k >= 0; k--) {
    if (isBarrier(eventsPerDecision[k] ?? [])) return null;
    const owner = owners?.[k] ?? 'own';
    if (owner === 'other') return null;
    if (owner === 'own') return k;
  }
  return null;
}

/** Index of the first decision that undo may still take back (everything before it is fixed). */
export function undoFloor(eventsPerDecision: readonly (readonly GameEvent[])[]): number {
  for (let i = eventsPerDecision.length - 1; i >= 0; i--) if (isBarrier(eventsPerDecision[i] ?? [])) return i + 1;
  return 0;
}
