import { type Axial, type Direction, DIRECTIONS, direction, neighbour } from '../../../hex/axial';

/** Rules file section 2: every hex with |q| <= 10, |r| <= 5, |q + r| <= 10. */
export const PITCH_RADIUS_Q = 10;
export const PITCH_RADIUS_R = 5;

export function isOnPitch(h: Axial): boolean {
  return Math.abs(h.q) <= PITCH_RADIUS_Q && Math.abs(h.r) <= PITCH_RADIUS_R && Math.abs(h.q + h.r) <= PITCH_RADIUS_Q;
}

/**
 * A hex id is its index in PITCH_HEXES (row by row, top to bottom, west to east). Engine state
 * stores hex ids, not objects, so copying a position is copying a number.
 */
export type HexId = number;

/** Id used for "not on the pitch" (bench, cage, ball in a player's hands). */
export const OFF_PITCH = -1;

function buildHexes(): Axial[] {
  const out: Axial[] = [];
  for (let r = -PITCH_RADIUS_R; r <= PITCH_RADIUS_R; r++) {
    for (let q = -PITCH_RADIUS_Q; q <= PITCH_RADIUS_Q; q++) {
      if (isOnPitch({ q, r })) out.push({ q, r });
    }
  }
  return out;
}

export const PITCH_HEXES: readonly Axial[] = buildHexes();
export const PITCH_SIZE = PITCH_HEXES.length;

const ROW_WIDTH = 2 * PITCH_RADIUS_Q + 1;
const lookup = new Int16Array(ROW_WIDTH * (2 * PITCH_RADIUS_R + 1)).fill(OFF_PITCH);
PITCH_HEXES.forEach((h, i) => {
  lookup[(h.r + PITCH_RADIUS_R) * ROW_WIDTH + (h.q + PITCH_RADIUS_Q)] = i;
});

/** The id of hex (q, r), or OFF_PITCH. */
export function hexId(q: number, r: number): HexId {
  if (Math.abs(q) > PITCH_RADIUS_Q || Math.abs(r) > PITCH_RADIUS_R) return OFF_PITCH;
  return lookup[(r + PITCH_RADIUS_R) * ROW_WIDTH + (q + PITCH_RADIUS_Q)];
}

export function idOf(h: Axial): HexId {
  return hexId(h.q, h.r);
}

export function hexOf(id: HexId): Axial {
  const h = PITCH_HEXES[id];
  if (!h) throw new RangeError(`hex id ${id} is not on the pitch`);
  return h;
}

/** Neighbour table: NEIGHBOURS[id * 6 + d] is the neighbour's id or OFF_PITCH (a wall). */
export const NEIGHBOURS: Int16Array = (() => {
  const t = new Int16Array(PITCH_SIZE * 6);
  PITCH_HEXES.forEach((h, i) => {
    for (const d of DIRECTIONS) t[i * 6 + d] = idOf(neighbour(h, d));
  });
  return t;
})();

export function neighbourId(id: HexId, d: Direction): HexId {
  return NEIGHBOURS[id * 6 + d];
}

/** Directions from this hex that lead off the pitch: its wall sides. */
export function wallSides(id: HexId): Direction[] {
  return DIRECTIONS.filter((d) => NEIGHBOURS[id * 6 + d] === OFF_PITCH);
}

/**
 * Rules file section 3: the direction a ball leaves a wall hex after trying to move in direction
 * `moving` into the wall. Three-wall hexes send it straight back; two-wall hexes with wall sides
 * a and a+1 reflect it 60° off the wall line: (2a + 4 - moving) mod 6.
 */
export function bounceDirection(id: HexId, moving: Direction): Direction {
  const walls = wallSides(id);
  if (!walls.includes(moving)) throw new RangeError(`hex ${id} has no wall in direction ${moving}`);
  if (walls.length === 3) return direction(moving + 3);
  if (walls.length !== 2) throw new RangeError(`hex ${id} has ${walls.length} wall sides`);
  // a is the first side of the adjacent pair, clockwise (the pair may wrap 5 -> 0).
  const a = walls[0] === 0 && walls[1] === 5 ? 5 : walls[0];
  return direction(2 * a + 4 - moving);
}

/**
 * The hexes a ball travelling `distance` hexes in direction `moving` from `from` enters, on an
 * empty pitch: each wall it meets turns it (bounceDirection) and the bounce counts as one of the
 * hexes (rules file section 3). `bounces` are the hexes it turned in.
 */
export function ballRun(from: HexId, moving: Direction, distance: number): { hexes: HexId[]; bounces: HexId[] } {
  const hexes: HexId[] = [];
  const bounces: HexId[] = [];
  let pos = from;
  let d = moving;
  for (let s = 0; s < distance; s++) {
    const n = NEIGHBOURS[pos * 6 + d] as HexId;
    if (n === OFF_PITCH) {
      d = bounceDirection(pos, d);
      bounces.push(pos);
      continue;
    }
    pos = n;
    hexes.push(pos);
  }
  return { hexes, bounces };
}
