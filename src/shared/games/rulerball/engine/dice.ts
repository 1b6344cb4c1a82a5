/**
 * Rülerball's dice: d6 and d12 from a generator whose whole state is plain data in the match
 * state (mulberry32, unbiased by rejection), or a scripted list of faces for scenarios. Either way
 * a replay rolls the very same dice.
 */
import { MULBERRY32_INCREMENT, mulberry32Output } from '../../../random/mulberry32';
import { splitmix32 } from '../../../random/splitmix32';

export type RBDice = { kind: 'seeded'; a: number } | { kind: 'scripted'; faces: number[]; next: number };

export class ScriptedDiceExhausted extends Error {
  constructor(readonly used: number) {
    super(`the scripted dice ran out after ${used} faces`);
    this.name = 'ScriptedDiceExhausted';
  }
}

export const seededDice = (seed: number): RBDice => ({ kind: 'seeded', a: splitmix32(seed)() });
export const scriptedDice = (faces: readonly number[]): RBDice => ({ kind: 'scripted', faces: [...faces], next: 0 });

/** Rolls one die, advancing `dice` in place (it belongs to the working copy). */
export function roll(dice: RBDice, sides: 6 | 12): number {
  if (dice.kind === 'scripted') {
    const f = dice.faces[dice.next];
    if (f === undefined) throw new ScriptedDiceExhausted(dice.next);
    if (!Number.isInteger(f) || f < 1 || f > sides) throw new RangeError(`scripted face ${f} cannot come up on a d${sides}`);
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
