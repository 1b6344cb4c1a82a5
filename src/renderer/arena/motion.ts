// Figure motion as animation segments: turning the facing wedge, sliding between points, walking
// a path hex by hex (turning into each step). Pure builders: the arena queues what they return.
import { type Direction, direction as wrapDirection } from '../../shared/hex';
import { type HexId, OFF_PITCH } from '../../shared/games/dreadball/pitch';
import type { FigureView } from './figureView';
import { HEX, HEX_X, HEX_Y } from './layout';
import type { Segment } from './queue';

export const WALK_STEP_MS = 230;
export const TURN_MS = 110;

export const easeOut = (t: number): number => 1 - (1 - t) * (1 - t);
export const easeInOut = (t: number): number => (t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t));

/** Turns the facing wedge the short way round to `to`. */
export function turnSegment(f: FigureView, to: Direction, ms = TURN_MS): Segment {
  let from = 0;
  let delta = 0;
  return {
    duration: ms,
    start: () => {
      from = f.wedge.rotation;
      const target = (Math.PI / 3) * to;
      delta = Math.atan2(Math.sin(target - from), Math.cos(target - from));
    },
    apply: (p) => {
      f.wedge.rotation = from + delta * easeInOut(p);
    },
    end: () => f.setFacing(to),
  };
}

/** Slides the figure from wherever it is to (toX, toY); `raise` puts it on top while it moves. */
export function moveSegment(f: FigureView, toX: number, toY: number, ms: number, raise: (f: FigureView) => void, ease = easeInOut): Segment {
  let fx = 0;
  let fy = 0;
  return {
    duration: ms,
    start: () => {
      fx = f.root.x;
      fy = f.root.y;
      f.root.zIndex = 1;
      raise(f);
    },
    apply: (p) => {
      const e = ease(p);
      f.root.position.set(fx + (toX - fx) * e, fy + (toY - fy) * e);
    },
  };
}

/** Hex by hex along `path` (hexes entered), turning to `facings[i]` in each (default: the way it moves). */
export function walkSegments(f: FigureView, path: readonly HexId[], facings: readonly Direction[] | undefined, raise: (f: FigureView) => void): Segment[] {
  const segs: Segment[] = [];
  let at = f.hex;
  path.forEach((hex, i) => {
    const moveDir = at !== null && at !== OFF_PITCH ? hexDirection(at, hex) : -1;
    if (moveDir >= 0) segs.push(turnSegment(f, moveDir as Direction, TURN_MS * 0.6));
    segs.push(moveSegment(f, HEX_X[hex] ?? 0, HEX_Y[hex] ?? 0, WALK_STEP_MS, raise));
    const face = facings?.[i];
    if (face !== undefined && face !== moveDir) segs.push(turnSegment(f, face));
    segs.push({ duration: 0, end: () => (f.hex = hex) });
    at = hex;
  });
  return segs;
}

/** Direction from a hex to an adjacent one, or -1. */
export function hexDirection(from: HexId, to: HexId): Direction | -1 {
  const dx = (HEX_X[to] ?? 0) - (HEX_X[from] ?? 0);
  const dy = (HEX_Y[to] ?? 0) - (HEX_Y[from] ?? 0);
  const dist = Math.hypot(dx, dy);
  if (dist < 1 || dist > HEX * 2) return -1;
  return wrapDirection(Math.round(Math.atan2(dy, dx) / (Math.PI / 3)));
}
