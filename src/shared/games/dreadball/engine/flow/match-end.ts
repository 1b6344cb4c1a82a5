/** The match ends: a result, and nothing left to resolve. */

import { emit, type Run } from '../run';
import { coachOf } from '../state';
import type { ResultReason, TeamIx } from '../types';

export function endMatch(r: Run, winner: TeamIx | null, reason: ResultReason): void {
  const ws = r.ws;
  ws.phase = 'over';
  ws.result = { winner: winner === null ? null : coachOf(winner), reason };
  ws.action = null;
  ws.suspended = [];
  ws.freeActions = [];
  ws.rushEnd = null;
  emit(r, { type: 'match-end', winner: ws.result.winner, reason, score: [ws.score[0], ws.score[1]] });
}
