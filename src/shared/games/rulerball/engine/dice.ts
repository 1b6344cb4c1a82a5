/**
 * Rülerball's dice, d6 and d12: the shared dice whose state is plain data in the match state
 * (src/shared/dice/faces.ts), seeded or scripted, so a replay rolls the very same dice.
 */
import { type FaceDice, rollFace, scriptedFaceDice, seededFaceDice } from '../../../dice/faces';

export { ScriptedDiceExhausted } from '../../../dice/faces';

export type RBDice = FaceDice;

export const seededDice: (seed: number) => RBDice = seededFaceDice;
export const scriptedDice: (faces: readonly number[]) => RBDice = scriptedFaceDice;

/** Rolls one die, advancing `dice` in place (it belongs to the working copy). */
export const roll: (dice: RBDice, sides: 6 | 12) => number = rollFace;
