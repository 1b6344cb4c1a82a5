/** The block die's six faces (rules file, "Blocks") and how many dice a block rolls. */

export type BlockFace = 'attacker-down' | 'both-down' | 'pushed' | 'defender-stumbles' | 'defender-down';

/** Face of a block die by its d6 roll: 1 attacker down, 2 both down, 3-4 pushed, 5 stumbles, 6 defender down. */
export function blockFace(d6: number): BlockFace {
  switch (d6) {
    case 1:
      return 'attacker-down';
    case 2:
      return 'both-down';
    case 3:
    case 4:
      return 'pushed';
    case 5:
      return 'defender-stumbles';
    case 6:
      return 'defender-down';
    default:
      throw new RangeError(`a block die shows 1-6, not ${d6}`);
  }
}

export const BLOCK_FACES: readonly BlockFace[] = ['attacker-down', 'both-down', 'pushed', 'defender-stumbles', 'defender-down'];

/** How often each face comes up on one die, in sixths. */
export const FACE_SIXTHS: Readonly<Record<BlockFace, number>> = {
  'attacker-down': 1,
  'both-down': 1,
  pushed: 2,
  'defender-stumbles': 1,
  'defender-down': 1,
};

/**
 * Dice and who chooses from the two Strengths after assists: equal 1 die; stronger 2 dice; more
 * than twice as strong 3 dice (LRB's reading of the seed's "twice"). The stronger side chooses.
 */
export function blockDice(attackerST: number, defenderST: number): { dice: 1 | 2 | 3; chooser: 'attacker' | 'defender' } {
  if (attackerST === defenderST) return { dice: 1, chooser: 'attacker' };
  const attackerStronger = attackerST > defenderST;
  const strong = Math.max(attackerST, defenderST);
  const weak = Math.min(attackerST, defenderST);
  return { dice: strong > 2 * weak ? 3 : 2, chooser: attackerStronger ? 'attacker' : 'defender' };
}
