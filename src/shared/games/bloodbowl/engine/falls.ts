/** A player going down in his square with his armour roll, the ball bouncing if he had it or lay on it. */
import type { SquareId } from '../pitch/pitch';
import type { Ctx, WritablePlayer } from './context';
import { push } from './context';
import { fall, rollArmour } from './injury';
import type { Player } from './types';

/** True when the ball was in `p`'s hands or loose on his square: it must bounce from there. */
export function ballWith(ctx: Ctx, p: Player): boolean {
  const b = ctx.s.ball;
  return (b.at === 'carried' && b.player === p.id) || (b.at === 'ground' && b.square === p.square);
}

/** Knocked down: prone, armour (and injury), then the ball bounces from his square. */
export function knockDown(ctx: Ctx, p: WritablePlayer): void {
  const sq = p.square as SquareId;
  const ball = ballWith(ctx, p);
  fall(ctx, p);
  rollArmour(ctx, p, 0);
  if (ball) {
    ctx.s.ball = { at: 'ground', square: sq };
    push(ctx, { kind: 'bounce', from: sq, kick: false });
  }
}
