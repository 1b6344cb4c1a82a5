/**
 * Threat hexes for the match screen's overlays, from the rules the dice use: a standing player on
 * the pitch threatens the neighbours in front of him (ruling 4, `threatensId`), and a hex costs a
 * player one die per opponent threatening it, at most two (ruling 3, `threatCount`).
 */

import { PITCH_SIZE, type HexId } from '../../pitch/pitch';
import { threatCount } from '../board';
import { playerThreatens } from '../career/hooks';
import type { MatchState, TeamIx } from '../types';

export interface ThreatHex {
  hex: HexId;
  /** Dice a player of the threatened team loses there: 1 or 2 (one player's own threats: 1). */
  count: number;
}

/** The hexes one player threatens now (none while he is down or off the pitch). */
export function playerThreats(s: MatchState, id: number): ThreatHex[] {
  const p = s.players[id];
  const out: ThreatHex[] = [];
  if (!p || p.where !== 'pitch' || p.down) return out;
  for (let h = 0; h < PITCH_SIZE; h++) if (playerThreatens(p, h)) out.push({ hex: h, count: 1 });
  return out;
}

/** Every hex the opponents of `team` threaten, with the dice it costs a player of `team` (1 or 2). */
export function opponentThreats(s: MatchState, team: TeamIx): ThreatHex[] {
  const out: ThreatHex[] = [];
  for (let h = 0; h < PITCH_SIZE; h++) {
    const n = threatCount(s, h, team, -1);
    if (n > 0) out.push({ hex: h, count: n });
  }
  return out;
}
