// The smallest text the arena draws: at least 11 CSS px on screen at any window size. The board is
// scaled to fit, so at 1024x640 a text of 17 board units shows at about 9 px; each text asks here
// for its size in board units at the current fit instead.

/** Slightly above 11 px so rounding in the browser never takes a text under it. */
export const MIN_TEXT_PX = 11.25;

/**
 * A text's size in board units: its own `base`, or larger when that would show under the
 * minimum at this fit scale (screen px per board unit), inside a container scaled by `ownScale`.
 */
export function floorFont(base: number, fitScale: number, ownScale = 1): number {
  if (!(fitScale > 0) || !(ownScale > 0)) return base;
  const least = MIN_TEXT_PX / (fitScale * ownScale);
  return Math.max(base, Math.ceil(least * 10) / 10);
}
