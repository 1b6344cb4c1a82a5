export { applyDecision, question, settled, type ApplyResult } from './engine';
export { createMatch, openingOf, blankMatch, InvalidTeamError, RULERBALL_RULES_VERSION } from './create';
export { invariants } from './invariants';
export { keyOf } from './keys';
