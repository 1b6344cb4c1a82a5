/** The Blood Bowl engine's door. */
export { applyDecision, question, settled, type ApplyResult } from './machine';
export { BLOOD_BOWL_RULES_VERSION, createMatch, InvalidTeamError } from './create';
export { invariants } from './invariants';
export { keyOf } from './keys';
export type * from './types';
