/**
 * The kick-off (rules file, "Set-up and kick-off"): the kicking coach picks a square in the
 * receiving half; the ball scatters d8 direction and d6 squares; it is caught, bounces or, once
 * outside the receiving half or the pitch, is a touchback. Nobody's turn: no team re-roll, no turnover.
 */
import { halfSquares, isInHalf, isOnPitch, squareAt, xOf, yOf } from '../../pitch/pitch';
import { scatterDirection } from '../../tables/scatter';
import { d6, d8, emit, other, pop, push } from '../context';
import type { Frame } from '../types';
import { landBall } from './ball';
import type { Handler } from './handler';

type Kick = Extract<Frame, { kind: 'kick' }>;

export const kick: Handler<Kick> = {
  ask(_s, f) {
    if (f.kicked) return null;
    return { decider: f.team, prompt: 'kick', decisions: halfSquares(other(f.team)).map((square) => ({ kind: 'kick' as const, square })) };
  },
  run(ctx, f, d) {
    if (f.kicked) return pop(ctx);
    if (d?.kind !== 'kick') return;
    f.kicked = true;
    const direction = d8(ctx);
    const distance = d6(ctx);
    const v = scatterDirection(direction);
    const x = xOf(d.square) + v.dx * distance;
    const y = yOf(d.square) + v.dy * distance;
    const lands = isOnPitch(x, y) ? squareAt(x, y) : null;
    emit(ctx, { type: 'kick', target: d.square, direction, distance, lands });
    if (lands === null || !isInHalf(other(f.team), lands)) {
      push(ctx, { kind: 'touchback', team: other(f.team) });
      return;
    }
    landBall(ctx, lands, true, 0, true);
  },
};
