/**
 * The Blood Bowl pitch (rules file, "Pitch and match"): 26 squares long (x 0-25), 15 wide
 * (y 0-14). A square is one number, x + 26 * y, the same id `squareTopology(26, 15)` gives it,
 * so the state, the board view and the tools agree.
 */
import { squareTopology } from '../../../game/square-topology';

export const PITCH_LENGTH = 26;
export const PITCH_WIDTH = 15;
export const PITCH_TOPOLOGY = squareTopology(PITCH_LENGTH, PITCH_WIDTH);

/** A square on the pitch: x + 26 * y. */
export type SquareId = number;

/** Team 0 is home (defends x = 0), team 1 away (defends x = 25). */
export type TeamIndex = 0 | 1;

export const xOf = (s: SquareId): number => s % PITCH_LENGTH;
export const yOf = (s: SquareId): number => Math.floor(s / PITCH_LENGTH);

export function isOnPitch(x: number, y: number): boolean {
  return x >= 0 && x < PITCH_LENGTH && y >= 0 && y < PITCH_WIDTH;
}

/** The square at (x, y); throws off the pitch (callers check isOnPitch first). */
export function squareAt(x: number, y: number): SquareId {
  if (!isOnPitch(x, y)) throw new RangeError(`(${x}, ${y}) is off the pitch`);
  return x + PITCH_LENGTH * y;
}

export function isSquare(v: unknown): v is SquareId {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < PITCH_LENGTH * PITCH_WIDTH;
}

/** Movement distance: king steps. */
export function distance(a: SquareId, b: SquareId): number {
  return Math.max(Math.abs(xOf(a) - xOf(b)), Math.abs(yOf(a) - yOf(b)));
}

// Each square's x and y, looked up: adjacency is asked of every player for every listing.
const XS = Int8Array.from({ length: PITCH_LENGTH * PITCH_WIDTH }, (_, s) => xOf(s));
const YS = Int8Array.from({ length: PITCH_LENGTH * PITCH_WIDTH }, (_, s) => yOf(s));

export function isAdjacent(a: SquareId, b: SquareId): boolean {
  const ax = XS[a];
  const bx = XS[b];
  // Not a square id (a typed array has no such index): the plain arithmetic.
  if (ax === undefined || bx === undefined) return a !== b && distance(a, b) === 1;
  const dx = ax - bx;
  const dy = (YS[a] as number) - (YS[b] as number);
  return a !== b && dx <= 1 && dx >= -1 && dy <= 1 && dy >= -1;
}

/** The on-pitch squares around `s` (the 8 neighbours, fewer at an edge), in a fixed order. */
function around(s: SquareId): readonly SquareId[] {
  const x = xOf(s);
  const y = yOf(s);
  const out: SquareId[] = [];
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if ((dx !== 0 || dy !== 0) && isOnPitch(x + dx, y + dy)) out.push(squareAt(x + dx, y + dy));
    }
  }
  return Object.freeze(out);
}

/** Every square's neighbours, worked out once (listing steps asks for them at every step). */
const NEIGHBOURS: readonly (readonly SquareId[])[] = Array.from({ length: PITCH_LENGTH * PITCH_WIDTH }, (_, s) => around(s));

export function neighbours(s: SquareId): readonly SquareId[] {
  const n = NEIGHBOURS[s];
  if (n === undefined) throw new RangeError(`${s} is not a square of the pitch`);
  return n;
}

/** The x of the end zone a team defends (home 0, away 25). */
export const ownEndZoneX = (team: TeamIndex): number => (team === 0 ? 0 : PITCH_LENGTH - 1);
/** The x of the end zone a team scores in. */
export const scoringEndZoneX = (team: TeamIndex): number => (team === 0 ? PITCH_LENGTH - 1 : 0);
export const isScoringEndZone = (team: TeamIndex, s: SquareId): boolean => xOf(s) === scoringEndZoneX(team);

/** Wide zones: y 0-3 and 11-14; 'top', 'bottom' or null for the middle. */
export function wideZoneOf(s: SquareId): 'top' | 'bottom' | null {
  const y = yOf(s);
  if (y <= 3) return 'top';
  if (y >= PITCH_WIDTH - 4) return 'bottom';
  return null;
}

/** The line of scrimmage lies between x 12 and 13: home's line squares are x 12, away's x 13. */
export const lineOfScrimmageX = (team: TeamIndex): number => (team === 0 ? 12 : 13);
export const isOnLineOfScrimmage = (team: TeamIndex, s: SquareId): boolean => xOf(s) === lineOfScrimmageX(team);

/** A team's own half: x 0-12 for home, 13-25 for away. */
export const isInHalf = (team: TeamIndex, s: SquareId): boolean => (team === 0 ? xOf(s) <= 12 : xOf(s) >= 13);

const HALVES: readonly [readonly SquareId[], readonly SquareId[]] = [PITCH_TOPOLOGY.cells.filter((s) => isInHalf(0, s)), PITCH_TOPOLOGY.cells.filter((s) => isInHalf(1, s))];

/** Every square of a team's half, in id order (one list per half, made once). */
export function halfSquares(team: TeamIndex): readonly SquareId[] {
  return HALVES[team];
}

/** The range ruler: centre-to-centre distance in squares, rounded to the nearest whole number. */
export function passDistance(a: SquareId, b: SquareId): number {
  return Math.round(Math.hypot(xOf(a) - xOf(b), yOf(a) - yOf(b)));
}

/** One step from `s` by (dx, dy); null when it leaves the pitch. */
export function stepFrom(s: SquareId, dx: number, dy: number): SquareId | null {
  const x = xOf(s) + dx;
  const y = yOf(s) + dy;
  return isOnPitch(x, y) ? squareAt(x, y) : null;
}
