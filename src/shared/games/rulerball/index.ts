/** Rülerball as a GameModule: the door over its engine (./engine), track, teams and odds. */
import { playLog } from '../../game/play-log';
import type { GameModule, LegalSet } from '../../game/module';
import { applyDecision, createMatch, invariants, keyOf, openingOf, question } from './engine';
import { RULERBALL_RULES_VERSION } from './engine/create';
import type { Decision, GameEvent, MatchSetup, MatchState } from './engine/types';
import { type RulerballPreview, previewDecision } from './preview';
import { type RulerballSummary, summarise } from './summary';
import { TRACK_TOPOLOGY } from './track/topology';

export type { RulerballPreview } from './preview';
export type { RulerballSummary } from './summary';

export function legal(s: MatchState): LegalSet<Decision> {
  const q = question(s);
  if (!q) return { decider: null, decisions: [], prompt: 'match-over' };
  return { decider: q.decider, decisions: q.decisions, prompt: q.prompt };
}

function replay(setup: MatchSetup, decisions: readonly Decision[]): MatchState {
  return playLog(applyDecision, keyOf, createMatch(setup), decisions);
}

export const rulerball: GameModule<MatchState, Decision, GameEvent, MatchSetup, RulerballSummary, RulerballPreview> = {
  id: 'rulerball',
  name: 'Rülerball',
  rulesVersion: RULERBALL_RULES_VERSION,
  createMatch,
  open: openingOf,
  legal,
  apply: (s, d) => {
    const r = applyDecision(s, d);
    return r.ok ? r : { ok: false, error: r.error };
  },
  replay,
  preview: previewDecision,
  summarise,
  invariants,
  decisionKey: keyOf,
  // Cell ids are the track's (ring - 1) x 36 + p, the numbers the match state uses.
  topology: TRACK_TOPOLOGY,
};
