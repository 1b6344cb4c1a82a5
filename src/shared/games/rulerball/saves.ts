// Rülerball's side of the save files (SaveRules, src/shared/saves/gameRules.ts): its strict
// schemas, its replay and its list summary.
import type { MatchSummary } from '../../saves/schemas';
import { type SaveRules, moduleSaveRules } from '../../saves/gameRules';
import { cutText } from '../../text';
import type { MatchState } from './engine/types';
import { rulerball } from './index';
import { rulerballDecisionSchema, rulerballSetupSchema, rulerballSnapshotSchema } from './saveSchema';
import { TUNING } from './tables/numbers';

/** The saves list's line: teams, score, progress as clock minutes played (the list's "rush" field), status, winner. */
export function listSummary(s: MatchState): MatchSummary {
  const [a, b] = s.teams;
  const finished = s.result !== null;
  const minutes = (s.clock.period - 1) * TUNING.periodMinutes + s.clock.minute;
  return {
    teams: [
      { name: cutText(a.name, 64), shortName: cutText(a.name, 8) },
      { name: cutText(b.name, 64), shortName: cutText(b.name, 8) },
    ],
    score: [a.score, b.score],
    rush: Math.max(0, Math.min(99, minutes)),
    status: finished ? 'finished' : 'in-progress',
    winner: !finished ? null : s.result?.winner === 'home' ? 0 : s.result?.winner === 'away' ? 1 : 'draw',
  };
}

export const rulerballSaves: SaveRules = moduleSaveRules(rulerball, { setup: rulerballSetupSchema, decision: rulerballDecisionSchema, snapshot: rulerballSnapshotSchema }, listSummary);
