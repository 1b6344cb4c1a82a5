// Decisions a coach is asked to confirm first, because at the table nobody would make them by
// accident: finishing set-up with no player of one's own on the pitch. Reads the state, never rules.
import type { Decision, MatchState } from '../../../shared/games/dreadball/engine/types';

export type Confirmation = 'emptyPitch';

/** The question to ask before this decision, or null when it goes through at once. */
export function confirmationFor(state: MatchState, decision: Decision): Confirmation | null {
  if (decision.kind !== 'setup-done') return null;
  const team = state.setupTeam;
  const placed = state.players.some((p) => p.team === team && p.where === 'pitch');
  return placed ? null : 'emptyPitch';
}
