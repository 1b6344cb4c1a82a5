// Blood Bowl's side of the save files (SaveRules, src/shared/saves/gameRules.ts): its strict
// schemas, its replay and its list summary. Not in the registry's SAVES yet (docs/bloodbowl-engine.md).
import type { MatchSummary } from '../../saves/schemas';
import type { SaveRules } from '../../saves/gameRules';
import { cutText } from '../../text';
import { applyDecision } from './engine';
import type { Decision, MatchSetup, MatchState } from './engine/types';
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

export const bloodbowlSaves: SaveRules = {
  game: bloodbowl.id,
  rulesVersion: bloodbowl.rulesVersion,
  setup: bloodbowlSetupSchema,
  decision: bloodbowlDecisionSchema,
  snapshot: bloodbowlSnapshotSchema,
  replay(setup, decisions) {
    try {
      // The schemas checked the structure; the engine checks the rest.
      return { ok: true, state: bloodbowl.replay(setup as unknown as MatchSetup, decisions as unknown as readonly Decision[]) };
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
