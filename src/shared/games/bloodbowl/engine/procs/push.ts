/**
 * Push-backs (rules file, "Blocks"): to one of the three squares directly away from the pusher,
 * the blocker's coach choosing, in this priority: an empty square on the pitch (the ball's square
 * counts as empty; the ball bounces afterwards); else, if one of the three is off the pitch, the
 * crowd; else an occupied square, whose player is pushed on the same way first (a chain push).
 * A player pushed into the crowd leaves the pitch at once and rolls on the injury table with the
 * block's knock-downs, after the follow-up (block.ts).
 */
import { isOnPitch, PITCH_LENGTH, PITCH_WIDTH, type SquareId, squareAt, xOf, yOf } from '../../pitch/pitch';
import { edgeCrossed } from '../../tables/scatter';
import { carrier, playerAt } from '../board';
import { type Ctx, emit, frameAt, playerOf, pop, push, turnover, writable } from '../context';
import type { Decision, Frame, MatchState } from '../types';
import type { Handler } from './handler';

type Push = Extract<Frame, { kind: 'push' }>;

/** The three (x, y) directly away from `from` through `victim`. */
export function awaySquares(from: SquareId, victim: SquareId): { x: number; y: number }[] {
  const dx = Math.sign(xOf(victim) - xOf(from));
  const dy = Math.sign(yOf(victim) - yOf(from));
  const vx = xOf(victim);
  const vy = yOf(victim);
  const dirs = dx !== 0 && dy !== 0 ? [{ dx, dy }, { dx, dy: 0 }, { dx: 0, dy }] : dx !== 0 ? [{ dx, dy: 0 }, { dx, dy: -1 }, { dx, dy: 1 }] : [{ dx: 0, dy }, { dx: -1, dy }, { dx: 1, dy }];
  return dirs.map((d) => ({ x: vx + d.dx, y: vy + d.dy }));
}

/** Where the victim may be pushed, by the priority. */
export function pushOptions(s: MatchState, from: SquareId, victim: SquareId): (SquareId | 'crowd')[] {
  const all = awaySquares(from, victim);
  const on = all.filter((p) => isOnPitch(p.x, p.y)).map((p) => squareAt(p.x, p.y));
  const empty = on.filter((sq) => !playerAt(s, sq));
  if (empty.length > 0) return empty;
  if (on.length < all.length) return ['crowd'];
  return on;
}

function blockFrame(ctx: Ctx, f: Push): Extract<Frame, { kind: 'block' }> {
  const b = frameAt(ctx, f.block);
  if (!b || b.kind !== 'block') throw new RangeError('a push belongs to a block');
  return b;
}

export const pushBack: Handler<Push> = {
  ask(s, f) {
    if (f.chosen !== null) return null;
    const v = playerOf(s, f.victim);
    const options = pushOptions(s, f.from, v.square as SquareId);
    if (options.length === 1) return null;
    const b = s.stack[f.block];
    const decider = b && b.kind === 'block' ? playerOf(s, b.attacker).team : v.team;
    return { decider, prompt: 'push', decisions: options.map((square): Decision => ({ kind: 'push', square })) };
  },
  run(ctx, f, d) {
    const s = ctx.s;
    const v = playerOf(s, f.victim);
    const at = v.square as SquareId;
    const b = blockFrame(ctx, f);
    if (f.chosen === null) {
      f.chosen = d?.kind === 'push' ? d.square : (pushOptions(s, f.from, at)[0] as SquareId | 'crowd');
      if (f.chosen !== 'crowd') {
        const occupant = playerAt(s, f.chosen);
        // A chain push: the occupant goes first, away from the square being pushed into.
        if (occupant) return push(ctx, { kind: 'push', block: f.block, from: at, victim: occupant.id, chosen: null });
      }
    }
    pop(ctx);
    // Only the first pushed player's square can be followed into.
    if (f.victim === b.defender) b.pushed = [{ player: v.id, from: at }];
    if (f.chosen === 'crowd') {
      const off = awaySquares(f.from, at).find((p) => !isOnPitch(p.x, p.y)) as { x: number; y: number };
      emit(ctx, { type: 'push', player: v.id, from: at, to: null });
      if (carrier(s)?.id === v.id) {
        b.ball = { kind: 'throw-in', from: at, edge: edgeCrossed(off.x, off.y, PITCH_LENGTH, PITCH_WIDTH) };
        s.ball = { at: 'ground', square: at };
        if (v.team === s.acting) turnover(ctx, 'carrier pushed into the crowd');
      }
      // Off the pitch at once; the crowd's injury roll is a die, so it waits for the follow-up.
      const out = writable(ctx, v.id);
      out.where = 'reserves';
      out.square = null;
      out.status = 'standing';
      b.crowd = [...(b.crowd ?? []), v.id];
      return;
    }
    writable(ctx, v.id).square = f.chosen;
    emit(ctx, { type: 'push', player: v.id, from: at, to: f.chosen });
    // The ball lying here bounces, unless it is the one the crowd has (a carrier at the end of this
    // chain was pushed out of this very square): that stays a throw-in.
    if (b.ball === null && s.ball.at === 'ground' && s.ball.square === f.chosen) b.ball = { kind: 'bounce', from: f.chosen };
  },
};
