// A hex named the way a person would: what is on it (a player, the ball), what is next to it, and
// what the pitch marks there (a Strike zone, the Strike or Bonus hex, an access hex, the centre
// line), after its coordinates. Pure: data from the engine's pitch and state, words through `t`.
import { opponentThreats } from '../../shared/games/dreadball/engine/preview';
import type { MatchState, TeamIx } from '../../shared/games/dreadball/engine/types';
import { DIRECTION_NAMES } from '../../shared/hex/axial';
import { ACCESS_HEX, CENTRE_COLUMN, NEIGHBOURS, OFF_PITCH, STRIKE_ZONES, wallSides, type HexId } from '../../shared/games/dreadball/pitch';
import type { Translate } from './logLines';
import { type Cast, hexName, playerName } from './names';

/** The parts of a hex's description, as message keys under `match.hex` with their parameters. */
export interface HexPart {
  key: string;
  params?: Record<string, string | number>;
  /** The count that picks a plural form. */
  count?: number;
}

/** How many opponents of `team` threaten each hex (the dice a player of it loses there), computed once. */
export function threatMap(state: MatchState, team: TeamIx): ReadonlyMap<HexId, number> {
  return new Map(opponentThreats(state, team).map((x) => [x.hex, x.count]));
}

/**
 * What is on and around a hex. `threats` (a `threatMap`): also how many opponents threaten it,
 * for the coach deciding.
 */
export function hexParts(state: MatchState, cast: Cast, hex: HexId, threats?: ReadonlyMap<HexId, number>, t?: Translate): HexPart[] {
  if (hex === OFF_PITCH) return [];
  const parts: HexPart[] = [];
  const on = state.players.find((p) => p.where === 'pitch' && p.hex === hex);
  if (on) parts.push({ key: on.down ? 'down' : 'player', params: { player: playerName(cast, on.id) } });
  if (on && !on.down && t) parts.push({ key: 'facing', params: { dir: t(`match.dir.${DIRECTION_NAMES[on.facing]}`) } });
  if (state.ball.carrier < 0 && state.ball.hex === hex) parts.push({ key: 'ball' });
  if (!on) {
    // The nearest landmark a person would use: a player standing or lying next to it, else a wall.
    const next = state.players.find((p) => p.where === 'pitch' && [0, 1, 2, 3, 4, 5].some((d) => NEIGHBOURS[hex * 6 + d] === p.hex));
    if (next) parts.push({ key: 'next', params: { player: playerName(cast, next.id) } });
    else if (wallSides(hex).length > 0) parts.push({ key: 'wall' });
  }
  for (const z of STRIKE_ZONES) {
    if (z.strikeHex === hex) parts.push({ key: 'strikeHex', params: { points: z.points }, count: z.points });
    else if (z.bonusHex === hex) parts.push({ key: 'bonusHex' }, { key: `zone.${z.name}` });
    else if (z.hexes.includes(hex)) parts.push({ key: `zone.${z.name}` });
  }
  if (ACCESS_HEX.home === hex) parts.push({ key: 'access.home' });
  if (ACCESS_HEX.away === hex) parts.push({ key: 'access.away' });
  if (CENTRE_COLUMN.includes(hex)) parts.push({ key: 'centre' });
  const n = threats?.get(hex) ?? 0;
  if (n > 0) parts.push({ key: 'threat', params: { n }, count: n });
  return parts;
}

/** "(-3, 5) · ball · next to #4 Kerr (GRE) · north-west 1-point zone" */
export function describeHex(state: MatchState, cast: Cast, hex: HexId, t: Translate, threats?: ReadonlyMap<HexId, number>): string {
  const words = hexParts(state, cast, hex, threats, t).map((p) =>
    p.count === undefined ? t(`match.hex.${p.key}`, p.params ?? {}) : t(`match.hex.${p.key}`, p.params ?? {}, p.count),
  );
  return [hexName(hex), ...words].join(' · ');
}
