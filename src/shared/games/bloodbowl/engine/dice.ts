/**
 * Blood Bowl's match dice, d6 and d8: the shared dice whose state is plain data in the match state
 * (src/shared/dice/faces.ts), seeded or scripted, so a replay rolls the very same dice.
 */
import { type FaceDice, rollFace, scriptedFaceDice, seededFaceDice } from '../../../dice/faces';

export { ScriptedDiceExhausted, ScriptedFaceOutOfRange } from '../../../dice/faces';

export type BBDice = FaceDice;

export const seededBBDice: (seed: number) => BBDice = seededFaceDice;
export const scriptedBBDice: (faces: readonly number[]) => BBDice = scriptedFaceDice;

/** Rolls one die of `sides` faces, advancing `dice` in place (it belongs to the working copy). */
export const roll: (dice: BBDice, sides: 6 | 8) => number = rollFace;
