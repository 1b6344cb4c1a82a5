/**
 * Exact block odds: which face the chooser takes from 1-3 dice, and P(knock-down) of a block.
 * Exact by enumerating every roll of the dice (6^n outcomes, n <= 3): pure counting, no sampling.
 *
 * The choice model (docs/bloodbowl-engine.md): the attacker takes, best first, defender down,
 * defender stumbles (unless the defender has Dodge: then it is a push), pushed, both down,
 * attacker down. A stronger defender takes the worst for the attacker: attacker down, pushed (a
 * Dodge stumble counts as pushed), both down, stumbles, defender down. With a re-roll (the Block
 * skill or a team re-roll) the attacker re-rolls exactly when the chosen face knocks him down.
 */
import { BLOCK_FACES, type BlockFace, blockFace } from '../tables/block-dice';

export type Chooser = 'attacker' | 'defender';

/** A face as it acts on the pitch: stumbles against Dodge is a push. */
export type BlockOutcome = 'attacker-down' | 'both-down' | 'pushed' | 'defender-down';

export function outcomeOf(face: BlockFace, defenderDodge: boolean): BlockOutcome {
  if (face === 'defender-stumbles') return defenderDodge ? 'pushed' : 'defender-down';
  return face;
}

const ATTACKER_PREFERS: readonly BlockOutcome[] = ['defender-down', 'pushed', 'both-down', 'attacker-down'];
const DEFENDER_PREFERS: readonly BlockOutcome[] = ['attacker-down', 'pushed', 'both-down', 'defender-down'];

/** The outcome a chooser takes from rolled faces. */
export function chosenOutcome(faces: readonly BlockFace[], chooser: Chooser, defenderDodge: boolean): BlockOutcome {
  const order = chooser === 'attacker' ? ATTACKER_PREFERS : DEFENDER_PREFERS;
  const got = new Set(faces.map((f) => outcomeOf(f, defenderDodge)));
  const pick = order.find((o) => got.has(o));
  if (!pick) throw new RangeError('a block needs at least one die');
  return pick;
}

/** Every roll of `n` block dice, each as its faces (6^n rolls, equally likely). */
function everyRoll(n: number): BlockFace[][] {
  let rolls: BlockFace[][] = [[]];
  for (let i = 0; i < n; i++) rolls = rolls.flatMap((r) => [1, 2, 3, 4, 5, 6].map((d) => [...r, blockFace(d)]));
  return rolls;
}

/** P(each outcome) of the chosen face, without re-roll. */
export function outcomeOdds(dice: 1 | 2 | 3, chooser: Chooser, defenderDodge: boolean): Record<BlockOutcome, number> {
  const out: Record<BlockOutcome, number> = { 'attacker-down': 0, 'both-down': 0, pushed: 0, 'defender-down': 0 };
  const rolls = everyRoll(dice);
  for (const r of rolls) out[chosenOutcome(r, chooser, defenderDodge)] += 1 / rolls.length;
  return out;
}

/** P(at least one die shows each face): what the coach may be offered to choose. */
export function faceOdds(dice: 1 | 2 | 3): Record<BlockFace, number> {
  const out = Object.fromEntries(BLOCK_FACES.map((f) => [f, 0])) as Record<BlockFace, number>;
  const rolls = everyRoll(dice);
  for (const r of rolls) for (const f of new Set(r)) out[f] += 1 / rolls.length;
  return out;
}

export interface BlockOdds {
  readonly dice: 1 | 2 | 3;
  readonly chooser: Chooser;
  readonly outcomes: Record<BlockOutcome, number>;
  /** P(the defender ends knocked down: defender down, a stumble without Dodge, both down). */
  readonly defenderDown: number;
  /** P(the attacker ends knocked down: attacker down or both down; a turnover). */
  readonly attackerDown: number;
}

const downs = (o: Record<BlockOutcome, number>) => ({
  defenderDown: o['defender-down'] + o['both-down'],
  attackerDown: o['attacker-down'] + o['both-down'],
});

/** A block's odds, with a re-roll of the dice (Block skill or team re-roll) or without. */
export function blockOdds(dice: 1 | 2 | 3, chooser: Chooser, defenderDodge: boolean, reroll: boolean): BlockOdds {
  const once = outcomeOdds(dice, chooser, defenderDodge);
  if (!reroll) return { dice, chooser, outcomes: once, ...downs(once) };
  // Re-rolled exactly when the first choice knocks the attacker down; the new result stands.
  const again = once['attacker-down'] + once['both-down'];
  const outcomes: Record<BlockOutcome, number> = {
    'attacker-down': again * once['attacker-down'],
    'both-down': again * once['both-down'],
    pushed: once.pushed + again * once.pushed,
    'defender-down': once['defender-down'] + again * once['defender-down'],
  };
  return { dice, chooser, outcomes, ...downs(outcomes) };
}
