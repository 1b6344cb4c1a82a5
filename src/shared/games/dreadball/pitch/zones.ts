import { type Axial, distance } from '../../../hex/axial';
import { type HexId, PITCH_HEXES, hexId, idOf } from './pitch';

export type Side = 'home' | 'away';

export function otherSide(s: Side): Side {
  return s === 'home' ? 'away' : 'home';
}

/** Centre column top to bottom (rules file section 2); logo hexes are at the even positions. */
export const CENTRE_COLUMN: readonly HexId[] = [
  [3, -5], [2, -4], [1, -3], [1, -2], [1, -1], [0, 0], [-1, 1], [-1, 2], [-1, 3], [-2, 4], [-3, 5],
].map(([q, r]) => hexId(q, r));

/** Logo hexes L1..L5 counted from the top wall. */
export const LOGO_HEXES: readonly HexId[] = [1, 3, 5, 7, 9].map((i) => CENTRE_COLUMN[i]);

const centreQByRow = new Map<number, number>(
  CENTRE_COLUMN.map((id) => [PITCH_HEXES[id].r, PITCH_HEXES[id].q]),
);

export function isCentreColumn(h: Axial): boolean {
  return centreQByRow.get(h.r) === h.q;
}

/** Home half: west of the centre column in the hex's row; away half: east of it. */
export function halfOf(h: Axial): Side | 'centre' {
  const c = centreQByRow.get(h.r);
  if (c === undefined) throw new RangeError(`row ${h.r} is not on the pitch`);
  if (h.q === c) return 'centre';
  return h.q < c ? 'home' : 'away';
}

export interface StrikeZone {
  /** Stable name, used in saves and events. */
  readonly name: string;
  /** The side that scores here (throws at it). */
  readonly scoringSide: Side;
  readonly points: 1 | 3;
  readonly strikeHex: HexId;
  readonly centreHex: HexId;
  readonly bonusHex: HexId;
  /** The 8 hexes a thrower must stand in: the 7 around the centre plus the Bonus hex. */
  readonly hexes: readonly HexId[];
}

function zone(name: string, scoringSide: Side, points: 1 | 3, s: Axial, c: Axial, b: Axial): StrikeZone {
  const hexes = PITCH_HEXES.filter((h) => distance(h, c) <= 1).map(idOf);
  hexes.push(idOf(b));
  return { name, scoringSide, points, strikeHex: idOf(s), centreHex: idOf(c), bonusHex: idOf(b), hexes };
}

/** White zones are in the home (west) half; away scores there. Red zones: home scores there. */
export const STRIKE_ZONES: readonly StrikeZone[] = [
  zone('white-end', 'away', 3, { q: -10, r: 0 }, { q: -8, r: 0 }, { q: -6, r: 0 }),
  zone('white-top', 'away', 1, { q: -1, r: -5 }, { q: -2, r: -3 }, { q: -3, r: -1 }),
  zone('white-bottom', 'away', 1, { q: -6, r: 5 }, { q: -5, r: 3 }, { q: -4, r: 1 }),
  zone('red-end', 'home', 3, { q: 10, r: 0 }, { q: 8, r: 0 }, { q: 6, r: 0 }),
  zone('red-bottom', 'home', 1, { q: 1, r: 5 }, { q: 2, r: 3 }, { q: 3, r: 1 }),
  zone('red-top', 'home', 1, { q: 6, r: -5 }, { q: 5, r: -3 }, { q: 4, r: -1 }),
];

/** Zones a player of `side` standing on `id` may throw a Strike from. */
export function zonesForThrower(side: Side, id: HexId): StrikeZone[] {
  return STRIKE_ZONES.filter((z) => z.scoringSide === side && z.hexes.includes(id));
}

export function isStrikeHex(id: HexId): boolean {
  return STRIKE_ZONES.some((z) => z.strikeHex === id);
}

/** Access hexes: where each side's substitutes enter from their bench. */
export const ACCESS_HEX: Readonly<Record<Side, HexId>> = {
  home: hexId(-7, -3),
  away: hexId(7, 3),
};

/** Launch landing hexes after a 6 and a second die: [1-3, 4-6] for the coach about to rush. */
export const LAUNCH_WALL_HEXES: Readonly<Record<Side, readonly [HexId, HexId]>> = {
  home: [hexId(-3, 5), hexId(-2, 5)],
  away: [hexId(3, -5), hexId(2, -5)],
};

/**
 * The launch path for the coach about to rush: home launches from the top wall, so L1 is the
 * top logo; away launches from the bottom wall. Every hex of the column counts for catches.
 */
export function launchPath(side: Side): readonly HexId[] {
  return side === 'home' ? CENTRE_COLUMN : [...CENTRE_COLUMN].reverse();
}

/** Ruling: "directly away from the coach's end": home's end is west, so east (0); away, west (3). */
export const AWAY_FROM_END: Readonly<Record<Side, 0 | 3>> = { home: 0, away: 3 };
