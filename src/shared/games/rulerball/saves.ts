// Rülerball's side of the save files (SaveRules, src/shared/saves/gameRules.ts): its strict
// schemas, its replay and its list summary.
import type { MatchSummary } from '../../saves/schemas';
import type { SaveRules } from '../../saves/gameRules';
import { cutText } from '../../text';
import { applyDecision } from './engine';
import type { Decision, MatchSetup, MatchState } from './engine/types';
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

function playOn(state: MatchState, decisions: readonly Decision[]): MatchState {
  let s = state;
  decisions.forEach((d, i) => {
    const r = applyDecision(s, d);
    if (!r.ok) throw new Error(`decision ${i} was refused: ${r.error.message}`);
    s = r.state;
  });
  return s;
}

const reason = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export const rulerballSaves: SaveRules = {
  game: rulerball.id,
  rulesVersion: rulerball.rulesVersion,
  setup: rulerballSetupSchema,
  decision: rulerballDecisionSchema,
  snapshot: rulerballSnapshotSchema,
  replay(setup, decisions) {
    try {
      // The schemas checked the structure; the engine checks the rest.
      return { ok: true, state: rulerball.replay(setup as unknown as MatchSetup, decisions as unknown as readonly Decision[]) };
    } catch (e) {
      return { ok: false, reason: reason(e) };
    }
  },
  replayFrom(state, decisions) {
    try {
      return { ok: true, state: playOn(state as MatchState, decisions as unknown as readonly Decision[]) };
    } catch (e) {
      return { ok: false, reason: reason(e) };
    }
  },
  summarise: (state) => listSummary(state as MatchState),
};
