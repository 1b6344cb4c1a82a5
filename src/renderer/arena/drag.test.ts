import { describe, expect, it } from 'vitest';
import { DRAG_THRESHOLD, FigureDrag, type DragHooks } from './drag';
import type { FigureView } from './figureView';

/** The parts of a figure a drag touches. */
function figure(id: string, x: number, y: number, scale: number) {
  const root = {
    x, y, alpha: 1,
    scale: { x: scale, set(v: number) { this.x = v; } },
    position: { set: (nx: number, ny: number) => { root.x = nx; root.y = ny; } },
  };
  return { data: { id }, root } as unknown as FigureView & { root: typeof root };
}

function setup(hooks: DragHooks) {
  const raised: string[] = [];
  const drag = new FigureDrag(() => hooks, (f) => raised.push(f.data.id));
  return { drag, raised };
}

describe('dragging a figure', () => {
  it('a press that moves less than the threshold stays a click', () => {
    const f = figure('p1', 10, 20, 0.6);
    const { drag } = setup({ canDrag: () => true, drop: () => true });
    drag.down(f, 100, 100);
    expect(drag.move(100 + DRAG_THRESHOLD - 1, 100, 50, 50)).toBe(false);
    drag.up(7);
    expect(drag.takeTapSwallow()).toBe(false);
    expect([f.root.x, f.root.y]).toEqual([10, 20]);
  });

  it('a refused drop snaps back to where it was, at its old size; the click after it is swallowed', () => {
    const f = figure('p1', 10, 20, 0.6);
    const drops: [string, number | null][] = [];
    const { drag, raised } = setup({ canDrag: () => true, drop: (id, hex) => (drops.push([id, hex]), false) });
    drag.down(f, 100, 100);
    expect(drag.move(130, 100, 300, 400)).toBe(true);
    expect(drag.active).toBe(true);
    expect([f.root.x, f.root.y]).toEqual([300, 400]);
    expect(raised).toEqual(['p1']);
    drag.up(42);
    expect(drops).toEqual([['p1', 42]]);
    expect([f.root.x, f.root.y, f.root.scale.x, f.root.alpha]).toEqual([10, 20, 0.6, 1]);
    expect(drag.takeTapSwallow()).toBe(true);
    expect(drag.takeTapSwallow()).toBe(false);
  });

  it('a taken drop leaves the figure for the new state to place; off the pitch the screen hears null', () => {
    const f = figure('p2', 0, 0, 1);
    const drops: (number | null)[] = [];
    const { drag } = setup({ canDrag: () => true, drop: (_id, hex) => (drops.push(hex), hex !== null) });
    drag.down(f, 0, 0);
    drag.move(50, 0, 77, 88);
    drag.up(9);
    expect([f.root.x, f.root.y]).toEqual([77, 88]);
    drag.down(f, 0, 0);
    drag.move(50, 0, 5, 5);
    drag.up(null);
    expect(drops).toEqual([9, null]);
    expect([f.root.x, f.root.y]).toEqual([77, 88]);
  });

  it('figures the screen does not allow never move', () => {
    const f = figure('p3', 1, 2, 1);
    const { drag } = setup({ canDrag: (id) => id !== 'p3', drop: () => true });
    drag.down(f, 0, 0);
    expect(drag.move(100, 100, 9, 9)).toBe(false);
    expect([f.root.x, f.root.y]).toEqual([1, 2]);
  });
});
