/**
 * The Strike-zone hexes a player could score from, for the match screen's overlay: every hex of the
 * zones his side throws at, with the dice a throw at the zone's Strike hex from there would get now
 * (the same `throwRoll` the throw uses: 3, 2 or 1 by distance, Striker +1, -1 at a Strike hex, -1
 * after moving or turning, -1 per threatening opponent up to -2) and the points it would score.
 * Line of sight and facing are the throw's to check when it is declared; they are not applied here.
 * A Guard never handles the ball, so he cannot throw: he gets no hexes (the overlay shows no dice).
 */

import type { HexId } from '../../pitch/pitch';
import { STRIKE_ZONES } from '../../pitch/zones';
import { sideOf } from '../board';
import { throwRoll } from '../actions/throw-dice';
import type { MatchState, RollPreview } from '../types';

export interface StrikeFrom {
  hex: HexId;
  zone: string;
  strikeHex: HexId;
  /** The Bonus hex: one more point. */
  bonus: boolean;
  points: number;
  /** The throw's roll from this hex now (its `dice` after modifiers): `moved`, or `still` on his own hex before moving or turning. */
  roll: RollPreview;
  /** The throw of a player standing there who has not moved or turned in the throwing action (e.g. the next action). */
  still: RollPreview;
  /** The throw after moving or turning in the throwing action (one die less). */
  moved: RollPreview;
}

/**
 * Hexes of the zones player `id`'s side scores in. A hex other than the one he stands on counts
 * the move to get there (-1); on his own hex, whether the current action has moved or turned him.
 */
export function strikeZoneHexes(s: MatchState, id: number): StrikeFrom[] {
  const p = s.players[id];
  const out: StrikeFrom[] = [];
  if (!p || p.where === 'dead' || p.role === 'guard') return out;
  const side = sideOf(s, p.team);
  const acted = s.action?.player === id && s.action.movedOrTurned;
  // One copy of him, moved from hex to hex: the rolls read it and keep nothing of it.
  const there = { ...p };
  for (const z of STRIKE_ZONES) {
    if (z.scoringSide !== side) continue;
    for (const hex of z.hexes) {
      const here = p.where === 'pitch' && p.hex === hex;
      there.hex = hex;
      const still = throwRoll(s, { movedOrTurned: false }, there, z.strikeHex, true, -1);
      const moved = throwRoll(s, { movedOrTurned: true }, there, z.strikeHex, true, -1);
      const bonus = hex === z.bonusHex;
      out.push({ hex, zone: z.name, strikeHex: z.strikeHex, bonus, points: z.points + (bonus ? 1 : 0), roll: here && !acted ? still : moved, still, moved });
    }
  }
  return out;
}
