import { chebyshev, KING_STEPS, pixelToSquare, type Square, squareToPixel } from './square-grid';
import { type CellId, NO_CELL, type Topology } from './topology';

/**
 * A `width` x `height` grid of squares, 8-neighbour with Chebyshev distance (the Blood Bowl
 * pitch is 26 x 15). Cell ids are row-major: id = row * width + col.
 */
export function squareTopology(width: number, height: number): Topology {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`a square grid needs positive integer sides, not ${width} x ${height}`);
  }
  const inside = (s: Square): boolean => s.col >= 0 && s.col < width && s.row >= 0 && s.row < height;
  const idOf = (s: Square): CellId => (inside(s) ? s.row * width + s.col : NO_CELL);
  const squareOf = (cell: CellId): Square => {
    if (!Number.isInteger(cell) || cell < 0 || cell >= width * height) throw new RangeError(`cell ${cell} is not on this grid`);
    return { col: cell % width, row: Math.floor(cell / width) };
  };
  const cells = Array.from({ length: width * height }, (_, i) => i);
  const neighbours = cells.map((c) => {
    const s = squareOf(c);
    return KING_STEPS.map((d) => idOf({ col: s.col + d.col, row: s.row + d.row })).filter((id) => id !== NO_CELL);
  });
  return {
    kind: 'square',
    cells,
    neighbours: (cell) => neighbours[cell] ?? [],
    distance: (a, b) => chebyshev(squareOf(a), squareOf(b)),
    centre: (cell, size) => squareToPixel(squareOf(cell), size),
    cellAt: (p, size) => idOf(pixelToSquare(p.x, p.y, size)),
  };
}

/** The Blood Bowl pitch: 26 squares long, 15 wide. */
export const BLOOD_BOWL_PITCH = { width: 26, height: 15 } as const;
