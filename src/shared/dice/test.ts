import type { Dice } from './rng';

/** Where a die in a test came from: the team's dice, the coach's dice, or an exploding six. */
export type DieSource = 'team' | 'coach' | 'extra';

export interface DieFace {
  readonly face: number;
  readonly source: DieSource;
}

/** One rolled test: every die with its face in rolling order, and the successes counted. */
export interface TestRoll {
  readonly target: number;
  readonly faces: readonly DieFace[];
  readonly successes: number;
  /** Index in `faces` of the team die that showed 1 and was rolled again (its face is the new one), or -1. */
  readonly rerolled?: number;
}

/** Modifiers change the number of dice, never the target; the count never goes below zero. */
export function diceAfterModifiers(base: number, modifiers: number): number {
  return Math.max(0, base + modifiers);
}

/**
 * Rolls `teamDice + coachDice` dice at `target` (2..6): each face >= target is a success, and
 * each 6 also earns an extra die, which may explode again. Extras are rolled after the first
 * handful, in the order their sixes appeared, as at the table.
 */
export function rollTest(dice: Dice, teamDice: number, coachDice: number, target: number, rerollOne = false): TestRoll {
  const faces: DieFace[] = [];
  let successes = 0;
  let pending = 0;
  const count = (face: number): void => {
    if (face >= target || face === 6) successes++;
    if (face === 6) pending++;
  };
  const roll = (source: DieSource): void => {
    const face = dice.d6();
    faces.push({ face, source });
    count(face);
  };
  for (let i = 0; i < teamDice; i++) roll('team');
  for (let i = 0; i < coachDice; i++) roll('coach');
  // A career re-roll (Accurate, Star Player, Sure Hands): the first team die showing 1 is rolled
  // again before any six explodes; the new face takes its place.
  const rerolled = rerollOne ? faces.findIndex((f) => f.source === 'team' && f.face === 1) : -1;
  if (rerolled >= 0) {
    const face = dice.d6();
    faces[rerolled] = { face, source: 'team' };
    count(face);
  }
  while (pending > 0) {
    pending--;
    roll('extra');
  }
  return rerollOne ? { target, faces, successes, rerolled } : { target, faces, successes };
}

/** Successes a (1) test needs, or the n-th attempt of a (123) test within one action. */
export function successesNeeded(attempt = 1): number {
  return attempt;
}

/** Ruling 7: at least twice what was needed is spectacular. */
export function isSpectacularPass(successes: number, needed: number): boolean {
  return successes >= 2 * needed;
}

export type OpposedWinner = 'attacker' | 'defender' | 'tie';

export interface OpposedResult {
  readonly winner: OpposedWinner;
  /** True when the winner at least doubled the loser (1 against 0 is enough). */
  readonly spectacular: boolean;
  /** Winner's successes minus loser's: the damage of a spectacular slam or throw. */
  readonly margin: number;
}

/** Ruling 7 for (X) tests: more successes wins; a draw, including 0-0, is a tie. */
export function compareOpposed(attacker: number, defender: number): OpposedResult {
  if (attacker === defender) return { winner: 'tie', spectacular: false, margin: 0 };
  const [hi, lo, winner]: [number, number, OpposedWinner] =
    attacker > defender ? [attacker, defender, 'attacker'] : [defender, attacker, 'defender'];
  const spectacular = lo === 0 ? hi >= 1 : hi >= 2 * lo;
  return { winner, spectacular, margin: hi - lo };
}
