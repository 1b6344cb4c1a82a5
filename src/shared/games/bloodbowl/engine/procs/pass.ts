/**
 * A pass (rules file, "Tests"): the target is declared, then one opponent under the path may try
 * to intercept (AG -2, -1 per tackle zone), then, if not intercepted, the pass roll (range band,
 * -1 per tackle zone on the thrower). Accurate: it lands on the target (catch +1). Inaccurate: three
 * scatters from the target. Fumble: it bounces from the thrower, a turnover. Otherwise a turnover
 * only if no player of the acting team holds the ball when it comes to rest.
 */
import { isOnPitch, passDistance, PITCH_LENGTH, PITCH_WIDTH, type SquareId, squareAt, xOf, yOf } from '../../pitch/pitch';
import { ACCURATE_CATCH_MODIFIER, agilityTarget, INTERCEPTION_MODIFIER, isFumble, PASS_RANGE_MODIFIER, passRange } from '../../tables/agility';
import { edgeCrossed, scatterDirection } from '../../tables/scatter';
import { carrier, isStanding, tackleZones } from '../board';
import { type Ctx, d8, emit, other, playerOf, pop, push, turnover } from '../context';
import { checkTouchdown } from '../touchdown';
import type { Decision, Frame, MatchState, Player } from '../types';
import { landBall } from './ball';
import type { Handler } from './handler';

type Pass = Extract<Frame, { kind: 'pass' }>;

/** Is the centre of `sq` within 0.5 of the segment from `a` to `b`, projecting strictly between them? */
export function underPath(a: SquareId, b: SquareId, sq: SquareId): boolean {
  const ax = xOf(a);
  const ay = yOf(a);
  const vx = xOf(b) - ax;
  const vy = yOf(b) - ay;
  const px = xOf(sq) - ax;
  const py = yOf(sq) - ay;
  const len2 = vx * vx + vy * vy;
  if (len2 === 0) return false;
  const t = (px * vx + py * vy) / len2;
  if (t <= 0 || t >= 1) return false;
  const cx = px - t * vx;
  const cy = py - t * vy;
  return cx * cx + cy * cy <= 0.25;
}

export function interceptors(s: MatchState, thrower: Player, target: SquareId): Player[] {
  const from = thrower.square as SquareId;
  return s.players.filter((p) => p.team !== thrower.team && isStanding(p) && underPath(from, target, p.square as SquareId));
}

/** The pass roll's modifier: range band, -1 per opposing tackle zone on the thrower. */
export function passModifier(s: MatchState, thrower: Player, target: SquareId): number {
  const band = passRange(passDistance(thrower.square as SquareId, target));
  if (band === null) throw new RangeError('a pass longer than 13 squares is not allowed');
  return PASS_RANGE_MODIFIER[band] - tackleZones(s, thrower.square as SquareId, thrower.team);
}

/** Three scatters of one square each from the target; off the pitch, a throw-in from the last square. */
function scatterThree(ctx: Ctx, target: SquareId): void {
  let at = target;
  for (let i = 0; i < 3; i++) {
    const dir = d8(ctx);
    const v = scatterDirection(dir);
    const x = xOf(at) + v.dx;
    const y = yOf(at) + v.dy;
    const to = isOnPitch(x, y) ? squareAt(x, y) : null;
    emit(ctx, { type: 'scatter', from: at, direction: dir, to });
    if (to === null) {
      ctx.s.ball = { at: 'ground', square: at };
      push(ctx, { kind: 'throw-in', from: at, edge: edgeCrossed(x, y, PITCH_LENGTH, PITCH_WIDTH) });
      return;
    }
    at = to;
  }
  landBall(ctx, at, false, 0, true);
}

export const pass: Handler<Pass> = {
  ask(s, f) {
    if (f.stage !== 'intercept') return null;
    const t = playerOf(s, f.thrower);
    const can = interceptors(s, t, f.target);
    if (can.length === 0) return null;
    const decisions: Decision[] = can.map((p) => ({ kind: 'intercept', player: p.id }));
    decisions.push({ kind: 'intercept', player: null });
    return { decider: other(t.team), prompt: 'intercept', decisions };
  },
  run(ctx, f, d) {
    const s = ctx.s;
    const t = playerOf(s, f.thrower);
    switch (f.stage) {
      case 'intercept':
        if (d?.kind === 'intercept' && d.player !== null) {
          const p = playerOf(s, d.player);
          f.interceptor = p.id;
          f.stage = 'intercepting';
          push(ctx, { kind: 'test', test: 'interception', player: p.id, target: agilityTarget(p.ag), modifier: INTERCEPTION_MODIFIER - tackleZones(s, p.square as SquareId, p.team), roll: null, rerolled: false, asking: false });
          return;
        }
        f.stage = 'throw';
        return;
      case 'intercepting': {
        const ok = f.result?.ok === true;
        delete f.result;
        emit(ctx, { type: 'interception', player: f.interceptor as number, ok });
        if (!ok) {
          f.stage = 'throw';
          return;
        }
        pop(ctx);
        s.ball = { at: 'carried', player: f.interceptor as number };
        turnover(ctx, 'interception');
        checkTouchdown(ctx);
        return;
      }
      case 'throw':
        f.stage = 'thrown';
        push(ctx, { kind: 'test', test: 'pass', player: t.id, target: agilityTarget(t.ag), modifier: passModifier(s, t, f.target), roll: null, rerolled: false, asking: false });
        return;
      case 'thrown': {
        const r = f.result ?? { ok: false, roll: 1 };
        delete f.result;
        f.stage = 'settle';
        const from = t.square as SquareId;
        const outcome = r.ok ? 'accurate' : isFumble(r.roll, passModifier(s, t, f.target)) ? 'fumble' : 'inaccurate';
        emit(ctx, { type: 'pass', thrower: t.id, target: f.target, distance: passDistance(from, f.target), outcome });
        if (outcome === 'fumble') {
          f.fumble = true;
          s.ball = { at: 'ground', square: from };
          push(ctx, { kind: 'bounce', from, kick: false });
          return;
        }
        s.ball = { at: 'ground', square: f.target };
        if (outcome === 'accurate') landBall(ctx, f.target, false, ACCURATE_CATCH_MODIFIER, true);
        else scatterThree(ctx, f.target);
        return;
      }
      default:
        pop(ctx);
        if (f.fumble) turnover(ctx, 'fumble');
        else if (carrier(s)?.team !== t.team) turnover(ctx, 'pass not caught');
    }
  },
};
