/**
 * Towing and the hand-off (rules/rulerball.md, step 4). A skater or catcher directly behind a
 * biker (same ring, one square clockwise) when the biker moves may grab a ride: the biker moves at
 * most 10 and keeps his ring, the rider ends behind him and leaves at his own top speed. A catcher
 * holding the ball may hand it to a skater team-mate he passes or ends next to.
 */
import { TUNING } from '../tables/numbers';
import { adjacent, behind, type Cell } from '../track/track';

/** The square a would-be rider must stand on. */
export function riderSquare(biker: Cell): Cell {
  return behind(biker);
}

/** The speeds a towing biker may choose: his own choices capped at 10. */
export function towSpeeds(bikerSpeeds: readonly number[]): number[] {
  return bikerSpeeds.filter((s) => s <= TUNING.towCap);
}

/** Where the rider ends: behind the biker, the square the biker entered last before his end (his start if he did not move). */
export function riderEnd(bikerStart: Cell, bikerPath: readonly Cell[]): Cell {
  return bikerPath.length >= 2 ? (bikerPath[bikerPath.length - 2] as Cell) : bikerPath.length === 1 ? bikerStart : riderSquare(bikerStart);
}

/** The rider's path: one square behind the biker all the way. */
export function riderPath(bikerStart: Cell, bikerPath: readonly Cell[]): Cell[] {
  return bikerPath.length === 0 ? [] : [bikerStart, ...bikerPath.slice(0, -1)];
}

/**
 * Team-mate skaters a carrying catcher may hand off to along his move: those next to any square he
 * entered (or his start, before he steps), in the order he meets them.
 */
export function handOffTargets(start: Cell, path: readonly Cell[], skaters: readonly { readonly id: string; readonly cell: Cell }[]): string[] {
  const out: string[] = [];
  for (const at of [start, ...path]) {
    for (const s of skaters) if (!out.includes(s.id) && adjacent(at, s.cell)) out.push(s.id);
  }
  return out;
}
