// Playing a decision log through a game's apply: one loop for every game's replay and for the
// saves' replay-on-from-a-state, so a refused decision is reported the same way everywhere.
import type { ApplyOutcome } from './module';

/** The state after playing `decisions` on from `state`; throws on the first refused decision, naming it. */
export function playLog<State, Decision>(
  apply: (state: State, decision: Decision) => ApplyOutcome<State, Decision, unknown>,
  keyOf: (decision: Decision) => string,
  state: State,
  decisions: readonly Decision[],
): State {
  let s = state;
  decisions.forEach((d, i) => {
    const r = apply(s, d);
    if (!r.ok) throw new Error(`decision ${i} (${keyOf(d)}) was refused: ${r.error.message}`);
    s = r.state;
  });
  return s;
}
