/** Falling, armour and injuries (rules/rulerball.md, step 5): what happens to a knocked-down figure. */
import { TUNING, injuryResult } from '../tables/numbers';
import { armourBroken } from '../combat/assault';
import { type Ctx, emit, twoD6 } from './ctx';
import { dropBall } from './possession';
import type { Figure } from './types';
import { GUTTER_RING, ringOf, type Cell } from '../track/track';

/** An injury roll: shaken figures leave for the rest box at once, the rest lie where they fell. */
export function injure(ctx: Ctx, f: Figure): void {
  const rolls = twoD6(ctx);
  const result = injuryResult(rolls[0] + rolls[1]);
  emit(ctx, { type: 'injury', figure: f.id, rolls, result });
  // Shaken, injured or worse, a carrier who kept the ball through his fall lets it go: a lying
  // figure is an obstacle, never a carrier.
  if (ctx.s.ball.at === 'held' && ctx.s.ball.figure === f.id) dropBall(ctx, f);
  if (result === 'shaken') {
    f.state = 'off';
    f.cell = null;
    f.speed = 0;
    ctx.s.boxes.push({ figure: String(f.id), box: 'rest', time: { kind: 'minutes', minutes: TUNING.shakenMinutes } });
    return;
  }
  f.state = 'lying';
  f.injury = result;
  f.speed = 0;
}

/**
 * Knocks a figure down: the figure stops, then armour (2d6 above it: an injury roll). A carrier
 * drops the ball unless `keepsBall` (he made his hold roll on a solid hit); in ring 1 the ball is
 * dead either way. `noArmour`: straight to the injury roll (a crushing hit, a biker crashing into
 * the ball).
 */
export function knockDown(ctx: Ctx, f: Figure, noArmour: boolean, keepsBall = false): void {
  const s = ctx.s;
  emit(ctx, { type: 'knocked-down', figure: f.id, cell: f.cell as number });
  if (s.ball.at === 'held' && s.ball.figure === f.id && (!keepsBall || ringOf(f.cell as Cell) === GUTTER_RING)) dropBall(ctx, f);
  f.state = 'fallen';
  f.speed = 0;
  // Down for the rest of this turn (knocked down by the ball before the Move step, he would
  // otherwise stand up in it): he stands in his move next turn.
  f.moved = true;
  if (noArmour) {
    injure(ctx, f);
    return;
  }
  const rolls = twoD6(ctx);
  const broken = armourBroken(rolls[0] + rolls[1], f.armour);
  emit(ctx, { type: 'armour', figure: f.id, rolls, broken });
  if (broken) injure(ctx, f);
}
