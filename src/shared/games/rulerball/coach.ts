/** Rülerball's computer coach (./ai) as a GameCoach, for the coach worker and its fallback. */
import { type CoachStats, type GameCoach, NothingToDecide } from '../../game/coach';
import { RB_AI_LEVELS, type RBAiLevel, chooseRulerballDecision } from './ai/coach';
import { question } from './engine';
import type { Decision, MatchState } from './engine/types';

const isLevel = (level: string): level is RBAiLevel => (RB_AI_LEVELS as readonly string[]).includes(level);

export const rulerballCoach: GameCoach<MatchState, Decision> = {
  levels: RB_AI_LEVELS,
  // Both levels are static scorers of a few milliseconds.
  fallbackLevel: 'easy',
  choose(state: MatchState, level: string, seed: number, stats?: CoachStats): Decision {
    if (!isLevel(level)) throw new RangeError(`unknown level "${level}"; Rülerball's levels: ${RB_AI_LEVELS.join(', ')}`);
    const q = question(state);
    if (!q || q.decisions.length === 0) throw new NothingToDecide();
    if (stats) stats.nodes += 1;
    return chooseRulerballDecision(state, q, level, seed >>> 0);
  },
};
