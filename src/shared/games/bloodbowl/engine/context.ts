/** A resolution in progress: the working copy of the state (never the caller's) and its events. */
import type { TeamIndex } from '../pitch/pitch';
import { roll } from './dice';
import { cloneFrame, clonePlayer, cloneState, cloneTeam } from './clone';
import type { BBDice } from './dice';
import type { Frame, GameEvent, MatchState, Player, Team } from './types';

export interface Ctx {
  readonly s: MatchState;
  readonly events: GameEvent[];
  /**
   * The caller's state the working copy was made from. A frame or a player of `s` that is still
   * one of its objects is shared and must be copied before it is written (`frameAt`, `writable`);
   * an object not in it was copied or made by this resolution and is safe to write.
   */
  readonly from: MatchState;
}

/** A resolution's context over a working copy of `s` (the caller's state is never written). */
export const resolution = (s: MatchState): Ctx => ({ s: cloneState(s), events: [], from: s });

/**
 * Frame `i` of the stack, copied first if it is still the caller's: every frame a resolution
 * writes to must come through here (the running frame, a test's parent, a push's block).
 */
export function frameAt(ctx: Ctx, i: number): Frame | undefined {
  const f = ctx.s.stack[i];
  if (f === undefined || !ctx.from.stack.includes(f)) return f;
  const c = cloneFrame(f);
  ctx.s.stack[i] = c;
  return c;
}

declare const WRITABLE: unique symbol;

/**
 * A player of the working copy that belongs to this resolution: the only kind whose fields may be
 * written (the brand keeps a shared `Player` from being passed where one is written). Get it with
 * `writable` and read the player through it from then on: an earlier `Player` of the same id is
 * the caller's, and no longer shows what this resolution changed.
 */
export type WritablePlayer = { -readonly [K in keyof Player]: Player[K] } & { readonly [WRITABLE]: true };

/** Player `id` of the working copy, copied first if he is still the caller's (copy on write). */
export function writable(ctx: Ctx, id: number): WritablePlayer {
  const p = playerOf(ctx.s, id);
  if (p !== ctx.from.players[id]) return p as WritablePlayer;
  const c = clonePlayer(p);
  ctx.s.players[id] = c;
  return c as WritablePlayer;
}

export const emit = (ctx: Ctx, e: GameEvent): void => {
  ctx.events.push(e);
};
declare const WRITABLE_TEAM: unique symbol;

/** A team of the working copy that belongs to this resolution (as `WritablePlayer`). */
export type WritableTeam = { -readonly [K in keyof Team]: Team[K] } & { readonly [WRITABLE_TEAM]: true };

/** Team `t` of the working copy, copied first (with the pair) if it is still the caller's. */
export function writableTeam(ctx: Ctx, t: TeamIndex): WritableTeam {
  const s = ctx.s;
  if (s.teams === ctx.from.teams) s.teams = [s.teams[0], s.teams[1]];
  const team = s.teams[t];
  if (team !== ctx.from.teams[t]) return team as WritableTeam;
  const c = cloneTeam(team);
  s.teams[t] = c;
  return c as WritableTeam;
}

/** The working copy's dice, copied before the first roll (a roll advances them in place). */
function dice(ctx: Ctx): BBDice {
  if (ctx.s.dice === ctx.from.dice) ctx.s.dice = { ...ctx.s.dice };
  return ctx.s.dice;
}

export const d6 = (ctx: Ctx): number => roll(dice(ctx), 6);
export const d8 = (ctx: Ctx): number => roll(dice(ctx), 8);
export const other = (t: TeamIndex): TeamIndex => (t === 0 ? 1 : 0);

export function playerOf(s: MatchState, id: number): Player {
  const p = s.players[id];
  if (!p) throw new RangeError(`there is no player ${id}`);
  return p;
}

/** Pushes a frame made by this resolution (never one of the caller's). */
export const push = (ctx: Ctx, f: Frame): void => {
  ctx.s.stack.push(f);
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
