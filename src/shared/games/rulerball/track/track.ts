/**
 * Rülerball's round banked track (rules/rulerball.md, "The track"): 12 sectors x 4 rings x 3
 * squares. A square is (ring, p): ring 1 the flat floor inside the white line, ring 4 the rail;
 * p = 3 x (sector - 1) + slot, slot 0-2 clockwise, so each ring is a loop of 36 squares.
 * Every figure travels counterclockwise (forward = p - 1); the ball rolls clockwise (p + 1).
 * One small pure function per idea; cell ids are (ring - 1) x 36 + p, the numbers the state uses.
 */

export const SECTORS = 12;
export const RINGS = 4;
export const SLOTS = 3;
/** Squares in one ring's loop. */
export const LOOP = SECTORS * SLOTS;
export const CELLS = RINGS * LOOP;

/** The flat floor inside the white line: a ball entering it is dead (the gutter). */
export const GUTTER_RING = 1;
/** Against the outer wall: the goal mouths and tunnels are here. */
export const RAIL_RING = 4;

export type Cell = number;
export type Ring = 1 | 2 | 3 | 4;
export type Sector = number;

export function isRing(ring: number): ring is Ring {
  return Number.isInteger(ring) && ring >= 1 && ring <= RINGS;
}

/** p taken round the loop into 0..35. */
export function wrap(p: number): number {
  return ((p % LOOP) + LOOP) % LOOP;
}

export function cellOf(ring: number, p: number): Cell {
  if (!isRing(ring)) throw new RangeError(`ring ${ring} is not on the track (1-${RINGS})`);
  return (ring - 1) * LOOP + wrap(p);
}

export function isCell(cell: number): boolean {
  return Number.isInteger(cell) && cell >= 0 && cell < CELLS;
}

function checked(cell: Cell): Cell {
  if (!isCell(cell)) throw new RangeError(`cell ${cell} is not on the track`);
  return cell;
}

export function ringOf(cell: Cell): Ring {
  return (Math.floor(checked(cell) / LOOP) + 1) as Ring;
}

export function posOf(cell: Cell): number {
  return checked(cell) % LOOP;
}

/** Sector 1-12 of a position p (or of a cell's p). */
export function sectorOfPos(p: number): Sector {
  return Math.floor(wrap(p) / SLOTS) + 1;
}

export function sectorOf(cell: Cell): Sector {
  return sectorOfPos(posOf(cell));
}

export function slotOf(cell: Cell): number {
  return posOf(cell) % SLOTS;
}

/** The cell at (ring, sector, slot), the way the rules write starting squares. */
export function cellAt(ring: number, sector: number, slot: number): Cell {
  if (!Number.isInteger(sector) || sector < 1 || sector > SECTORS) throw new RangeError(`sector ${sector} is not 1-${SECTORS}`);
  if (!Number.isInteger(slot) || slot < 0 || slot >= SLOTS) throw new RangeError(`slot ${slot} is not 0-${SLOTS - 1}`);
  return cellOf(ring, (sector - 1) * SLOTS + slot);
}

/** The next sector clockwise (the way the initiative marker travels). */
export function nextSectorClockwise(sector: Sector): Sector {
  return (sector % SECTORS) + 1;
}

/** The sector half a lap round (the other team's starting squares, the other goal). */
export function oppositeSector(sector: Sector): Sector {
  return ((sector - 1 + SECTORS / 2) % SECTORS) + 1;
}

/** One square forward (counterclockwise) on the same ring. */
export function ahead(cell: Cell): Cell {
  return cellOf(ringOf(cell), posOf(cell) - 1);
}

/** One square back (clockwise) on the same ring: where the ball rolls, where a rider hangs on. */
export function behind(cell: Cell): Cell {
  return cellOf(ringOf(cell), posOf(cell) + 1);
}

/** The same p one ring in or out; null off the track. */
export function sideways(cell: Cell, dRing: -1 | 1): Cell | null {
  const r = ringOf(cell) + dRing;
  return isRing(r) ? cellOf(r, posOf(cell)) : null;
}

/** One square forward and one ring in or out; null off the track. */
export function forwardDiagonal(cell: Cell, dRing: -1 | 1): Cell | null {
  const r = ringOf(cell) + dRing;
  return isRing(r) ? cellOf(r, posOf(cell) - 1) : null;
}

export type StepKind = 'forward' | 'diagonal-in' | 'diagonal-out' | 'in' | 'out';

/** Every step a figure may take from a cell (never backward: seed rule 4), by kind. */
export function stepsFrom(cell: Cell): { readonly kind: StepKind; readonly to: Cell }[] {
  const out: { kind: StepKind; to: Cell }[] = [{ kind: 'forward', to: ahead(cell) }];
  const din = forwardDiagonal(cell, -1);
  if (din !== null) out.push({ kind: 'diagonal-in', to: din });
  const dout = forwardDiagonal(cell, 1);
  if (dout !== null) out.push({ kind: 'diagonal-out', to: dout });
  const sin = sideways(cell, -1);
  if (sin !== null) out.push({ kind: 'in', to: sin });
  const sout = sideways(cell, 1);
  if (sout !== null) out.push({ kind: 'out', to: sout });
  return out;
}

/** Whether a step changes ring (a figure may do so at most once a move). */
export function changesRing(kind: StepKind): boolean {
  return kind !== 'forward';
}

/**
 * The squares a standing skater or catcher controls: the one ahead and the two forward diagonals.
 * An opposing figure entering one ends its move there.
 */
export function controlled(cell: Cell): Cell[] {
  const out = [ahead(cell)];
  const din = forwardDiagonal(cell, -1);
  if (din !== null) out.push(din);
  const dout = forwardDiagonal(cell, 1);
  if (dout !== null) out.push(dout);
  return out;
}

/** Signed steps along the loop from p to q, in -17..18 (negative = forward, counterclockwise). */
export function loopOffset(p: number, q: number): number {
  const d = wrap(q - p);
  return d > LOOP / 2 ? d - LOOP : d;
}

/** Adjacent: ring ±1 and/or p ±1, not the same square. */
export function adjacent(a: Cell, b: Cell): boolean {
  return a !== b && distance(a, b) === 1;
}

/** King distance round the loop: fewest steps if every adjacent square were one step. */
export function distance(a: Cell, b: Cell): number {
  return Math.max(Math.abs(ringOf(a) - ringOf(b)), Math.abs(loopOffset(posOf(a), posOf(b))));
}

/** The 3 to 8 squares adjacent to a cell. */
export function around(cell: Cell): Cell[] {
  const out: Cell[] = [];
  const r0 = ringOf(cell);
  const p0 = posOf(cell);
  for (let dr = -1; dr <= 1; dr++) {
    const r = r0 + dr;
    if (!isRing(r)) continue;
    for (let dp = -1; dp <= 1; dp++) if (dr !== 0 || dp !== 0) out.push(cellOf(r, p0 + dp));
  }
  return out;
}

/**
 * How many sector boundaries a forward move from one p to another crosses (the activation lap
 * counts 12 of them). Moves are forward only, so the count is the boundaries passed going
 * counterclockwise from p to q, less than a lap.
 */
export function sectorCrossings(fromP: number, toP: number): number {
  const steps = wrap(fromP - toP);
  // Boundaries lie just counterclockwise of each slot 0; from slot s the first is s + 1 steps ahead.
  const first = (wrap(fromP) % SLOTS) + 1;
  return steps < first ? 0 : 1 + Math.floor((steps - first) / SLOTS);
}
