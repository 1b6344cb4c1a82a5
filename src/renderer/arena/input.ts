// Pointer input on the arena: pointer → cell through the board view, hover (reported when the
// cell under the pointer changes), taps on a figure or a cell, and dragging a figure in set-up.
// No rules here: the screen's handlers decide what a click or a drop means.
import type { Container, FederatedPointerEvent } from 'pixi.js';
import type { BoardView, CellId } from './board';
import { FigureDrag } from './drag';
import type { ArenaFigures } from './figures';
import { type Fit, viewToWorld } from './layout';

export interface ArenaHandlers {
  hexClick?: (hex: CellId) => void;
  hexHover?: (hex: CellId | null) => void;
  figureClick?: (figureId: string, hex: CellId | null) => void;
  /** Whether a figure may be dragged now (set-up). */
  canDrag?: (figureId: string) => boolean;
  /** A dragged figure was dropped on `hex` (null: off the pitch); true when the screen took it. */
  figureDrop?: (figureId: string, hex: CellId | null) => boolean;
}

const EVENTS = ['pointermove', 'pointerleave', 'pointertap', 'pointerdown', 'pointerup', 'pointerupoutside'] as const;

export class ArenaInput {
  readonly drag: FigureDrag;
  private hovered: CellId | null = null;
  private readonly listeners: Record<(typeof EVENTS)[number], (e: FederatedPointerEvent) => void>;

  constructor(
    private readonly target: Container,
    private readonly board: BoardView,
    private readonly figures: ArenaFigures,
    private readonly handlers: ArenaHandlers,
    private readonly fit: () => Fit,
    /** Something moved: the stage must draw frames. */
    private readonly wake: () => void,
  ) {
    this.drag = new FigureDrag(() => ({ canDrag: handlers.canDrag, drop: handlers.figureDrop }), figures.raise);
    this.listeners = {
      pointermove: this.onMove,
      pointerleave: this.onLeave,
      pointertap: this.onTap,
      pointerdown: this.onDown,
      pointerup: this.onUp,
      pointerupoutside: this.onUpOutside,
    };
    for (const ev of EVENTS) target.on(ev, this.listeners[ev]);
  }

  private world(e: FederatedPointerEvent): { x: number; y: number } {
    return viewToWorld(this.fit(), e.global.x, e.global.y);
  }

  private readonly onMove = (e: FederatedPointerEvent): void => {
    const w = this.world(e);
    if (this.drag.move(e.global.x, e.global.y, w.x, w.y)) this.wake();
    const cell = this.board.cellAt(w.x, w.y);
    if (cell !== this.hovered) {
      this.hovered = cell;
      this.handlers.hexHover?.(cell);
    }
  };

  private readonly onDown = (e: FederatedPointerEvent): void => {
    const w = this.world(e);
    this.drag.down(this.figures.figureAt(w.x, w.y), e.global.x, e.global.y);
  };

  private readonly onUp = (e: FederatedPointerEvent): void => {
    const w = this.world(e);
    this.wake();
    this.drag.up(this.board.cellAt(w.x, w.y));
  };

  private readonly onUpOutside = (): void => {
    this.wake();
    this.drag.up(null);
  };

  private readonly onLeave = (): void => {
    if (this.hovered !== null) {
      this.hovered = null;
      this.handlers.hexHover?.(null);
    }
  };

  private readonly onTap = (e: FederatedPointerEvent): void => {
    if (this.drag.takeTapSwallow()) return;
    const w = this.world(e);
    const fig = this.figures.figureAt(w.x, w.y);
    if (fig) {
      this.handlers.figureClick?.(fig.data.id, fig.hex);
      return;
    }
    const cell = this.board.cellAt(w.x, w.y);
    if (cell !== null) this.handlers.hexClick?.(cell);
  };

  destroy(): void {
    for (const ev of EVENTS) this.target.off(ev, this.listeners[ev]);
  }
}
