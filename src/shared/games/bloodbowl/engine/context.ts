/** A resolution in progress: the working copy of the state (never the caller's) and its events. */
import type { TeamIndex } from '../pitch/pitch';
import { roll } from './dice';
import type { Frame, GameEvent, MatchState, Player } from './types';

export interface Ctx {
  readonly s: MatchState;
  readonly events: GameEvent[];
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
};

/** Removes the top frame (the one running). */
export const pop = (ctx: Ctx): void => {
  ctx.s.stack.pop();
};

/** The frame under the top one: a test or a catch hands its result to it. */
export function parentFrame(ctx: Ctx): Frame | undefined {
  return ctx.s.stack[ctx.s.stack.length - 2];
}

/** Marks a turnover once (the first reason stands); the turn ends when the resolution is done. */
export function turnover(ctx: Ctx, reason: string): void {
  if (ctx.s.turnover !== null || ctx.s.acting === null) return;
  ctx.s.turnover = reason;
  emit(ctx, { type: 'turnover', team: ctx.s.acting, reason });
}
