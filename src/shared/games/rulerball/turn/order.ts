/**
 * Initiative and the order of figures (rules/rulerball.md, steps 3-5): a d12 names the sector that
 * moves first; the marker then travels clockwise through all 12. Within a sector figures go from
 * the inner ring to the outer, and within a ring clockwise (slot 0 first: the front figure first).
 * Each figure moves once, so one that moved into a sector still to come is passed over there.
 */
import { SECTORS, nextSectorClockwise, posOf, ringOf, sectorOf, slotOf, type Cell, type Sector } from '../track/track';

/** The 12 sectors in marker order from the d12's sector. */
export function markerOrder(first: Sector): Sector[] {
  const out: Sector[] = [first];
  while (out.length < SECTORS) out.push(nextSectorClockwise(out[out.length - 1] as Sector));
  return out;
}

export interface Placed {
  readonly id: string;
  readonly cell: Cell;
}

/** The figures standing in a sector, in the order they act: ring 1 to 4, then slot 0 to 2. */
export function sectorQueue<T extends Placed>(figures: readonly T[], sector: Sector): T[] {
  return figures
    .filter((f) => sectorOf(f.cell) === sector)
    .sort((a, b) => ringOf(a.cell) - ringOf(b.cell) || slotOf(a.cell) - slotOf(b.cell) || posOf(a.cell) - posOf(b.cell));
}

/**
 * The next figure to act: the first not yet done in the marker's sector, moving the marker on
 * clockwise past sectors with nobody left; null when every sector has had the marker.
 * `markerIndex` counts sectors already finished (0-12).
 */
export function nextToAct<T extends Placed>(
  figures: readonly T[],
  first: Sector,
  markerIndex: number,
  done: (id: string) => boolean,
): { readonly figure: T; readonly markerIndex: number } | null {
  const order = markerOrder(first);
  for (let i = markerIndex; i < SECTORS; i++) {
    const f = sectorQueue(figures, order[i] as Sector).find((x) => !done(x.id));
    if (f) return { figure: f, markerIndex: i };
  }
  return null;
}
