/**
 * A figure's speed choice for its move (rules/rulerball.md, game turn step 4): its current speed
 * plus or minus up to its acceleration, from 0 to its top speed. A figure knocked down last turn
 * stands and moves exactly 1.
 */
export interface SpeedLimits {
  readonly current: number;
  readonly acceleration: number;
  readonly topSpeed: number;
  /** Knocked down since its last move: it stands and may only take speed 1. */
  readonly standing?: boolean;
}

/** The speeds a figure may choose, lowest first. */
export function speedChoices(f: SpeedLimits): number[] {
  if (f.standing) return [1];
  const lo = Math.max(0, f.current - f.acceleration);
  const hi = Math.min(f.topSpeed, f.current + f.acceleration);
  const out: number[] = [];
  for (let s = lo; s <= hi; s++) out.push(s);
  return out;
}
