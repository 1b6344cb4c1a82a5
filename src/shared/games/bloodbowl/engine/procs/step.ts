/**
 * One square of movement: Going For It first when past MA (2+), then the dodge when leaving an
 * opposing tackle zone (+1, -1 per tackle zone on the square entered), then the pick-up when the
 * ball lies there (+1, -1 per tackle zone). A failed GFI or dodge knocks him down in the square he
 * entered; a failed pick-up bounces the ball; each is a turnover.
 */
import { agilityTarget, DODGE_MODIFIER, GFI_TARGET, PICK_UP_MODIFIER } from '../../tables/agility';
import { tackleZones } from '../board';
import { type Ctx, emit, playerOf, pop, push, turnover, type WritablePlayer, writable } from '../context';
import { knockDown } from '../falls';
import { checkTouchdown } from '../touchdown';
import type { Frame, TestName } from '../types';
import type { Handler } from './handler';

type Step = Extract<Frame, { kind: 'step' }>;

/** Into the square; the moved player (the working copy's) from then on. */
function enter(ctx: Ctx, f: Step): WritablePlayer {
  const p = writable(ctx, f.player);
  p.square = f.to;
  emit(ctx, { type: 'move', player: p.id, from: f.from, to: f.to });
  return p;
}

function startTest(ctx: Ctx, f: Step, test: TestName, target: number, modifier: number): void {
  push(ctx, { kind: 'test', test, player: f.player, target, modifier, roll: null, rerolled: false, asking: false });
}

export const step: Handler<Step> = {
  ask: () => null,
  run(ctx, f) {
    const s = ctx.s;
    const p = playerOf(s, f.player);
    if (f.result) {
      const { ok } = f.result;
      delete f.result;
      if (f.stage === 'pick-up') {
        emit(ctx, { type: 'pick-up', player: p.id, ok });
        if (ok) s.ball = { at: 'carried', player: p.id };
        else {
          push(ctx, { kind: 'bounce', from: f.to, kick: false });
          turnover(ctx, 'failed pick-up');
        }
        f.stage = 'done';
        return;
      }
      if (!ok) {
        // Down in the square he was entering (he may land on the loose ball: it bounces).
        pop(ctx);
        knockDown(ctx, enter(ctx, f));
        return;
      }
      f.stage = f.stage === 'gfi' ? 'dodge' : 'enter';
      return;
    }
    // Stage after stage until a test is rolled or the step is done: nothing can happen between
    // two stages (a step asks no question), so running them in one go is what the stack would do.
    for (;;) {
      switch (f.stage) {
        case 'gfi':
          if (f.gfi) return startTest(ctx, f, 'gfi', GFI_TARGET, 0);
          f.stage = 'dodge';
          continue;
        case 'dodge':
          if (f.dodge) return startTest(ctx, f, 'dodge', agilityTarget(p.ag), DODGE_MODIFIER - tackleZones(s, f.to, p.team));
          f.stage = 'enter';
          continue;
        case 'enter':
          enter(ctx, f);
          if (s.ball.at === 'ground' && s.ball.square === f.to) {
            f.stage = 'pick-up';
            return startTest(ctx, f, 'pick-up', agilityTarget(p.ag), PICK_UP_MODIFIER - tackleZones(s, f.to, p.team));
          }
          f.stage = 'done';
          continue;
        default:
          pop(ctx);
          checkTouchdown(ctx);
          return;
      }
    }
  },
};
