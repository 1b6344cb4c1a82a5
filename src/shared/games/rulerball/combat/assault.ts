/**
 * An assault (rules/rulerball.md, game turn step 5): both sides roll 2d6 + strength, the attacker
 * +1 if he went faster this turn; the margin reads on the assault table. These are the pure steps
 * the engine strings together with its dice: totals, result, push squares, what happens to a
 * carrier's ball.
 */
import { TUNING, assaultResult, type AssaultResult, type FigureKind } from '../tables/numbers';
import { behind, sideways, type Cell } from '../track/track';

export interface Assailant {
  readonly strength: number;
  /** This turn's speed (the steps it took). */
  readonly speed: number;
  /** The carrier striking with the ball (an offence): +2 strength. */
  readonly withBall?: boolean;
}

export function attackBonus(attacker: Assailant, defenderSpeed: number): number {
  return (attacker.speed > defenderSpeed ? TUNING.speedBonus : 0) + (attacker.withBall ? TUNING.ballStrikeBonus : 0);
}

/** The margin from both 2d6 totals: attacker's total minus the defender's. */
export function assaultMargin(attacker: Assailant, attackRoll: number, defenderStrength: number, defenderSpeed: number, defendRoll: number): number {
  return attackRoll + attacker.strength + attackBonus(attacker, defenderSpeed) - (defendRoll + defenderStrength);
}

export function resolveAssault(
  attacker: Assailant,
  attackRoll: number,
  defenderStrength: number,
  defenderSpeed: number,
  defendRoll: number,
): { readonly margin: number; readonly result: AssaultResult } {
  const margin = assaultMargin(attacker, attackRoll, defenderStrength, defenderSpeed, defendRoll);
  return { margin, result: assaultResult(margin) };
}

/** A marginal hit's push: one square in, out or back (clockwise), the attacker's choice, if empty. */
export function pushSquares(defender: Cell, occupied: (cell: Cell) => boolean): Cell[] {
  const out: Cell[] = [];
  for (const c of [sideways(defender, -1), sideways(defender, 1), behind(defender)]) {
    if (c !== null && !occupied(c)) out.push(c);
  }
  return out;
}

/** A marginal hit slows the defender by 2, not below 0. */
export function slowedSpeed(speed: number): number {
  return Math.max(0, speed - TUNING.marginalSlow);
}

export type BallLoss = 'kept' | 'dropped' | 'stolen';

/**
 * What happens to the ball of a carrier knocked down by an assault. On a solid hit he keeps it
 * on a skill roll (`held` says he made it; null when no roll is made); on a crushing hit he always
 * loses it. A lost ball goes to a skater attacker (a steal), else it drops in the carrier's square.
 */
export function carrierBall(result: AssaultResult, held: boolean | null, attackerKind: FigureKind): BallLoss {
  if (result !== 'solid' && result !== 'crushing') return 'kept';
  if (result === 'solid' && held) return 'kept';
  return attackerKind === 'skater' ? 'stolen' : 'dropped';
}

/** Whether the result knocks the defender down, and whether the injury roll skips armour. */
export function knockdown(result: AssaultResult): { readonly down: boolean; readonly armourSkipped: boolean } {
  return { down: result === 'solid' || result === 'crushing', armourSkipped: result === 'crushing' };
}

/** Armour holds unless 2d6 rolls above it. */
export function armourBroken(roll: number, armour: number): boolean {
  return roll > armour;
}
