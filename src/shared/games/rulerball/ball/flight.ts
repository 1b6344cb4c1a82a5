/**
 * The loose ball's flight in one ball step (rules/rulerball.md, game turn step 2), as pure
 * geometry: which squares it passes, in order, and where it ends if nobody fields it. The engine
 * walks the passed squares, rolling for each figure met, and stops the flight at a catch.
 */
import { TUNING } from '../tables/numbers';
import { CANNON_CELL } from '../track/places';
import { GUTTER_RING, behind, ringOf, sideways, type Cell } from '../track/track';

/** What the ball is: fresh from the cannon (only catchers field it) or dropped (speed 3, dies after one roll). */
export type LooseKind = 'fresh' | 'dropped';

export interface LooseBall {
  readonly cell: Cell;
  readonly speed: number;
  readonly kind: LooseKind;
}

export interface Flight {
  /** Every square the ball enters this step, in order (never the square it started on). */
  readonly passes: readonly Cell[];
  /** Where the ball is after the step if nobody took it, or null when it died (speed 0, the gutter). */
  readonly after: LooseBall | null;
  /** Why it died, when it did. */
  readonly death: 'stopped' | 'gutter' | null;
}

/** The cannon's shot: the ball appears on its entry square at 2d6 + 6. */
export function cannonSpeed(twoD6: number): number {
  return twoD6 + TUNING.cannonSpeedBonus;
}

/**
 * One ball step from `ball`. `fired` says the ball was just fired: then its entry square is
 * passed too. The ball rolls its speed clockwise along its ring, slows by 3, and at 9 or less
 * slides one ring in (into the gutter: dead). At speed 0 it stops where it is: dead.
 */
export function flight(ball: LooseBall, fired: boolean): Flight {
  const passes: Cell[] = fired ? [ball.cell] : [];
  let at = ball.cell;
  for (let i = 0; i < ball.speed; i++) {
    at = behind(at);
    passes.push(at);
  }
  const speed = Math.max(0, ball.speed - TUNING.ballSlowdown);
  // A dropped ball rolls once and is dead unless taken (its speed is spent).
  if (speed === 0 || ball.kind === 'dropped') return { passes, after: null, death: 'stopped' };
  if (speed > TUNING.slideAtOrBelow) return { passes, after: { cell: at, speed, kind: ball.kind }, death: null };
  const slid = sideways(at, -1);
  if (slid === null || ringOf(slid) === GUTTER_RING) return { passes, after: null, death: 'gutter' };
  passes.push(slid);
  return { passes, after: { cell: slid, speed, kind: ball.kind }, death: null };
}

/** The ball the cannon fires for a 2d6 roll, before its first step. */
export function firedBall(twoD6: number): LooseBall {
  return { cell: CANNON_CELL, speed: cannonSpeed(twoD6), kind: 'fresh' };
}

/** A ball dropped in a square: loose at speed 3; dropped in the gutter it is dead at once (null). */
export function droppedBall(cell: Cell): LooseBall | null {
  return ringOf(cell) === GUTTER_RING ? null : { cell, speed: TUNING.droppedSpeed, kind: 'dropped' };
}
