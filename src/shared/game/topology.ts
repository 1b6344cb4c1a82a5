/**
 * The board of a game, as the renderer and generic tools need it: which cells exist, which touch,
 * how far apart they are, and where each one is drawn. A hex pitch and a square pitch share this
 * interface, so drawing, picking and distance overlays need not know which game they show.
 */

/** A cell's id: 0..cells.length-1, dense, the same numbers the game's state uses. */
export type CellId = number;

/** Returned by `cellAt` for a point outside the board. */
export const NO_CELL = -1;

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Topology {
  readonly kind: 'hex' | 'square' | 'ring';
  /** Every cell, in id order. */
  readonly cells: readonly CellId[];
  /** The cells sharing an edge (hex) or an edge or corner (square) with `cell`, on the board only. */
  neighbours(cell: CellId): readonly CellId[];
  /** Fewest steps between two cells (both boards here are convex: no wall makes a detour). */
  distance(a: CellId, b: CellId): number;
  /**
   * Pixel centre of a cell for a cell size (hex: centre to corner; square: side length), y down.
   * The origin is the game's own (the centre hex of a hex pitch, the top-left corner of a grid).
   */
  centre(cell: CellId, size: number): Point;
  /** The cell drawn under a pixel point, or NO_CELL: the inverse of `centre`. */
  cellAt(point: Point, size: number): CellId;
}
