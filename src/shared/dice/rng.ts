/**
 * The one source of randomness in a match. Its whole state is plain data kept inside the match
 * state, so saving a match saves the generator and a reload rolls the very same dice.
 *
 * `seeded` is sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, 128-bit state, passes
 * PractRand), seeded through splitmix32. `scripted` replays a fixed list of faces: tests and
 * scenarios use it, and it is the only thing they replace.
 */
import { splitmix32 } from '../random/splitmix32';

export type DiceState =
  | { kind: 'seeded'; s: [number, number, number, number] }
  | { kind: 'scripted'; faces: number[]; next: number };

export class DiceExhaustedError extends Error {
  constructor(readonly used: number) {
    super(`the scripted dice ran out after ${used} faces`);
    this.name = 'DiceExhaustedError';
  }
}

/** A generator state from a 32-bit seed. Twelve warm-up draws mix the seed through the state. */
export function seededDice(seed: number): DiceState {
  const next = splitmix32(seed);
  const s: [number, number, number, number] = [next(), next(), next(), next()];
  for (let i = 0; i < 12; i++) sfc32(s);
  return { kind: 'seeded', s };
}

export function scriptedDice(faces: number[]): DiceState {
  for (const f of faces) {
    if (!Number.isInteger(f) || f < 1 || f > 6) throw new RangeError(`scripted face ${f} is not 1-6`);
  }
  return { kind: 'scripted', faces: [...faces], next: 0 };
}

/** One sfc32 step; mutates the four-word state in place and returns an unsigned 32-bit value. */
function sfc32(s: [number, number, number, number]): number {
  const t = (((s[0] + s[1]) >>> 0) + s[3]) >>> 0;
  s[3] = (s[3] + 1) >>> 0;
  s[0] = s[1] ^ (s[1] >>> 9);
  s[1] = (s[2] + (s[2] << 3)) >>> 0;
  s[2] = ((s[2] << 21) | (s[2] >>> 11)) >>> 0;
  s[2] = (s[2] + t) >>> 0;
  return t;
}

/** Largest multiple of 6 below 2^32: draws at or above it are rejected so every face is equally likely. */
const UNBIASED_LIMIT = 4294967292;

/**
 * A live die roller over a copy of a DiceState. The engine makes one per decision, rolls, then
 * stores `state()` back into the new match state; the old state is never touched.
 */
export class Dice {
  private readonly current: DiceState;

  constructor(state: DiceState) {
    this.current =
      state.kind === 'seeded'
        ? { kind: 'seeded', s: [state.s[0], state.s[1], state.s[2], state.s[3]] }
        : { kind: 'scripted', faces: state.faces, next: state.next };
  }

  d6(): number {
    const c = this.current;
    if (c.kind === 'scripted') {
      if (c.next >= c.faces.length) throw new DiceExhaustedError(c.next);
      return c.faces[c.next++];
    }
    for (;;) {
      const v = sfc32(c.s);
      if (v < UNBIASED_LIMIT) return (v % 6) + 1;
    }
  }

  state(): DiceState {
    const c = this.current;
    return c.kind === 'seeded'
      ? { kind: 'seeded', s: [c.s[0], c.s[1], c.s[2], c.s[3]] }
      : { kind: 'scripted', faces: c.faces, next: c.next };
  }
}
