/** Square-grid geometry, one idea per function (cells as column/row pairs). */

export interface Square {
  readonly col: number;
  readonly row: number;
}

/** The eight steps to the cells sharing an edge or a corner, clockwise from east. */
export const KING_STEPS: readonly Square[] = [
  { col: 1, row: 0 },
  { col: 1, row: 1 },
  { col: 0, row: 1 },
  { col: -1, row: 1 },
  { col: -1, row: 0 },
  { col: -1, row: -1 },
  { col: 0, row: -1 },
  { col: 1, row: -1 },
];

/** Chebyshev distance: the number of king moves, a diagonal step costing one like a straight one. */
export function chebyshev(a: Square, b: Square): number {
  return Math.max(Math.abs(a.col - b.col), Math.abs(a.row - b.row));
}

/** Pixel centre of a square of side `size`, the grid's top-left corner at the origin, y down. */
export function squareToPixel(s: Square, size: number): { x: number; y: number } {
  return { x: (s.col + 0.5) * size, y: (s.row + 0.5) * size };
}

/** The square under a pixel point (inverse of squareToPixel). */
export function pixelToSquare(x: number, y: number, size: number): Square {
  return { col: Math.floor(x / size), row: Math.floor(y / size) };
}
