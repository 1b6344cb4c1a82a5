// Blood Bowl's side of the save files (SaveRules, src/shared/saves/gameRules.ts): its strict
// schemas, its replay and its list summary.
import type { MatchSummary } from '../../saves/schemas';
import { type SaveRules, moduleSaveRules } from '../../saves/gameRules';
import { cutText } from '../../text';
import type { MatchState } from './engine/types';
import { bloodbowl } from './index';
import { bloodbowlDecisionSchema, bloodbowlSetupSchema, bloodbowlSnapshotSchema } from './saveSchema';

/** The saves list's line: teams, score, the turn (of the acting team this half), status, winner. */
export function listSummary(s: MatchState): MatchSummary {
  const [a, b] = s.teams;
  const finished = s.result !== null;
  const turn = s.acting === null ? Math.max(a.turns, b.turns) : s.teams[s.acting].turns;
  return {
    teams: [
      { name: cutText(a.name, 64), shortName: cutText(a.name, 8) },
      { name: cutText(b.name, 64), shortName: cutText(b.name, 8) },
    ],
    score: [a.score, b.score],
    rush: Math.max(0, Math.min(99, (s.half - 1) * 8 + turn)),
    status: finished ? 'finished' : 'in-progress',
    winner: !finished ? null : s.result?.winner === null ? 'draw' : (s.result?.winner ?? null),
  };
}

export const bloodbowlSaves: SaveRules = moduleSaveRules(bloodbowl, { setup: bloodbowlSetupSchema, decision: bloodbowlDecisionSchema, snapshot: bloodbowlSnapshotSchema }, listSummary);
