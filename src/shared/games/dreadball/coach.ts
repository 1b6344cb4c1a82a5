/**
 * DreadBall's computer coach (src/shared/games/dreadball/ai) as a GameCoach: the search of src/shared/games/dreadball/ai/coach.ts
 * over the engine's legal set (the one the module's `legal` gives, with the prompt details the
 * search reads).
 */
import { AI_LEVELS, type AiLevel, chooseDecision } from './ai/coach';
import { legalDecisions } from './engine';
import type { Decision, MatchState } from './engine/types';
import { type CoachStats, type GameCoach, NothingToDecide } from '../../game/coach';

const isLevel = (level: string): level is AiLevel => (AI_LEVELS as readonly string[]).includes(level);

/** Easy's static choice costs a few milliseconds. */
export const DREADBALL_FALLBACK_LEVEL: AiLevel = 'easy';

export const dreadballCoach: GameCoach<MatchState, Decision> = {
  levels: AI_LEVELS,
  fallbackLevel: DREADBALL_FALLBACK_LEVEL,
  choose(state: MatchState, level: string, seed: number, stats?: CoachStats): Decision {
    if (!isLevel(level)) throw new RangeError(`unknown level "${level}"; DreadBall's levels: ${AI_LEVELS.join(', ')}`);
    const legal = legalDecisions(state);
    if (legal.decider === null || legal.decisions.length === 0) throw new NothingToDecide();
    return chooseDecision(state, legal, level, seed >>> 0, stats);
  },
};
