export * from './types';
export { createMatch, coachOf, teamOf, type MatchSetup, TOKENS_PER_RUSH, RUSHES, LANDSLIDE, MAX_TOKEN_ACTIONS } from './state';
export { applyDecision, legalDecisions, replay, decisionKey, sameDecision, sideOf } from './engine';
export { validatePath, listMoves, type MoveEnv, type MoveUnit } from './movement';
