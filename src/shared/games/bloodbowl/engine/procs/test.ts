/**
 * One agility-type test (or GFI, or standing up): roll the d6; on a failure offer the re-rolls
 * open to it (skill, team) as a question, the new result standing. The result goes to the frame
 * below, which started the test.
 */
import { rollNeeded, testPasses } from '../../tables/agility';
import { type Ctx, d6, emit, frameAt, playerOf, pop } from '../context';
import { rerollChoices, spendReroll } from '../rerolls';
import type { Frame, TestResult } from '../types';
import type { Handler } from './handler';

type Test = Extract<Frame, { kind: 'test' }>;

function rollIt(ctx: Ctx, f: Test): boolean {
  const r = d6(ctx);
  f.roll = r;
  const ok = testPasses(r, f.target, f.modifier);
  emit(ctx, { type: 'test', test: f.test, player: f.player, roll: r, target: f.target, modifier: f.modifier, needed: rollNeeded(f.target, f.modifier), ok });
  return ok;
}

function finish(ctx: Ctx, f: Test, ok: boolean): void {
  pop(ctx);
  // The frame that started the test is on top again and reads the result.
  const parent = frameAt(ctx, ctx.s.stack.length - 1);
  const result: TestResult = { ok, roll: f.roll ?? 0 };
  if (parent) Object.assign(parent, { result });
}

export const test: Handler<Test> = {
  ask(s, f) {
    if (!f.asking) return null;
    const p = playerOf(s, f.player);
    return { decider: p.team, prompt: 'reroll', decisions: rerollChoices(s, p, f.test) };
  },
  run(ctx, f, d) {
    if (!f.asking) {
      const ok = rollIt(ctx, f);
      if (ok || f.rerolled || rerollChoices(ctx.s, playerOf(ctx.s, f.player), f.test).length === 0) return finish(ctx, f, ok);
      f.asking = true;
      return;
    }
    f.asking = false;
    if (d?.kind !== 'reroll' || d.use === 'none') return finish(ctx, f, false);
    spendReroll(ctx, playerOf(ctx.s, f.player), f.test, d.use);
    f.rerolled = true;
    finish(ctx, f, rollIt(ctx, f));
  },
};
