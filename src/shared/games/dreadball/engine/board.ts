/**
 * Questions asked of a state about the pitch: who stands where, who threatens a hex, who sees
 * what, how many players a team has on the pitch. Nothing here changes a state.
 */

import { type Axial, type Direction, facingTowards } from '../../../hex/axial';
import { type HexId, OFF_PITCH, PITCH_SIZE } from '../pitch/pitch';
import type { Side } from '../pitch/zones';
import { playerThreatens } from './career/hooks';
import { axialOf, clearRoute, dirBetween, inFront } from './tables';
import type { MatchState, PlayerRec, TeamIx } from './types';

export const other = (t: TeamIx): TeamIx => (t === 0 ? 1 : 0);

export function sideOf(s: MatchState, t: TeamIx): Side {
  return s.home === t ? 'home' : 'away';
}

export function pl(s: MatchState, id: number): PlayerRec {
  const p = s.players[id];
  if (!p) throw new RangeError(`no player ${id}`);
  return p;
}

export function occupant(s: MatchState, hex: HexId): PlayerRec | null {
  if (hex === OFF_PITCH) return null;
  for (const p of s.players) if (p.where === 'pitch' && p.hex === hex) return p;
  return null;
}

export function standingAt(s: MatchState, hex: HexId): PlayerRec | null {
  const p = occupant(s, hex);
  return p && !p.down ? p : null;
}

export function looseBallHex(s: MatchState): HexId {
  return s.ball.carrier < 0 ? s.ball.hex : OFF_PITCH;
}

/** Standing opponents of `team` (but `ignore`) threatening `hex`, before the cap of two. */
export function threatCountRaw(s: MatchState, hex: HexId, team: TeamIx, ignore: number): number {
  let n = 0;
  for (const p of s.players) {
    if (p.team !== team && p.where === 'pitch' && !p.down && p.id !== ignore && playerThreatens(p, hex)) n++;
  }
  return n;
}

/** Ruling 3: the dice threats take from a player of `team` on `hex`, at most two. */
export function threatCount(s: MatchState, hex: HexId, team: TeamIx, ignore: number): number {
  const n = threatCountRaw(s, hex, team, ignore);
  return n > 2 ? 2 : n;
}

export function onPitchCount(s: MatchState, team: TeamIx): number {
  let n = 0;
  for (const p of s.players) if (p.team === team && p.where === 'pitch') n++;
  return n;
}

const blockedScratch = new Uint8Array(PITCH_SIZE);

export function standingMask(s: MatchState): Uint8Array {
  blockedScratch.fill(0);
  for (const p of s.players) if (p.where === 'pitch' && !p.down) blockedScratch[p.hex] = 1;
  return blockedScratch;
}

/** A standing player at `p` can see `h`: it is in the front arc and a shortest route is clear. */
export function canSee(s: MatchState, p: PlayerRec, h: Axial): boolean {
  if (!inFront(p.hex, p.facing, h)) return false;
  return clearRoute(axialOf(p.hex), h, standingMask(s));
}

export function faceTowards(from: HexId, to: HexId): Direction {
  const d = dirBetween(from, to);
  return d === -1 ? facingTowards(axialOf(from), axialOf(to)) : d;
}

export function rushingHolds(s: MatchState): boolean {
  return s.ball.carrier >= 0 && pl(s, s.ball.carrier).team === s.rushing;
}
