export { chooseDecision, AI_LEVELS, LEVELS, type AiLevel, type ThinkStats } from './coach';
export { evaluate, WEIGHTS, bestChance } from './evaluate';
export { AiRng } from './rng';
export * from './tournament';
