/** Blood Bowl as a GameModule: the door over its engine (./engine), pitch, teams and odds. */
import { playLog } from '../../game/play-log';
import type { GameModule, LegalSet } from '../../game/module';
import { applyDecision, createMatch, invariants, keyOf, question } from './engine';
import type { Decision, GameEvent, MatchSetup, MatchState } from './engine/types';
import { BLOOD_BOWL_RULES_VERSION } from './engine/create';
import { PITCH_TOPOLOGY } from './pitch/pitch';
import { type BloodBowlPreview, previewDecision } from './preview';
import { type BloodBowlSummary, SEATS, summarise } from './summary';

export type { BloodBowlPreview } from './preview';
export type { BloodBowlSummary } from './summary';

export function legal(s: MatchState): LegalSet<Decision> {
  const q = question(s);
  if (!q) return { decider: null, decisions: [], prompt: 'match-over' };
  const decider = SEATS[q.decider];
  if (q.count === undefined || !q.at) return { decider, decisions: q.decisions, prompt: q.prompt };
  // A lazy question stays lazy: its list is built only if someone reads it.
  return {
    decider,
    get decisions() {
      return q.decisions;
    },
    prompt: q.prompt,
    count: q.count,
    at: q.at,
  };
}

function replay(setup: MatchSetup, decisions: readonly Decision[]): MatchState {
  return playLog(applyDecision, keyOf, createMatch(setup), decisions);
}

export const bloodbowl: GameModule<MatchState, Decision, GameEvent, MatchSetup, BloodBowlSummary, BloodBowlPreview> = {
  id: 'bloodbowl',
  name: 'Blood Bowl',
  rulesVersion: BLOOD_BOWL_RULES_VERSION,
  createMatch,
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
  // Cell ids are the pitch's square ids, the numbers the match state uses.
  topology: PITCH_TOPOLOGY,
};
