// Pointer input through a board view: a square grid stands in for the hex pitch (any BoardView
// plugs in). Hover on a change of cell, taps on a figure or a cell, a drag that drops on a cell
// and swallows the tap after it, listeners removed on destroy.
import { describe, expect, it } from 'vitest';
import type { Container, FederatedPointerEvent } from 'pixi.js';
import type { BoardView } from './board';
import type { ArenaFigures } from './figures';
import type { FigureView } from './figureView';
import { type ArenaHandlers, ArenaInput } from './input';

/** A 10 x 10 grid of 50-unit squares from (0, 0); cell = row * 10 + column. */
const squareBoard = {
  cellAt: (x: number, y: number) => (x < 0 || y < 0 || x >= 500 || y >= 500 ? null : Math.floor(y / 50) * 10 + Math.floor(x / 50)),
  cellCentre: (c: number) => ({ x: (c % 10) * 50 + 25, y: Math.floor(c / 10) * 50 + 25 }),
} as unknown as BoardView;

function figureAt(id: string, x: number, y: number) {
  const root = { x, y, alpha: 1, scale: { x: 1, set(v: number) { this.x = v; } }, position: { set: (nx: number, ny: number) => { root.x = nx; root.y = ny; } } };
  return { data: { id }, hex: squareBoard.cellAt(x, y), root } as unknown as FigureView;
}

function setup(handlers: ArenaHandlers = {}) {
  const listeners = new Map<string, (e: FederatedPointerEvent) => void>();
  const target = { on: (ev: string, fn: (e: FederatedPointerEvent) => void) => listeners.set(ev, fn), off: (ev: string) => listeners.delete(ev) } as unknown as Container;
  const fig = figureAt('p1', 125, 125); // cell 22
  const figures = { figureAt: (x: number, y: number) => (Math.hypot(x - fig.root.x, y - fig.root.y) < 20 ? fig : null), raise: () => undefined } as unknown as ArenaFigures;
  const log: string[] = [];
  let wakes = 0;
  // Fit: world scaled by 2 and shifted by 10 px, so pointer (px) = world * 2 + 10.
  const input = new ArenaInput(target, squareBoard, figures, handlers, () => ({ scale: 2, x: 10, y: 10 }), () => wakes++);
  const fire = (ev: string, wx?: number, wy?: number) =>
    listeners.get(ev)?.({ global: { x: (wx ?? 0) * 2 + 10, y: (wy ?? 0) * 2 + 10 } } as FederatedPointerEvent);
  return { input, listeners, fire, log, fig, wakes: () => wakes };
}

describe('arena input', () => {
  it('maps the pointer to the board’s cells and reports hover only when the cell changes', () => {
    const hovers: (number | null)[] = [];
    const { fire } = setup({ hexHover: (c) => hovers.push(c) });
    fire('pointermove', 60, 10); // cell 1
    fire('pointermove', 70, 20); // still cell 1
    fire('pointermove', 260, 10); // cell 5
    fire('pointermove', -5, 10); // off the board
    fire('pointermove', 60, 60); // cell 11
    fire('pointerleave');
    expect(hovers).toEqual([1, 5, null, 11, null]);
  });

  it('taps a figure before the cell under it, a cell elsewhere, nothing off the board', () => {
    const clicks: string[] = [];
    const { fire } = setup({ figureClick: (id, c) => clicks.push(`fig ${id} ${c}`), hexClick: (c) => clicks.push(`cell ${c}`) });
    fire('pointertap', 126, 124);
    fire('pointertap', 480, 480);
    fire('pointertap', 600, 10);
    expect(clicks).toEqual(['fig p1 22', 'cell 99']);
  });

  it('drags a figure the screen allows onto a cell, and swallows the tap that ends the drag', () => {
    const drops: (number | null)[] = [];
    const clicks: string[] = [];
    const { fire, fig, wakes } = setup({
      canDrag: (id) => id === 'p1',
      figureDrop: (_id, c) => (drops.push(c), true),
      hexClick: (c) => clicks.push(`cell ${c}`),
    });
    fire('pointerdown', 125, 125);
    fire('pointermove', 175, 175);
    expect(fig.root.x).toBe(175); // follows the pointer in world units
    fire('pointerup', 175, 175);
    fire('pointertap', 175, 175);
    expect(drops).toEqual([33]);
    expect(clicks).toEqual([]);
    expect(wakes()).toBeGreaterThan(0);
    fire('pointertap', 475, 25); // the next tap is a tap again
    expect(clicks).toEqual(['cell 9']);
  });

  it('removes its listeners on destroy', () => {
    const { input, listeners } = setup();
    expect(listeners.size).toBe(6);
    input.destroy();
    expect(listeners.size).toBe(0);
  });
});
