/** Blood Bowl's computer coach (./ai) as a GameCoach, for the coach worker and its fallback. */
import { BB_AI_LEVELS, type BBAiLevel, chooseBloodBowlDecision } from './ai/coach';
import { question } from './engine';
import type { Decision, MatchState } from './engine/types';
import { type CoachStats, type GameCoach, NothingToDecide } from '../../game/coach';

const isLevel = (level: string): level is BBAiLevel => (BB_AI_LEVELS as readonly string[]).includes(level);

export const bloodbowlCoach: GameCoach<MatchState, Decision> = {
  levels: BB_AI_LEVELS,
  // Both levels are static policies of a few milliseconds.
  fallbackLevel: 'easy',
  choose(state: MatchState, level: string, seed: number, stats?: CoachStats): Decision {
    if (!isLevel(level)) throw new RangeError(`unknown level "${level}"; Blood Bowl's levels: ${BB_AI_LEVELS.join(', ')}`);
    const q = question(state);
    if (!q || q.decisions.length === 0) throw new NothingToDecide();
    // No look-ahead: the work is one question answered.
    if (stats) stats.nodes += 1;
    return chooseBloodBowlDecision(state, q, level, seed >>> 0);
  },
};
