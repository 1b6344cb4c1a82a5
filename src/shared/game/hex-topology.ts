import { type Axial, DIRECTIONS, distance, hexToPixel, neighbour, pixelToHex } from '../hex/axial';
import { type CellId, NO_CELL, type Point, type Topology } from './topology';

/** Row-major key of an axial hex, for the id lookup (any integers, no collisions below 2^15). */
function keyOf(h: Axial): number {
  return (h.r + 0x4000) * 0x8000 + (h.q + 0x4000);
}

/**
 * A hex board over any set of axial hexes: cell ids are positions in `hexes`. Geometry comes from
 * `src/shared/hex` (pointy-top axial, rules file section 1); this only adds the id mapping.
 */
export function hexTopology(hexes: readonly Axial[]): Topology {
  const ids = new Map<number, CellId>();
  hexes.forEach((h, i) => ids.set(keyOf(h), i));
  const idOf = (h: Axial): CellId => ids.get(keyOf(h)) ?? NO_CELL;
  const hexAt = (cell: CellId): Axial => {
    const h = hexes[cell];
    if (!h) throw new RangeError(`cell ${cell} is not on this board`);
    return h;
  };
  const neighbours = hexes.map((h) => DIRECTIONS.map((d) => idOf(neighbour(h, d))).filter((id) => id !== NO_CELL));
  return {
    kind: 'hex',
    cells: hexes.map((_, i) => i),
    neighbours: (cell) => neighbours[cell] ?? [],
    distance: (a, b) => distance(hexAt(a), hexAt(b)),
    centre: (cell, size): Point => hexToPixel(hexAt(cell), size),
    cellAt: (p, size) => idOf(pixelToHex(p.x, p.y, size)),
  };
}
