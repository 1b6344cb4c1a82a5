/**
 * A foul (rules file, "Actions"): an armour roll against an adjacent prone or stunned opponent,
 * +1 per offensive and -1 per defensive assist (counted as for blocks); beaten, an injury roll. A
 * double on the armour or the injury roll sends the fouler off (a turnover); his ball bounces.
 */
import type { SquareId } from '../../pitch/pitch';
import { assists } from '../board';
import { type Ctx, emit, push, turnover, type WritablePlayer } from '../context';
import { ballWith } from '../falls';
import { rollArmour } from '../injury';
import type { Player } from '../types';

export const foulModifier = (ctx: Ctx, fouler: Player, target: Player): number => assists(ctx.s, fouler, target) - assists(ctx.s, target, fouler);

export function foul(ctx: Ctx, fouler: WritablePlayer, target: WritablePlayer): void {
  const modifier = foulModifier(ctx, fouler, target);
  emit(ctx, { type: 'foul', fouler: fouler.id, target: target.id, assists: modifier });
  const { rolls, injuryRolls } = rollArmour(ctx, target, modifier);
  const double = rolls[0] === rolls[1] || (injuryRolls !== null && injuryRolls[0] === injuryRolls[1]);
  if (!double) return;
  const sq = fouler.square as SquareId;
  const hadBall = ballWith(ctx, fouler);
  fouler.where = 'sent-off';
  fouler.square = null;
  emit(ctx, { type: 'sent-off', player: fouler.id });
  turnover(ctx, 'fouler sent off');
  if (hadBall) {
    ctx.s.ball = { at: 'ground', square: sq };
    push(ctx, { kind: 'bounce', from: sq, kick: false });
  }
}
