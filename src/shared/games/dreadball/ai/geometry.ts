import { NEIGHBOURS, OFF_PITCH, PITCH_HEXES, PITCH_SIZE, type HexId } from '../pitch/pitch';
import { STRIKE_ZONES, type Side, type StrikeZone } from '../pitch/zones';
import { inFrontArc } from '../../../hex/arc';
import type { Direction } from '../../../hex/axial';

/** Hex distances between every pair of pitch hexes (201 x 201 bytes). */
const DIST: Uint8Array = (() => {
  const t = new Uint8Array(PITCH_SIZE * PITCH_SIZE);
  for (let a = 0; a < PITCH_SIZE; a++) {
    const ha = PITCH_HEXES[a];
    for (let b = 0; b < PITCH_SIZE; b++) {
      const hb = PITCH_HEXES[b];
      const dq = ha.q - hb.q;
      const dr = ha.r - hb.r;
      t[a * PITCH_SIZE + b] = Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
    }
  }
  return t;
})();

export function hexDist(a: HexId, b: HexId): number {
  return DIST[a * PITCH_SIZE + b];
}

export function neighbour(h: HexId, d: number): HexId {
  return NEIGHBOURS[h * 6 + (((d % 6) + 6) % 6)];
}

/** A figure on `from` facing `f` threatens `h` (one of its three front neighbours). */
export function threatens(from: HexId, f: number, h: HexId): boolean {
  const base = from * 6;
  return NEIGHBOURS[base + f] === h || NEIGHBOURS[base + ((f + 5) % 6)] === h || NEIGHBOURS[base + ((f + 1) % 6)] === h;
}

/** `to` is in the front arc of a figure on `from` facing `f`. */
export function seesHex(from: HexId, f: number, to: HexId): boolean {
  return inFrontArc(PITCH_HEXES[from], f as Direction, PITCH_HEXES[to]);
}

/** Direction from `a` towards `b` (the neighbour direction that gets closest). */
export function facingTowards(a: HexId, b: HexId): Direction {
  let best = 0;
  let bd = 99;
  for (let d = 0; d < 6; d++) {
    const n = NEIGHBOURS[a * 6 + d];
    if (n === OFF_PITCH) continue;
    const dd = hexDist(n, b);
    if (dd < bd) {
      bd = dd;
      best = d;
    }
  }
  return best as Direction;
}

export const ZONES_BY_SIDE: Readonly<Record<Side, readonly StrikeZone[]>> = {
  home: STRIKE_ZONES.filter((z) => z.scoringSide === 'home'),
  away: STRIKE_ZONES.filter((z) => z.scoringSide === 'away'),
};
