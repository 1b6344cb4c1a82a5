// The engine used to live in this one file; it is now split by topic (see docs/engine.md).
// This re-export keeps the older import paths of the renderer and the computer opponent working.
export { applyDecision, replay } from './door';
export { legalDecisions } from './legal';
export { decisionKey, sameDecision } from './keys';
export { sideOf } from './board';
export { moveEnv } from './actions/move-env';
