/**
 * Step 2 of the turn (rules/rulerball.md): with no ball in play the cannon fires; a loose ball
 * rolls its speed clockwise, slows and slides in. Every standing figure in a square it passes
 * meets it: catchers field it (a fresh ball: catchers only), skaters and bikers dodge or fall (a
 * biker crashes); a dropped ball can be picked up by a catcher or a skater and knocks nobody down.
 */
import { firedBall, flight, type LooseBall } from '../ball/flight';
import { type Cell } from '../track/track';
import { figureAt } from './board';
import { type Ctx, d6, emit, skillNeed, twoD6 } from './ctx';
import { knockDown } from './injury';
import { ballRolledBack, deadBall, takeBall } from './possession';

export function ballStep(ctx: Ctx): void {
  const s = ctx.s;
  let ball: LooseBall;
  let fired = false;
  if (s.ball.at === 'none') {
    const rolls = twoD6(ctx);
    ball = firedBall(rolls[0] + rolls[1]);
    emit(ctx, { type: 'cannon', rolls, speed: ball.speed });
    fired = true;
  } else if (s.ball.at === 'loose') {
    ball = { cell: s.ball.cell, speed: s.ball.speed, kind: s.ball.kind };
  } else {
    return;
  }
  const fl = flight(ball, fired);
  let from = ball.cell;
  let segment: Cell[] = [];
  for (const cell of fl.passes) {
    segment.push(cell);
    const f = figureAt(s, cell);
    if (!f || f.state !== 'standing') continue;
    const mayTake = f.kind === 'catcher' || (ball.kind === 'dropped' && f.kind === 'skater');
    if (!mayTake && ball.kind === 'dropped') continue;
    emit(ctx, { type: 'ball-rolls', from, passes: segment, to: cell, speed: ball.speed });
    from = cell;
    segment = [];
    const need = skillNeed(f.skill);
    const roll = d6(ctx);
    if (mayTake) {
      const ok = roll >= need;
      emit(ctx, ball.kind === 'fresh' ? { type: 'field', figure: f.id, roll, need, ok } : { type: 'pick-up', figure: f.id, roll, need, ok });
      if (ok) {
        if (ball.kind === 'dropped') ballRolledBack(ctx, ball.cell, cell);
        takeBall(ctx, f);
        return;
      }
      continue;
    }
    const dodged = roll >= need;
    emit(ctx, { type: 'ball-hits', figure: f.id, roll, need, dodged });
    if (dodged) continue;
    // A biker hit by the ball crashes: down, and an injury roll with no armour roll.
    knockDown(ctx, f, f.kind === 'biker');
  }
  const last = fl.passes[fl.passes.length - 1] ?? ball.cell;
  emit(ctx, { type: 'ball-rolls', from, passes: segment, to: fl.after ? fl.after.cell : null, speed: fl.after ? fl.after.speed : 0 });
  if (fl.after === null) deadBall(ctx, fl.death === 'gutter' ? 'gutter' : 'stopped', last);
  else s.ball = { at: 'loose', cell: fl.after.cell, speed: fl.after.speed, kind: fl.after.kind };
}
