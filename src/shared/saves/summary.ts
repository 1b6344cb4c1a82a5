// The list summary of a match, read off the engine state (pure; the renderer builds it on every
// autosave, and the main process can recompute it).
import type { MatchState } from '../engine/types';
import { cutText } from '../text';
import type { MatchSummary } from './schemas';

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
