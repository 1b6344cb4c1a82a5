/** The dice of a Throw: 3, 2 or 1 by distance, less for a Strike hex, a move first, or threats. */

import type { HexId } from '../../pitch/pitch';
import { dist } from '../tables';
import { roleMods, rollOf, threatMod, withCareer } from '../tests';
import type { ActionCtx, MatchState, Modifier, PlayerRec, RollPreview } from '../types';

export function throwMods(s: MatchState, a: Pick<ActionCtx, 'movedOrTurned'>, p: PlayerRec, strikeHex: boolean, ignore: number): Modifier[] {
  const mods = roleMods(p, 'striker');
  if (strikeHex) mods.push({ reason: 'strike-hex', dice: -1 });
  if (a.movedOrTurned) mods.push({ reason: 'moved-or-turned', dice: -1 });
  mods.push(...threatMod(s, p.hex, p.team, ignore));
  return mods;
}

export function throwDice(d: number): number {
  return d <= 3 ? 3 : d <= 6 ? 2 : 1;
}

/** A throw from `a` to hex `to`: 3, 2 or 1 dice by distance, then the modifiers. */
export function throwRoll(s: MatchState, act: Pick<ActionCtx, 'movedOrTurned'>, a: PlayerRec, to: HexId, strikeHex: boolean, ignore: number): RollPreview {
  const d = dist(a.hex, to);
  return withCareer(rollOf(a.id, 'throw', a.skill, throwDice(d), throwMods(s, act, a, strikeHex, ignore)), { s, p: a, test: 'throw', distance: d });
}
