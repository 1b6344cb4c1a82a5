// Dragging a figure (set-up): press on a figure the screen allows, move past a small threshold and
// it follows the pointer; release over a hex and the screen decides. When the screen refuses the
// drop (or it ends off the pitch) the figure snaps back where it was. A press that never moves far
// stays a click. No rules here: `canDrag` and `drop` are the screen's.
import type { HexId } from '../../shared/games/dreadball/pitch';
import type { FigureView } from './figureView';

/** Pointer travel (CSS px) before a press becomes a drag. */
export const DRAG_THRESHOLD = 6;
const DRAG_SCALE = 1.15;

export interface DragHooks {
  canDrag?: (figureId: string) => boolean;
  /** The figure was dropped on `hex` (null: off the pitch). True when the screen took the drop. */
  drop?: (figureId: string, hex: HexId | null) => boolean;
}

export class FigureDrag {
  private fig: FigureView | null = null;
  private startX = 0;
  private startY = 0;
  private fromX = 0;
  private fromY = 0;
  private fromScale = 1;
  private moving = false;
  /** Set when a drag ended: the click that follows the release is not a click. */
  private swallowTap = false;

  constructor(private readonly hooks: () => DragHooks, private readonly raise: (f: FigureView) => void) {}

  get active(): boolean {
    return this.moving;
  }

  /** A press: remembers the figure if the screen lets it be dragged. */
  down(fig: FigureView | null, sx: number, sy: number): void {
    this.fig = null;
    this.moving = false;
    this.swallowTap = false;
    if (!fig || !this.hooks().canDrag?.(fig.data.id)) return;
    this.fig = fig;
    this.startX = sx;
    this.startY = sy;
    this.fromX = fig.root.x;
    this.fromY = fig.root.y;
    this.fromScale = fig.root.scale.x;
  }

  /** Pointer moved to screen (sx, sy), world (wx, wy). True while a figure is being dragged. */
  move(sx: number, sy: number, wx: number, wy: number): boolean {
    const f = this.fig;
    if (!f) return false;
    if (!this.moving) {
      if (Math.hypot(sx - this.startX, sy - this.startY) < DRAG_THRESHOLD) return false;
      this.moving = true;
      // Lifted: a little larger and see-through, so the hex under it shows.
      f.root.scale.set(DRAG_SCALE);
      f.root.alpha = 0.85;
      this.raise(f);
    }
    f.root.position.set(wx, wy);
    return true;
  }

  /** Released over `hex` (null: off the pitch). */
  up(hex: HexId | null): void {
    const f = this.fig;
    const moved = this.moving;
    this.fig = null;
    this.moving = false;
    if (!f || !moved) return;
    this.swallowTap = true;
    f.root.alpha = 1;
    const taken = hex !== null && (this.hooks().drop?.(f.data.id, hex) ?? false);
    if (!taken) {
      if (hex === null) this.hooks().drop?.(f.data.id, null);
      this.snapBack(f);
    }
  }

  /** The pointer left the canvas or the drag was cancelled: back where it was. */
  cancel(): void {
    if (this.fig && this.moving) this.snapBack(this.fig);
    this.fig = null;
    this.moving = false;
  }

  /** True once after a drag ended (the tap that follows is swallowed). */
  takeTapSwallow(): boolean {
    const s = this.swallowTap;
    this.swallowTap = false;
    return s;
  }

  private snapBack(f: FigureView): void {
    f.root.position.set(this.fromX, this.fromY);
    f.root.scale.set(this.fromScale);
    f.root.alpha = 1;
  }
}
