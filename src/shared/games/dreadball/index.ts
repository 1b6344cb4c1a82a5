/** DreadBall as a GameModule: the door over its engine (./engine), pitch, rosters and previews. */
import { applyDecision, createMatch, decisionKey, legalDecisions, type MatchSetup, replay } from './engine';
import { checkInvariants } from './engine/sim';
import type { ApplyResult, Decision, GameEvent, Legal, MatchState } from './engine/types';
import { hexTopology } from '../../game/hex-topology';
import type { GameModule } from '../../game/module';
import { PITCH_HEXES } from './pitch/pitch';
import { type DreadBallPreview, previewDecision } from './preview';
import { type DreadBallSummary, summarise } from './summary';

export type { DreadBallPreview } from './preview';
export type { DreadBallSummary } from './summary';

/**
 * Rules versions: 1 the first engine; 2 a rush also ends when no player of the rushing coach can
 * act (docs/rulings.md, ruling 27); 3 a free action earned as the rush ends is lost (ruling 28).
 */
export const DREADBALL_RULES_VERSION = 3;

/**
 * DreadBall's module: the door's, with `legal` and `apply` typed as the engine's answers, which say
 * more than the door asks: the decider is a coach (A or B) and the prompt carries its details (for
 * DreadBall's prompt panels); a result says whether the decision rolled a die (`revealedDice`, the
 * match screen's undo barrier).
 */
export type DreadBallModule = Omit<GameModule<MatchState, Decision, GameEvent, MatchSetup, DreadBallSummary, DreadBallPreview>, 'legal' | 'apply'> & {
  legal(state: MatchState): Legal;
  apply(state: MatchState, decision: Decision): ApplyResult;
};

export const dreadball: DreadBallModule = {
  id: 'dreadball',
  name: 'DreadBall',
  rulesVersion: DREADBALL_RULES_VERSION,
  createMatch: (setup) => createMatch(setup),
  legal: legalDecisions,
  apply: applyDecision,
  replay: (setup, decisions) => replay(createMatch(setup), decisions),
  preview: previewDecision,
  summarise,
  invariants: (s) => checkInvariants(s),
  decisionKey,
  // Cell ids are the pitch's hex ids, the numbers the match state uses.
  topology: hexTopology(PITCH_HEXES),
};
