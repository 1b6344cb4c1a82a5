import { opposedOdds, type OpposedOdds } from '../dice/odds';
import type { MatchState, PlayerRec, TeamIx } from '../engine/types';
import { OFF_PITCH, type HexId } from '../pitch/pitch';
import { hexDist, neighbour, threatens } from './geometry';

/**
 * The opponent's best reply against a ball carrier, statically (no dice, no engine): which
 * opponents can reach a free hex beside the carrier in one action (two for a Jack who runs first)
 * and how likely their Slam or Snatch is to knock the ball loose. Used by Hard's evaluation at the
 * end of a rush ("what will they do to my carrier?") and, the other way round, for the chance of
 * taking the ball off the opponent's carrier.
 */

const oddsCache = new Map<number, OpposedOdds>();

/** Opposed odds, cached (dice clamped to 0..9). */
export function opposed(ad: number, at: number, dd: number, dt: number): OpposedOdds {
  ad = Math.max(0, Math.min(ad, 9));
  dd = Math.max(0, Math.min(dd, 9));
  const key = ((ad * 10 + at) * 10 + dd) * 10 + dt;
  let o = oddsCache.get(key);
  if (!o) {
    o = opposedOdds(ad, at, dd, dt);
    oddsCache.set(key, o);
  }
  return o;
}

/** Standing players of `team` other than `ignore` threatening `hex` (at most 2). */
function threatOn(s: MatchState, hex: HexId, team: TeamIx, ignore: number): number {
  let n = 0;
  for (const p of s.players) {
    if (p.team === team && p.where === 'pitch' && !p.down && p.id !== ignore && threatens(p.hex, p.facing, hex)) {
      n++;
      if (n === 2) return 2;
    }
  }
  return n;
}

export interface Attack {
  attacker: number;
  kind: 'slam' | 'snatch';
  /** Action tokens it takes (a Jack who must run first needs two). */
  tokens: number;
  /** Probability that the carrier loses the ball (spectacular Slam, or any won Snatch). */
  lose: number;
  /** Probability that the attacker ends up holding it (spectacular Snatch). */
  steal: number;
}

/** The best attack (highest chance of losing the ball) each opponent can make on carrier `c`. */
export function attacksOn(s: MatchState, c: PlayerRec): Attack[] {
  const out: Attack[] = [];
  if (c.where !== 'pitch' || s.ball.carrier !== c.id) return out;
  const free: HexId[] = [];
  const freeThreat: number[] = [];
  for (let d = 0; d < 6; d++) {
    const h = neighbour(c.hex, d);
    if (h === OFF_PITCH) continue;
    let taken = false;
    for (const p of s.players) if (p.where === 'pitch' && p.hex === h) taken = true;
    if (!taken) {
      free.push(h);
      freeThreat.push(threatOn(s, h, c.team, c.id));
    }
  }
  // Opponents threatening the carrier's hex (the attacker itself is not counted in its own test).
  let onCarrier = 0;
  for (const p of s.players) if (p.team !== c.team && p.where === 'pitch' && !p.down && threatens(p.hex, p.facing, c.hex)) onCarrier++;
  for (const o of s.players) {
    if (o.team === c.team || o.where !== 'pitch' || o.down) continue;
    const adjacent = hexDist(o.hex, c.hex) === 1;
    const cthr = Math.min(2, onCarrier - (threatens(o.hex, o.facing, c.hex) ? 1 : 0));
    const cdice = 3 + (c.role === 'striker' ? 1 : 0) - cthr;
    let best: Attack | null = null;
    const consider = (kind: 'slam' | 'snatch', reach: number, tokens: number): void => {
      // Where it can stand: its own hex when already beside the carrier, or a free hex in reach.
      for (let i = adjacent ? -1 : 0; i < free.length; i++) {
        const stays = i < 0;
        if (!stays && hexDist(o.hex, free[i]) > reach) continue;
        const thr = stays ? threatOn(s, o.hex, c.team, c.id) : freeThreat[i];
        let lose: number;
        let steal = 0;
        if (kind === 'slam') {
          const ad = 3 + (o.role === 'guard' ? 1 : 0) + (adjacent ? 0 : 1) - thr;
          const odds = opposed(ad, o.strength, cdice, c.speed);
          lose = c.steadfast ? 0 : odds.attackerSpectacular;
        } else {
          const ad = 3 + (o.role === 'striker' ? 1 : 0) - thr;
          const odds = opposed(ad, o.speed, cdice, c.speed);
          lose = odds.attackerWins;
          steal = odds.attackerSpectacular;
        }
        if (!best || lose > best.lose || (lose === best.lose && tokens < best.tokens)) best = { attacker: o.id, kind, tokens, lose, steal };
      }
    };
    const step = o.role === 'jack' ? 1 : o.move;
    if (o.role !== 'striker') consider('slam', step, 1);
    if (o.role !== 'guard') consider('snatch', step, 1);
    // A Jack may run first and then make its one-hex Slam or Snatch (two tokens, two actions).
    if (o.role === 'jack' && o.tokenActions === 0 && !adjacent) {
      consider('slam', o.move + 1, 2);
      consider('snatch', o.move + 1, 2);
    }
    if (best) out.push(best);
  }
  out.sort((a, b) => b.lose - a.lose || a.tokens - b.tokens);
  return out;
}

export interface CarrierRisk {
  /** Probability that the carrier loses the ball to the opponent's attacks. */
  lose: number;
  /** Probability that an attacker snatches it clean. */
  steal: number;
}

/**
 * Chance that carrier `c` loses the ball if the opponent spends up to `tokens` action tokens on it,
 * best attacks first, each opponent at most once (attacks treated as independent).
 */
export function carrierRisk(s: MatchState, c: PlayerRec, tokens: number): CarrierRisk {
  let keep = 1;
  let steal = 0;
  let left = tokens;
  for (const a of attacksOn(s, c)) {
    if (left <= 0) break;
    if (a.tokens > left) continue;
    left -= a.tokens;
    steal += keep * a.steal;
    keep *= 1 - a.lose;
  }
  return { lose: 1 - keep, steal };
}
