/**
 * The track as the shared Topology, so the arena and generic tools can draw and pick it. Drawn
 * round a centre (the origin), sector 1 at the top, p increasing clockwise; `size` is a ring's
 * width. The infield inside ring 1 (radius INFIELD_RINGS x size) holds the clock and the boxes.
 */
import { type CellId, NO_CELL, type Point, type Topology } from '../../../game/topology';
import { CELLS, LOOP, RINGS, around, cellOf, distance, posOf, ringOf } from './track';

/** The infield's radius in ring widths: about one square's arc on ring 1. */
export const INFIELD_RINGS = 6;

/** Angle of a position's centre, radians clockwise from the top (sector 1's middle, p = 1, is 0). */
export function angleOfPos(p: number): number {
  return ((p - 1) * 2 * Math.PI) / LOOP;
}

/** Radius of a ring's centre line, in pixels. */
export function ringRadius(ring: number, size: number): number {
  return (INFIELD_RINGS + ring - 0.5) * size;
}

function centre(cell: CellId, size: number): Point {
  const rho = ringRadius(ringOf(cell), size);
  const a = angleOfPos(posOf(cell));
  return { x: rho * Math.sin(a), y: -rho * Math.cos(a) };
}

function cellAtPoint(pt: Point, size: number): CellId {
  const rho = Math.hypot(pt.x, pt.y);
  const ring = Math.floor(rho / size - INFIELD_RINGS) + 1;
  if (!(ring >= 1 && ring <= RINGS)) return NO_CELL;
  const a = Math.atan2(pt.x, -pt.y);
  return cellOf(ring, Math.round((a * LOOP) / (2 * Math.PI)) + 1);
}

const CELL_IDS: readonly CellId[] = Array.from({ length: CELLS }, (_, i) => i);
const NEIGHBOURS: readonly (readonly CellId[])[] = CELL_IDS.map(around);

export const TRACK_TOPOLOGY: Topology = {
  kind: 'ring',
  cells: CELL_IDS,
  neighbours: (cell) => NEIGHBOURS[cell] ?? [],
  distance,
  centre,
  cellAt: cellAtPoint,
};
