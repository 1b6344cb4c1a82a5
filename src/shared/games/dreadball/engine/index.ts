export * from './types';
export { createMatch, coachOf, teamOf, type MatchSetup, TOKENS_PER_RUSH, RUSHES, LANDSLIDE, MAX_TOKEN_ACTIONS } from './state';
export { applyDecision, replay } from './door';
export { legalDecisions } from './legal';
export { decisionKey, sameDecision } from './keys';
export { sideOf } from './board';
export { validatePath, listMoves, type MoveEnv, type MoveUnit } from './movement';
export { moveEnv } from './actions/move-env';
export { moveRolls, targetRolls, targetPreviews, playerThreats, opponentThreats, strikeZoneHexes, movesVia, reachPreview, type ThreatHex, type StrikeFrom, type ReachHex } from './preview';
