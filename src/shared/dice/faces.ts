/**
 * Dice of any number of sides whose whole state is one word of plain data in the match state:
 * mulberry32's counter (src/shared/random, unbiased by rejection), or a scripted list of faces for
 * scenarios and tests. Either way a replay rolls the very same dice. Blood Bowl (d6, d8) and
 * Rülerball (d6, d12) roll these; DreadBall's d6 keeps its own generator (rng.ts), which its saves
 * already hold.
 */
import { MULBERRY32_INCREMENT, mulberry32Output } from '../random/mulberry32';
import { splitmix32 } from '../random/splitmix32';

export type FaceDice = { kind: 'seeded'; a: number } | { kind: 'scripted'; faces: number[]; next: number };

export class ScriptedDiceExhausted extends Error {
  constructor(readonly used: number) {
    super(`the scripted dice ran out after ${used} faces`);
    this.name = 'ScriptedDiceExhausted';
  }
}

export class ScriptedFaceOutOfRange extends RangeError {
  constructor(face: number, sides: number) {
    super(`scripted face ${face} cannot come up on a d${sides}`);
    this.name = 'ScriptedFaceOutOfRange';
  }
}

/** A generator state from a 32-bit seed, spread by splitmix32 so neighbouring seeds differ. */
export const seededFaceDice = (seed: number): FaceDice => ({ kind: 'seeded', a: splitmix32(seed)() });

export const scriptedFaceDice = (faces: readonly number[]): FaceDice => ({ kind: 'scripted', faces: [...faces], next: 0 });

/** Rolls one die of `sides` faces, advancing `dice` in place (it belongs to the working copy). */
export function rollFace(dice: FaceDice, sides: number): number {
  if (dice.kind === 'scripted') {
    const f = dice.faces[dice.next];
    if (f === undefined) throw new ScriptedDiceExhausted(dice.next);
    if (!Number.isInteger(f) || f < 1 || f > sides) throw new ScriptedFaceOutOfRange(f, sides);
    dice.next++;
    return f;
  }
  const limit = Math.floor(4294967296 / sides) * sides;
  for (;;) {
    dice.a = (dice.a + MULBERRY32_INCREMENT) >>> 0;
    const v = mulberry32Output(dice.a);
    if (v < limit) return (v % sides) + 1;
  }
}
