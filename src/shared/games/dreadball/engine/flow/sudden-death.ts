/** Sudden death: a team with no one left on the pitch who can throw cannot win it. */

import type { Run } from '../run';
import type { MatchState, TeamIx } from '../types';
import { endMatch } from './match-end';

function hasThrower(s: MatchState, team: TeamIx): boolean {
  for (const p of s.players) if (p.team === team && p.where === 'pitch' && p.role !== 'guard') return true;
  return false;
}

/** Ends the match when a team has no thrower left on the pitch; true when it did. */
export function throwersDecide(r: Run): boolean {
  const a = hasThrower(r.ws, 0);
  const b = hasThrower(r.ws, 1);
  if (a && b) return false;
  endMatch(r, a ? 0 : b ? 1 : null, a || b ? 'sudden-death-throwers' : 'sudden-death-draw');
  return true;
}
