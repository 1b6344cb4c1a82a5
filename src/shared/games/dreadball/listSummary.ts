// The list summary of a DreadBall match ("Load match": teams, score, rush, result), read off the
// engine state by the main process on every save and load.
import type { MatchSummary } from '../../saves/schemas';
import { cutText } from '../../text';
import type { MatchState } from './engine/types';

export function summarizeMatch(state: MatchState): MatchSummary {
  const [a, b] = state.teams;
  const finished = state.phase === 'over';
  const winner = state.result?.winner;
  return {
    teams: [
      { name: cutText(a.name, 64), shortName: cutText(a.shortName, 8) },
      { name: cutText(b.name, 64), shortName: cutText(b.shortName, 8) },
    ],
    score: [state.score[0], state.score[1]],
    rush: Math.max(0, Math.min(99, state.rush)),
    status: finished ? 'finished' : 'in-progress',
    winner: !finished ? null : winner === 'A' ? 0 : winner === 'B' ? 1 : 'draw',
  };
}
