/**
 * The ball between figures: taking it (fielding, picking up, a steal, a hand-off), dropping it,
 * a dead ball, and the activation count as the ball is carried round (laps/activation.ts).
 */
import { droppedBall } from '../ball/flight';
import { carry, markPossession, offense } from '../laps/activation';
import { GOAL_SECTOR, other } from '../track/places';
import { loopOffset, posOf, sectorCrossings, sectorOf, type Cell } from '../track/track';
import { type Ctx, emit } from './ctx';
import type { DeadReason, Figure, MatchState } from './types';

/** The ball is dead: the mark and the offense go, a new ball is fired at the next ball step. */
export function deadBall(ctx: Ctx, reason: DeadReason, cell: Cell | null): void {
  clearBall(ctx.s);
  emit(ctx, { type: 'ball-dead', reason, cell });
}

/** No ball in play and nothing that hangs on one (a goal, a reset, a dead ball). */
export function clearBall(s: MatchState): void {
  s.ball = { at: 'none' };
  s.possession = null;
  s.screenBarred = null;
  s.mustAssault = null;
  s.goalSectorTurns = 0;
}

/** `f` now holds the ball; a new count starts unless his team already had one going. */
export function takeBall(ctx: Ctx, f: Figure): void {
  const s = ctx.s;
  s.ball = { at: 'held', figure: f.id };
  if (s.mustAssault !== null && s.mustAssault !== f.id) s.mustAssault = null;
  if (s.possession === null || s.possession.team !== f.seat) {
    const sector = sectorOf(f.cell as Cell);
    s.possession = markPossession(f.seat, sector);
    s.screenBarred = null;
    emit(ctx, { type: 'marked', team: f.seat, sector });
  }
}

/** The carrier loses the ball in his square: loose at speed 3, or dead inside the white line. */
export function dropBall(ctx: Ctx, f: Figure): void {
  const s = ctx.s;
  const cell = f.cell as Cell;
  emit(ctx, { type: 'dropped', figure: f.id, cell });
  s.mustAssault = null;
  const loose = droppedBall(cell);
  if (loose === null) deadBall(ctx, 'dropped-inside', cell);
  else s.ball = { at: 'loose', ...loose };
}

/** Signed sector crossings from one square to another: forward counts up, a step back counts down. */
function crossings(from: Cell, to: Cell): number {
  const a = posOf(from);
  const b = posOf(to);
  const off = loopOffset(a, b);
  if (off < 0) return sectorCrossings(a, b);
  if (off > 0) return -sectorCrossings(b, a);
  return 0;
}

/** The count goes back `n` (negative) crossings with the ball; back before activation, no offense yet. */
function countBack(s: MatchState, n: number): void {
  const p = s.possession;
  if (p === null) return;
  s.possession = { ...p, crossings: p.crossings + n, sinceActivation: p.sinceActivation === null ? null : p.sinceActivation + n };
  if (s.possession.sinceActivation !== null && s.possession.sinceActivation < 0) s.possession = { ...s.possession, sinceActivation: null };
}

/**
 * A dropped ball rolled (clockwise: back) from `from` to `to`, where someone takes it: the
 * boundaries it rolled back over come off the count, so a team that takes it again has not
 * gained the roll. (An opponent taking it starts a count of his own.)
 */
export function ballRolledBack(ctx: Ctx, from: Cell, to: Cell): void {
  const n = crossings(from, to);
  if (n < 0) countBack(ctx.s, n);
}

/**
 * The ball moved with its carrier (a step, a tow, a push, a hand-off): count the crossings, raise
 * activation or the laps running out, and watch the goal sector for the screen rule.
 */
export function ballMoved(ctx: Ctx, from: Cell, to: Cell): void {
  const s = ctx.s;
  const p = s.possession;
  if (p === null || from === to) return;
  const n = crossings(from, to);
  if (n < 0) {
    // Pushed back over a boundary: the count goes back with the ball.
    countBack(s, n);
  } else if (n > 0) {
    const r = carry(p, n);
    s.possession = r.possession;
    if (r.event === 'activated') emit(ctx, { type: 'activated', team: p.team });
    if (r.event === 'laps-run-out') {
      deadBall(ctx, 'laps-run-out', to);
      return;
    }
  }
  const off = offense(s.possession);
  if (off === null) return;
  const goal = GOAL_SECTOR[off];
  if (sectorOf(from) === goal && sectorOf(to) !== goal && s.screenBarred === null) {
    s.screenBarred = other(off);
    emit(ctx, { type: 'screen-barred', team: other(off) });
  } else if (sectorOf(to) === goal && sectorOf(from) !== goal) {
    s.screenBarred = null;
  }
}
