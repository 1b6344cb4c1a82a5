/**
 * The loose ball (rules file, "Tests" and the seed): bounces (d8, one square), throw-ins (d6
 * direction, 2d6 squares, again if out) and catches. A kicked ball that leaves the receiving half
 * or the pitch before it comes to rest is a touchback.
 */
import { isInHalf, isOnPitch, PITCH_LENGTH, PITCH_WIDTH, type SquareId, squareAt, xOf, yOf } from '../../pitch/pitch';
import { ACCURATE_CATCH_MODIFIER, agilityTarget } from '../../tables/agility';
import { edgeCrossed, type Edge, scatterDirection, throwInDirection } from '../../tables/scatter';
import { isStanding, playerAt, tackleZones } from '../board';
import { type Ctx, d6, d8, emit, other, playerOf, pop, push } from '../context';
import { checkTouchdown } from '../touchdown';
import type { Frame, MatchState, Question } from '../types';
import type { Handler } from './handler';

type Bounce = Extract<Frame, { kind: 'bounce' }>;
type ThrowIn = Extract<Frame, { kind: 'throw-in' }>;
type Catch = Extract<Frame, { kind: 'catch' }>;
type Touchback = Extract<Frame, { kind: 'touchback' }>;

/** The receiving team during a kick-off: the one not kicking. */
function receiving(s: MatchState): 0 | 1 {
  const k = s.stack.find((f) => f.kind === 'kick');
  if (!k || k.kind !== 'kick') throw new RangeError('no kick-off is being resolved');
  return other(k.team);
}

/**
 * The ball comes down on `sq`: a standing player must try to catch it; a prone or stunned one
 * makes it bounce. On an empty square a bounce or throw-in rests, while a kick or a pass
 * (`thrown`) bounces once more (rules file; LRB for the inaccurate pass).
 */
export function landBall(ctx: Ctx, sq: SquareId, kick: boolean, modifier = 0, thrown = false): void {
  const p = playerAt(ctx.s, sq);
  if (p && isStanding(p)) {
    ctx.s.ball = { at: 'ground', square: sq };
    push(ctx, { kind: 'catch', player: p.id, modifier, stage: 'test', kick });
    return;
  }
  if (p || thrown) {
    ctx.s.ball = { at: 'ground', square: sq };
    push(ctx, { kind: 'bounce', from: sq, kick });
    return;
  }
  ctx.s.ball = { at: 'ground', square: sq };
  emit(ctx, { type: 'ball-lands', square: sq });
}

/** Off the pitch at (x, y) after being on `from`: a throw-in, or a touchback during a kick-off. */
function outOfPlay(ctx: Ctx, from: SquareId, x: number, y: number, kick: boolean): void {
  if (kick) {
    push(ctx, { kind: 'touchback', team: receiving(ctx.s) });
    return;
  }
  push(ctx, { kind: 'throw-in', from, edge: edgeCrossed(x, y, PITCH_LENGTH, PITCH_WIDTH) });
}

export const bounce: Handler<Bounce> = {
  ask: () => null,
  run(ctx, f) {
    pop(ctx);
    const dir = d8(ctx);
    const v = scatterDirection(dir);
    const x = xOf(f.from) + v.dx;
    const y = yOf(f.from) + v.dy;
    const to = isOnPitch(x, y) ? squareAt(x, y) : null;
    emit(ctx, { type: 'bounce', from: f.from, direction: dir, to });
    if (to === null) return outOfPlay(ctx, f.from, x, y, f.kick);
    if (f.kick && !isInHalf(receiving(ctx.s), to)) {
      push(ctx, { kind: 'touchback', team: receiving(ctx.s) });
      return;
    }
    landBall(ctx, to, f.kick);
  },
};

export const throwIn: Handler<ThrowIn> = {
  ask: () => null,
  run(ctx, f) {
    pop(ctx);
    const dir = d6(ctx);
    const a = d6(ctx);
    const b = d6(ctx);
    const v = throwInDirection(f.edge, dir);
    let at = f.from;
    let lands: SquareId | null = null;
    let out: { x: number; y: number } | null = null;
    for (let i = 1; i <= a + b; i++) {
      const x = xOf(f.from) + v.dx * i;
      const y = yOf(f.from) + v.dy * i;
      if (!isOnPitch(x, y)) {
        out = { x, y };
        break;
      }
      at = squareAt(x, y);
    }
    if (!out) lands = at;
    emit(ctx, { type: 'throw-in', from: f.from, edge: f.edge, direction: dir, distance: a + b, rolls: [dir, a, b], lands });
    if (out) {
      push(ctx, { kind: 'throw-in', from: at, edge: edgeCrossed(out.x, out.y, PITCH_LENGTH, PITCH_WIDTH) as Edge });
      return;
    }
    landBall(ctx, at, false);
  },
};

/** A catch: AG test with its modifier, -1 per opposing tackle zone; a failure bounces (Catch may re-roll). */
export const catchBall: Handler<Catch> = {
  ask: () => null,
  run(ctx, f) {
    const p = playerOf(ctx.s, f.player);
    if (f.stage === 'test') {
      f.stage = 'tested';
      const modifier = f.modifier - tackleZones(ctx.s, p.square as SquareId, p.team);
      push(ctx, { kind: 'test', test: 'catch', player: p.id, target: agilityTarget(p.ag), modifier, roll: null, rerolled: false, asking: false });
      return;
    }
    pop(ctx);
    const ok = f.result?.ok === true;
    emit(ctx, { type: 'catch', player: p.id, ok });
    if (ok) {
      ctx.s.ball = { at: 'carried', player: p.id };
      checkTouchdown(ctx);
      return;
    }
    push(ctx, { kind: 'bounce', from: p.square as SquareId, kick: f.kick });
  },
};

export const ACCURATE = ACCURATE_CATCH_MODIFIER;

/** A touchback: the receiving coach gives the ball to any standing player of his on the pitch. */
export const touchback: Handler<Touchback> = {
  ask(s, f): Question | null {
    const decisions = s.players.filter((p) => p.team === f.team && isStanding(p)).map((p) => ({ kind: 'touchback' as const, player: p.id }));
    return decisions.length ? { decider: f.team, prompt: 'touchback', decisions } : null;
  },
  run(ctx, _f, d) {
    pop(ctx);
    if (d?.kind !== 'touchback') {
      // Only reached if no receiving player stands, which a fresh set-up rules out: the ball
      // then waits on the middle square of the receiving half's line.
      const mid = squareAt(PITCH_LENGTH / 2, Math.floor(PITCH_WIDTH / 2));
      ctx.s.ball = { at: 'ground', square: mid };
      return;
    }
    ctx.s.ball = { at: 'carried', player: d.player };
    emit(ctx, { type: 'touchback', player: d.player });
  },
};
