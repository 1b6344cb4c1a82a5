/**
 * Starting squares at a reset (rules/rulerball.md, "Resets and starting positions"): the
 * receiving team takes the cannon-side squares, the other team the same squares half a lap round.
 * A figure that is not available leaves its square empty.
 */
import { FIGURES, type FigureKind } from '../tables/numbers';
import { other, type Seat } from '../track/places';
import { cellAt, oppositeSector, type Cell } from '../track/track';

type Square = readonly [ring: number, sector: number, slot: number];

/** The cannon-side squares by kind, in the order a team's figures of that kind take them. */
export const CANNON_SIDE: Readonly<Record<FigureKind, readonly Square[]>> = {
  catcher: [
    [3, 7, 1],
    [2, 9, 1],
  ],
  skater: [
    [2, 6, 1],
    [4, 6, 1],
    [2, 8, 1],
    [4, 8, 1],
    [4, 10, 1],
  ],
  biker: [
    [2, 5, 1],
    [4, 5, 1],
    [2, 10, 1],
  ],
};

/** Who receives at a period's start: home in periods 1 and 3, away in period 2. */
export function periodReceiver(period: number): Seat {
  return period === 2 ? 'away' : 'home';
}

/** Who receives after a goal (the team that conceded) or a missed shot (the team that did not shoot). */
export function receiverAfterShot(shooter: Seat): Seat {
  return other(shooter);
}

/** The k-th starting square of a kind, cannon side or half a lap round. */
export function startSquare(kind: FigureKind, k: number, cannonSide: boolean): Cell {
  const sq = CANNON_SIDE[kind][k];
  if (!sq) throw new RangeError(`there is no starting square ${k} for a ${kind}`);
  const [ring, sector, slot] = sq;
  return cellAt(ring, cannonSide ? sector : oppositeSector(sector), slot);
}

export interface StartingFigure {
  readonly id: string;
  readonly kind: FigureKind;
  /** On the track or able to take the track (not boxed, not out). */
  readonly available: boolean;
}

export interface Placement {
  readonly id: string;
  readonly cell: Cell;
  readonly speed: number;
}

/**
 * Where a team's figures start: the k-th figure of each kind (in roster order) takes that kind's
 * k-th square, so the same figure always starts in the same place; unavailable figures are left out.
 */
export function placements(figures: readonly StartingFigure[], seat: Seat, receiver: Seat): Placement[] {
  const seen: Record<FigureKind, number> = { skater: 0, catcher: 0, biker: 0 };
  const out: Placement[] = [];
  for (const f of figures) {
    const k = seen[f.kind]++;
    if (f.available) out.push({ id: f.id, cell: startSquare(f.kind, k, seat === receiver), speed: FIGURES[f.kind].startSpeed });
  }
  return out;
}
