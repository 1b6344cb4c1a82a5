// One tween for the on-demand boards (square and ring): `step(t)` for t from 0 to 1 over `ms`
// scaled by the board's speed, a frame asked each step; speed 0 (instant) or a destroyed board
// jumps straight to the end.
export interface Tweening {
  readonly speed: number;
  readonly gone: () => boolean;
  readonly render: () => void;
}

export function tween(board: Tweening, ms: number, step: (t: number) => void): Promise<void> {
  const total = ms * board.speed;
  if (total <= 0 || board.gone()) {
    step(1);
    board.render();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const t0 = performance.now();
    const frame = (): void => {
      const t = Math.min(1, (performance.now() - t0) / total);
      step(t);
      board.render();
      if (t < 1 && !board.gone()) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
}
