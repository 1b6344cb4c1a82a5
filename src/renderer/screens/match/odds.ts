// Odds before committing, from the engine's own previews: `moveRolls` for a path, `targetRolls`
// for a target, the prompt's `test` (coach dice) and `defences` (duck or counter-slam). The exact
// probabilities come from src/shared/dice/odds.ts. No rules and no dry runs here: only dice maths
// on the rolls the engine says it will make.
import { opposedOdds, passOdds } from '../../../shared/dice/odds';
import type { DefencePreview, Decision, Legal, MoveRoll, TargetPreview, TestPreview } from '../../../shared/games/dreadball/engine/types';

export type Odds =
  | { kind: 'single'; dice: number; target: number; needed: number; pass: number; spectacular: number }
  /** Seen from the side that rolls `test`: win = its successes beat the other side's. */
  | { kind: 'opposed'; dice: number; target: number; theirDice: number; theirTarget: number; win: number; tie: number; lose: number }
  | { kind: 'none' };

/**
 * Odds of one test with `coachDice` more dice. An opposed test is seen from its own roller; the
 * other side adds the coach dice it has already chosen (none while it has not chosen yet). Nobody
 * rolling against it (`against: null`) counts as 0 successes.
 */
export function testOdds(test: TestPreview, coachDice = 0): Odds {
  const dice = test.dice + coachDice;
  if (test.needed !== null) {
    const o = passOdds(dice, test.target, test.needed);
    return { kind: 'single', dice, target: test.target, needed: test.needed, pass: o.pass, spectacular: o.spectacular };
  }
  const theirs = test.against ?? null;
  const theirDice = theirs ? theirs.dice + (theirs.coachDice ?? 0) : 0;
  const theirTarget = theirs ? theirs.target : test.target;
  const o = opposedOdds(dice, test.target, theirDice, theirTarget);
  return { kind: 'opposed', dice, target: test.target, theirDice, theirTarget, win: o.attackerWins, tie: o.tie, lose: o.defenderWins };
}

/** The same opposed odds seen from the other side (a defence seen by the attacker). */
export function flipped(o: Odds): Odds {
  if (o.kind !== 'opposed') return o;
  return { kind: 'opposed', dice: o.theirDice, target: o.theirTarget, theirDice: o.dice, theirTarget: o.target, win: o.lose, tie: o.tie, lose: o.win };
}

/** Odds per button of a coach-dice or defence question, by the button's decision (null: none shown). */
export function choiceOdds(legal: Pick<Legal, 'test' | 'defences'>, d: Decision): Odds | null {
  if (d.kind === 'coach-dice' && legal.test) return testOdds(legal.test, d.count);
  if (d.kind === 'defend' && legal.defences) {
    const def: DefencePreview | undefined = legal.defences.find((x) => x.choice === d.choice);
    return def ? testOdds(def.test) : null;
  }
  return null;
}

export interface MoveOdds {
  /** Dodges and Sprint extras on the way (the rolls that can stop the player short). */
  rolls: number;
  /** Chance that every one of them passes: the player gets to the hex. */
  reach: number;
  /** Chance of the pick-up at the end, when the path ends on the loose ball (null otherwise). */
  pickUp: number | null;
  /** A Guard entering the ball's hex kicks it away (no roll). */
  kick: boolean;
}

/** Getting along a path: the product of its rolls' pass chances (each roll is independent). */
export function moveOdds(rolls: readonly MoveRoll[]): MoveOdds {
  let n = 0;
  let reach = 1;
  let pickUp: number | null = null;
  let kick = false;
  for (const r of rolls) {
    if (r.kind === 'kick') kick = true;
    else if (r.kind === 'pick-up') pickUp = r.test ? passOdds(r.test.dice, r.test.target, r.test.needed ?? 1).pass : null;
    else if (r.test) {
      n++;
      reach *= passOdds(r.test.dice, r.test.target, r.test.needed ?? 1).pass;
    }
  }
  return { rolls: n, reach, pickUp, kick };
}

export interface TargetOdds {
  /** The acting player's roll (against a duck for a Slam or Snatch: the defender's first option). */
  main: Odds;
  /** A Slam or Snatch: the attacker's odds against each defence open to the defender. */
  defences: { choice: 'duck' | 'counter-slam'; odds: Odds }[];
}

export function targetOdds(preview: TargetPreview): TargetOdds {
  return {
    main: testOdds(preview.test),
    defences: (preview.defences ?? []).map((d) => ({ choice: d.choice, odds: flipped(testOdds(d.test)) })),
  };
}
