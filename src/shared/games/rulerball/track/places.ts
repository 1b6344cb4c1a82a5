/**
 * The fixed places of the track (rules/rulerball.md): goals, their mouths, the cannon and the
 * entry tunnels. Seats are 'home' (scores in sector 1) and 'away' (scores in sector 7).
 */
import { RAIL_RING, cellAt, type Cell, type Sector } from './track';

export type Seat = 'home' | 'away';
export const SEATS: readonly Seat[] = ['home', 'away'];

export function other(seat: Seat): Seat {
  return seat === 'home' ? 'away' : 'home';
}

/** The sector whose outer wall holds the goal a seat scores in. */
export const GOAL_SECTOR: Readonly<Record<Seat, Sector>> = { home: 1, away: 7 };

/** The two squares directly in front of a goal: ring 4, slots 0 and 1 of its sector. */
export function mouthOf(goalSector: Sector): [Cell, Cell] {
  return [cellAt(RAIL_RING, goalSector, 0), cellAt(RAIL_RING, goalSector, 1)];
}

/** Every goal-mouth square of both goals (bikers may not enter them: seed rule 8). */
export const MOUTHS: readonly Cell[] = [...mouthOf(GOAL_SECTOR.home), ...mouthOf(GOAL_SECTOR.away)];

/** The cannon in the outer wall: it fires clockwise onto ring 3 at p = 9 (sector 4, slot 0). */
export const CANNON_SECTOR: Sector = 4;
export const CANNON_RING = 3;
export const CANNON_CELL: Cell = cellAt(CANNON_RING, CANNON_SECTOR, 0);

/** Each team's entry tunnel for figures back from a box: ring 4 of this sector. */
export const TUNNEL_SECTOR: Readonly<Record<Seat, Sector>> = { home: 10, away: 4 };

/** The tunnel squares in the order a returning figure takes them (slot 2, else 1, else 0). */
export function tunnelSquares(seat: Seat): Cell[] {
  const s = TUNNEL_SECTOR[seat];
  return [cellAt(RAIL_RING, s, 2), cellAt(RAIL_RING, s, 1), cellAt(RAIL_RING, s, 0)];
}
