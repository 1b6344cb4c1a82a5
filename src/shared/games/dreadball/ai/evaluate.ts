import { probAtLeast } from '../../../dice/odds';
import { type StrikeFrom, strikeZoneHexes } from '../engine/preview';
import type { MatchState, PlayerRec, TeamIx } from '../engine/types';
import { ACCESS_HEX, STRIKE_ZONES, type Side } from '../pitch/zones';
import { hexDist, seesHex, threatens } from './geometry';
import { NEIGHBOURS, OFF_PITCH, PITCH_SIZE } from '../pitch/pitch';

/**
 * Static evaluation of a match position from one team's point of view, in "centi-points": a
 * scored point is worth 100. Every term is symmetric (what is good for one team counts against
 * the other), so evaluate(s, 0) === -evaluate(s, 1) except for the tiny token term.
 */
export const WEIGHTS = {
  point: 100,
  win: 10000,
  /** Value of an expected point of scoring potential (a chance, not a point on the board). */
  potential: 55,
  possession: 45,
  standing: 14,
  down: 7,
  bench: 5,
  cagePerZone: 1.5,
  strikerBonus: 2,
  coachDie: 8,
  /** Opponent standing in front of the carrier, able to slam or snatch it next. */
  carrierAdjThreat: 14,
  /** Opponent slammer or snatcher within reach of the carrier. */
  carrierNearThreat: 5,
  carrierEscort: 3,
  exposed: 2.5,
  exposedStriker: 3,
  looseBall: 22,
  ballPull: 0.8,
  carrierPull: 1.2,
  token: 0.2,
  carrierDistance: 4,
} as const;

/**
 * Hard's value of a Strike in sudden death, in points (`evaluate`'s `suddenDeathStrike`): any
 * Strike wins there, so every zone counts the same. 4 is a judgement, not a fit: the win should
 * weigh several one-point leads, yet stay on the scale of the positions before it, which the
 * match's 10,000 is not. On the same 156 sudden deaths against hard-v1, 2 and 8 did worse
 * (docs/ai.md, "Hard in sudden death").
 */
export const SUDDEN_DEATH_STRIKE = 4;

/**
 * What every Strike counts in position `s` for a coach who values sudden death's Strike at
 * `suddenDeathStrike` points: that, in sudden death; 0 (each zone its own points) otherwise or
 * for the levels that do not (0). The evaluation, the static throw and the facings ask this.
 */
export function strikeWorth(s: MatchState, suddenDeathStrike = 0): number {
  return s.suddenDeath ? suddenDeathStrike : 0;
}

const P1 = ((): Float64Array => {
  const t = new Float64Array(16 * 7);
  for (let d = 0; d < 16; d++) for (let tg = 2; tg <= 6; tg++) t[d * 7 + tg] = d === 0 ? 0 : probAtLeast(d, tg, 1);
  return t;
})();

/** P(at least one success) with `dice` dice at `target` (`dice/odds.ts`, tabled: it is asked constantly). */
export function p1(dice: number, target: number): number {
  if (dice <= 0) return 0;
  return P1[Math.min(dice, 15) * 7 + target];
}

export function sideOfTeam(s: MatchState, t: TeamIx): Side {
  return s.home === t ? 'home' : 'away';
}

/** Actions a carrier needs to reach a hex `d` away and throw from it. */
function actionsToThrow(c: PlayerRec, d: number): number {
  const step = c.role === 'jack' ? 1 : c.move;
  if (d <= step) return 1;
  return 1 + Math.ceil((d - step) / (2 * c.move));
}

export interface ScoringChance {
  /** Expected points of the best throw. */
  ev: number;
  /** Actions needed to make it. */
  actions: number;
  hex: number;
  strikeHex: number;
  points: number;
  p: number;
}

interface ZoneEntry {
  throws: readonly StrikeFrom[];
  /** `bestChance` by the carrier's hex and facing (hex * 6 + facing). */
  best: Map<number, ScoringChance | null>;
}

const ZONE_CACHE_SIZE = 4096;
const zoneCache = new Map<string, ZoneEntry>();

/** Per side, 1 on every hex next to (or in) a Strike zone that side scores in: only a player there can threaten a zone hex. */
const NEAR_ZONE: Readonly<Record<Side, Uint8Array>> = (() => {
  const out = { home: new Uint8Array(PITCH_SIZE), away: new Uint8Array(PITCH_SIZE) };
  for (const z of STRIKE_ZONES) {
    for (const h of z.hexes) {
      out[z.scoringSide][h] = 1;
      for (let d = 0; d < 6; d++) {
        const n = NEIGHBOURS[h * 6 + d];
        if (n !== OFF_PITCH) out[z.scoringSide][n] = 1;
      }
    }
  }
  return out;
})();

/**
 * The zone throws of carrier `c` and the memo of his best Strike. What they depend on is who he
 * is, which side he scores on, and the standing opponents next to a zone hex (where they stand
 * and face: the threats). His own hex does not count, `strikeZoneHexes` moves him to every zone
 * hex in turn, and neither does an opponent further away, who threatens no zone hex. So every
 * move ranked for his team-mates, and every hex he may run to, asks one question. Null in a
 * match with careers or team upgrades, whose hooks may read more of the state: those ask the
 * engine every time.
 */
function zoneEntry(s: MatchState, c: PlayerRec): ZoneEntry | null {
  if (s.upgrades || c.career || s.home === -1) return null;
  const side = sideOfTeam(s, c.team);
  const near = NEAR_ZONE[side];
  // The key's parts as numbers first: a static ranking asks about the same carrier and zone
  // guards hundreds of times in a row, and comparing numbers is cheaper than building the key.
  const parts = keyParts;
  parts[0] = c.id;
  parts[1] = c.where === 'dead' ? 1 : 0;
  parts[2] = c.skill;
  parts[3] = c.move;
  parts[4] = side === 'home' ? 0 : 1;
  let n = 5;
  for (const p of s.players) {
    if (p.career) return null;
    if (p.team !== c.team && p.where === 'pitch' && !p.down && near[p.hex] === 1) {
      parts[n] = p.id;
      parts[n + 1] = p.hex;
      parts[n + 2] = p.facing;
      n += 3;
    }
  }
  if (lastEntry && n === lastLen && c.role === lastRole && sameParts(n)) return lastEntry;
  let key = `${c.id},${parts[1]},${c.role},${c.skill},${c.move},${side}`;
  for (let i = 5; i < n; i += 3) key += `|${parts[i]}:${parts[i + 1]}:${parts[i + 2]}`;
  let e = zoneCache.get(key);
  if (!e) {
    if (zoneCache.size >= ZONE_CACHE_SIZE) zoneCache.clear();
    e = { throws: strikeZoneHexes(s, c.id), best: new Map() };
    zoneCache.set(key, e);
  }
  lastParts.set(parts.subarray(0, n));
  lastLen = n;
  lastRole = c.role;
  lastEntry = e;
  return e;
}

/** Scratch for `zoneEntry`'s key parts, and the parts and entry of the last question asked. */
const keyParts = new Int32Array(5 + 3 * 64);
const lastParts = new Int32Array(5 + 3 * 64);
let lastLen = -1;
let lastRole = '';
let lastEntry: ZoneEntry | null = null;

function sameParts(n: number): boolean {
  for (let i = 0; i < n; i++) if (keyParts[i] !== lastParts[i]) return false;
  return true;
}

/**
 * The carrier's best Strike: over every zone hex it can reach, expected points of the throw. The
 * throw's dice are the engine's (`strikeZoneHexes`: distance, Striker, Strike hex, threats where he
 * would throw from, one die less after moving or turning in the throwing action).
 */
export function bestChance(s: MatchState, c: PlayerRec, maxActions = 6, strikePoints = 0): ScoringChance | null {
  const entry = zoneEntry(s, c);
  if (!entry) return chanceFrom(strikeZoneHexes(s, c.id), c, maxActions, strikePoints);
  if (maxActions !== 6) return chanceFrom(entry.throws, c, maxActions, strikePoints);
  // Hex and facing, and whether every zone counts the same (sudden death) or by its points.
  const at = (c.hex * 6 + c.facing) * 2 + (strikePoints > 0 ? 1 : 0);
  let best = entry.best.get(at);
  if (best === undefined) {
    best = chanceFrom(entry.throws, c, maxActions, strikePoints);
    entry.best.set(at, best);
  }
  return best;
}

/** `strikePoints` > 0: every Strike counts that many points, whatever the zone (sudden death). */
function chanceFrom(throws: readonly StrikeFrom[], c: PlayerRec, maxActions: number, strikePoints: number): ScoringChance | null {
  let best: ScoringChance | null = null;
  let bestScore = -1;
  for (const z of throws) {
    const h = z.hex;
    const d = hexDist(c.hex, h);
    const points = strikePoints > 0 ? strikePoints : z.points;
    // Throw in one action (moving or turning first costs a die), or walk there, then throw standing.
    const oneGo = actionsToThrow(c, d);
    const throwNow = d > 0 || !seesHex(c.hex, c.facing, z.strikeHex) ? z.moved : z.still;
    const pMoving = p1(throwNow.dice, throwNow.target);
    const walk = d === 0 ? 99 : (d <= c.move ? 1 : 1 + Math.ceil((d - c.move) / (2 * c.move))) + 1;
    const pStill = p1(z.still.dice, z.still.target);
    const useWalk = walk <= maxActions && pStill * (1 - 0.12 * (walk - 1)) > pMoving * (1 - 0.12 * (oneGo - 1));
    const actions = useWalk ? walk : oneGo;
    if (actions > maxActions) continue;
    const p = useWalk ? pStill : pMoving;
    const ev = points * p;
    // Prefer what can be done sooner: each extra action costs a little.
    const score = ev * (1 - 0.12 * (actions - 1));
    if (score > bestScore) {
      bestScore = score;
      best = { ev, actions, hex: h, strikeHex: z.strikeHex, points, p };
    }
  }
  return best;
}

function ballValue(s: MatchState, c: PlayerRec, rushing: TeamIx | -1, tokens: number, strikePoints: number): number {
  const W = WEIGHTS;
  let v = W.possession;
  const mine = rushing === c.team;
  let adj = 0;
  let near = 0;
  let escort = 0;
  for (const o of s.players) {
    if (o.where !== 'pitch' || o.down || o.id === c.id) continue;
    const d = hexDist(o.hex, c.hex);
    if (o.team === c.team) {
      if (d === 1) escort++;
      continue;
    }
    if (d === 1 && threatens(o.hex, o.facing, c.hex)) adj++;
    else if (d <= o.move + 1) near++;
  }
  const danger = W.carrierAdjThreat * adj + W.carrierNearThreat * Math.min(near, 4) - W.carrierEscort * Math.min(escort, 3);
  const chance = bestChance(s, c, 6, strikePoints);
  if (chance) {
    let f: number;
    const avail = Math.min(tokens, 2 - c.tokenActions);
    if (mine && chance.actions <= avail) f = 0.95;
    else if (mine) f = 0.5 * Math.pow(0.75, Math.max(0, chance.actions - 2));
    // The opponent rushes first: the carrier must survive it, then act next rush.
    else f = (0.6 * Math.pow(0.75, Math.max(0, chance.actions - 2))) / (1 + 0.5 * adj + 0.15 * near);
    v += W.potential * chance.ev * f;
    // A gradient towards the throwing hex, so that every hex closer counts even when the
    // number of actions needed does not change.
    v -= W.carrierDistance * Math.min(hexDist(c.hex, chance.hex), 20);
  }
  v -= mine ? danger * 0.5 : danger;
  return v;
}

/** Per team, per hex: how many of its standing non-Strikers have the hex in front (scratch, reused). */
const threatScratch = new Uint8Array(2 * PITCH_SIZE);

/** Counted once per position, so a player's exposure is a lookup instead of a pass over everyone. */
function slamThreats(s: MatchState): Uint8Array {
  threatScratch.fill(0);
  for (const q of s.players) {
    if (q.where !== 'pitch' || q.down || q.role === 'striker') continue;
    const at = q.team * PITCH_SIZE;
    const base = q.hex * 6;
    const f = q.facing;
    // The three hexes in front, without an array a player (evaluate runs thousands of times a decision).
    for (let k = 5; k <= 7; k++) {
      const n = NEIGHBOURS[base + ((f + k) % 6)];
      if (n !== OFF_PITCH) threatScratch[at + n]++;
    }
  }
  return threatScratch;
}

/** `evaluate`'s per-team scratch: bench places still worth a substitute, and a player on the own access hex. */
const benchRoomScratch = new Int8Array(2);
const onAccessScratch = new Uint8Array(2);

/**
 * Position value for team `t`.
 *
 * `suddenDeathStrike` (Hard's, 0 for the other levels): in sudden death the first Strike wins,
 * whatever its zone, and the match may still last 14 rushes. With the win counted at 10,000 and
 * the positions before it in hundreds, a throw at any odds would beat carrying the ball closer
 * first, and an opponent's Strike threat, which the static reply counts in points, would weigh
 * next to nothing. So in sudden death every Strike counts this many points, in the scoring
 * potential and in the match it ends, and the bench counts nothing (no substitute comes on).
 */
export function evaluate(s: MatchState, t: TeamIx, suddenDeathStrike = 0): number {
  const W = WEIGHTS;
  const o: TeamIx = t === 0 ? 1 : 0;
  if (s.phase === 'over') {
    const w = s.result?.winner ?? null;
    const diff = (s.score[t] - s.score[o]) * W.point;
    if (w === null) return diff;
    const won = w === (t === 0 ? 'A' : 'B');
    if (suddenDeathStrike > 0 && s.result?.reason.startsWith('sudden-death')) return (won ? 1 : -1) * suddenDeathStrike * W.point;
    return (won ? W.win : -W.win) + diff;
  }
  let v = (s.score[t] - s.score[o]) * W.point;
  if (s.phase !== 'rush') return v;
  const strikePoints = strikeWorth(s, suddenDeathStrike);
  const rushing: TeamIx | -1 = s.rushEnd === null ? s.rushing : -1;
  const tokens = s.tokens;
  // Reused per-team counters, not new arrays: evaluate runs thousands of times a decision.
  const benchRoom = benchRoomScratch;
  const onAccess = onAccessScratch;
  benchRoom[0] = 6;
  benchRoom[1] = 6;
  onAccess[0] = 0;
  onAccess[1] = 0;
  for (const p of s.players) if (p.where === 'pitch') benchRoom[p.team]--;
  const carrier = s.ball.carrier >= 0 ? s.players[s.ball.carrier] : null;
  const loose = s.ball.carrier < 0 ? s.ball.hex : -1;
  let nearT = 99;
  let nearO = 99;
  const threatsOn = slamThreats(s);
  const access0 = ACCESS_HEX[sideOfTeam(s, 0)];
  const access1 = ACCESS_HEX[sideOfTeam(s, 1)];
  for (const p of s.players) {
    const sign = p.team === t ? 1 : -1;
    let pv = 0;
    if (p.where === 'pitch') {
      if (p.hex === (p.team === 0 ? access0 : access1)) onAccess[p.team] = 1;
      if (p.down) pv += W.down;
      else {
        pv += W.standing + (p.role === 'striker' ? W.strikerBonus : 0);
        // Exposure: standing opponents in front of him who may slam next.
        const threat = threatsOn[(p.team === 0 ? 1 : 0) * PITCH_SIZE + p.hex];
        if (threat > 0) pv -= threat * (p.role === 'striker' ? W.exposedStriker + W.exposed : W.exposed) * (rushing === p.team ? 0.5 : 1);
        if (loose >= 0 && p.role !== 'guard') {
          const d = hexDist(p.hex, loose);
          if (p.team === t) nearT = Math.min(nearT, d);
          else nearO = Math.min(nearO, d);
          pv -= W.ballPull * Math.min(d, 10);
        } else if (carrier && carrier.team !== p.team) {
          pv -= W.carrierPull * Math.min(hexDist(p.hex, carrier.hex), 10);
        }
      }
    } else if (p.where === 'bench') {
      if (benchRoom[p.team] > 0 && strikePoints === 0) {
        pv += W.bench;
        benchRoom[p.team]--;
      }
    } else if (p.where === 'cage') pv -= W.cagePerZone * p.cage;
    v += sign * pv;
  }
  if (carrier) {
    const bv = ballValue(s, carrier, rushing, tokens, strikePoints);
    v += carrier.team === t ? bv : -bv;
  } else if (loose >= 0) {
    // Whoever acts next gets a head start of a few hexes.
    const tempo = rushing === t && tokens > 0 ? 3 : rushing === o && tokens > 0 ? -3 : 0;
    v += W.looseBall * Math.tanh((nearO - nearT + tempo) / 3);
  }
  v += (s.coachDice[t] - s.coachDice[o]) * W.coachDie;
  if (rushing === t) v += tokens * W.token;
  else if (rushing === o) v -= tokens * W.token;
  // Keep the own access hex free for substitutes (one hex, so at most one player a team).
  if (onAccess[t] && benchRoom[t] > 0) v += -1;
  if (onAccess[o] && benchRoom[o] > 0) v += 1;
  return v;
}
