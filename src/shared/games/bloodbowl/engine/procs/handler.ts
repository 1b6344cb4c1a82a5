/** One kind of frame on the procedure stack: what it asks (null: it runs by itself) and how it runs. */
import type { Ctx } from '../context';
import type { Decision, Frame, MatchState, Question } from '../types';

export interface Handler<F extends Frame> {
  ask(s: MatchState, f: F): Question | null;
  /** Runs the frame one stage on; `d` is the answer to what `ask` asked (null when it asked nothing). */
  run(ctx: Ctx, f: F, d: Decision | null): void;
}
