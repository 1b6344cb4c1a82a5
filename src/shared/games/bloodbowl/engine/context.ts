/** A resolution in progress: the working copy of the state (never the caller's) and its events. */
import type { TeamIndex } from '../pitch/pitch';
import { roll } from './dice';
import { cloneFrame, cloneState } from './clone';
import type { Frame, GameEvent, MatchState, Player } from './types';

export interface Ctx {
  readonly s: MatchState;
  readonly events: GameEvent[];
  /** Frames of `s.stack` that belong to this resolution (copied or pushed by it): safe to write. */
  readonly own: Set<Frame>;
}

/** A resolution's context over a working copy of `s` (the caller's state is never written). */
export const resolution = (s: MatchState): Ctx => ({ s: cloneState(s), events: [], own: new Set() });

/**
 * Frame `i` of the stack, copied first if it is still the caller's: every frame a resolution
 * writes to must come through here (the running frame, a test's parent, a push's block).
 */
export function frameAt(ctx: Ctx, i: number): Frame | undefined {
  const f = ctx.s.stack[i];
  if (f === undefined || ctx.own.has(f)) return f;
  const c = cloneFrame(f);
  ctx.s.stack[i] = c;
  ctx.own.add(c);
  return c;
}

export const emit = (ctx: Ctx, e: GameEvent): void => {
  ctx.events.push(e);
};
export const d6 = (ctx: Ctx): number => roll(ctx.s.dice, 6);
export const d8 = (ctx: Ctx): number => roll(ctx.s.dice, 8);
export const other = (t: TeamIndex): TeamIndex => (t === 0 ? 1 : 0);

export function playerOf(s: MatchState, id: number): Player {
  const p = s.players[id];
  if (!p) throw new RangeError(`there is no player ${id}`);
  return p;
}

export const push = (ctx: Ctx, f: Frame): void => {
  ctx.s.stack.push(f);
  ctx.own.add(f);
};

/** Removes the top frame (the one running). */
export const pop = (ctx: Ctx): void => {
  ctx.s.stack.pop();
};

/** The frame under the top one: a test or a catch hands its result to it. */
export function parentFrame(ctx: Ctx): Frame | undefined {
  return frameAt(ctx, ctx.s.stack.length - 2);
}

/** Marks a turnover once (the first reason stands); the turn ends when the resolution is done. */
export function turnover(ctx: Ctx, reason: string): void {
  if (ctx.s.turnover !== null || ctx.s.acting === null) return;
  ctx.s.turnover = reason;
  emit(ctx, { type: 'turnover', team: ctx.s.acting, reason });
}
