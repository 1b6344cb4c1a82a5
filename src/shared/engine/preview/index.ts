export { moveRolls } from './move';
export { targetRolls } from './target';
