/**
 * The coach's route finder: for a player about to move, the most likely way to every square he
 * can reach this action, counting the GFI, dodge and pick-up tests on the way. The odds are the
 * engine's own (agility table, modifiers and testOdds), not a second model; re-rolls are left out
 * except a skill that re-rolls every such test (Dodge, Sure Hands), so routes are planned a little
 * pessimistically.
 */
import { neighbours, PITCH_LENGTH, PITCH_WIDTH, type SquareId, type TeamIndex } from '../pitch/pitch';
import { agilityTarget, DODGE_MODIFIER, GFI_TARGET, PICK_UP_MODIFIER } from '../tables/agility';
import { testOdds } from '../odds/tests';
import { GFI_SQUARES } from '../engine/procs/activation';
import type { MatchState, Player } from '../engine/types';

const CELLS = PITCH_LENGTH * PITCH_WIDTH;

/** Opposing tackle zones on every square, for a player of `team`. */
export function tackleZoneMap(s: MatchState, team: TeamIndex): Int8Array {
  const tz = new Int8Array(CELLS);
  for (const o of s.players) {
    if (o.team === team || o.where !== 'pitch' || o.status !== 'standing' || o.square === null) continue;
    for (const n of neighbours(o.square)) tz[n]++;
  }
  return tz;
}

export function occupiedMap(s: MatchState): Uint8Array {
  const occ = new Uint8Array(CELLS);
  for (const p of s.players) if (p.where === 'pitch' && p.square !== null) occ[p.square] = 1;
  return occ;
}

export interface Route {
  readonly square: SquareId;
  /** P(every test on the way passes). */
  readonly p: number;
  /** The squares stepped into, in order (empty: stay). */
  readonly path: readonly SquareId[];
}

export interface RouteOptions {
  /** Squares already used this action (0 before the first step). */
  readonly used: number;
  /** Whether stepping onto a loose ball (a pick-up) is allowed; otherwise its square is avoided. */
  readonly pickUp: boolean;
  /** Squares where the route stops (a touchdown, the ball picked up). */
  readonly stopAt?: (sq: SquareId) => boolean;
  /** Keep GFI squares in reserve (a Blitz's block may need one). */
  readonly reserve?: number;
}

const has = (p: Player, skill: string): boolean => p.skills.includes(skill as never);

/** Best route to every reachable square (most likely first found on ties: the fewest squares). */
export function routes(s: MatchState, p: Player, o: RouteOptions): Map<SquareId, Route> {
  const start = p.square as SquareId;
  const tz = tackleZoneMap(s, p.team);
  const occ = occupiedMap(s);
  occ[start] = 0;
  const ball = s.ball.at === 'ground' ? s.ball.square : -1;
  const budget = p.ma + GFI_SQUARES - o.used - (o.reserve ?? 0);
  const gfiP = testOdds(GFI_TARGET, 0).success;
  const target = agilityTarget(p.ag);
  const dodgeRr = has(p, 'Dodge') && !p.usedDodge;
  const best = new Float64Array(CELLS).fill(-1);
  // Per layer k+1: each square's predecessor in layer k, so a path is rebuilt layer by layer.
  const froms: Map<SquareId, SquareId>[] = [];
  const bestLayer = new Int8Array(CELLS);
  best[start] = 1;
  let layer: SquareId[] = [start];
  const layerP = new Map<SquareId, number>([[start, 1]]);
  for (let k = 0; k < budget && layer.length > 0; k++) {
    const next = new Map<SquareId, number>();
    const from = new Map<SquareId, SquareId>();
    for (const a of layer) {
      if (a !== start && o.stopAt?.(a)) continue;
      const pa = layerP.get(a) ?? 0;
      for (const b of neighbours(a)) {
        if (occ[b]) continue;
        if (b === ball && !o.pickUp) continue;
        let q = pa;
        if (o.used + k >= p.ma) q *= gfiP;
        if (tz[a] > 0) {
          const d = testOdds(target, DODGE_MODIFIER - tz[b]);
          q *= dodgeRr ? d.successWithReroll : d.success;
        }
        if (b === ball) {
          const u = testOdds(target, PICK_UP_MODIFIER - tz[b]);
          q *= has(p, 'Sure Hands') ? u.successWithReroll : u.success;
        }
        if (q > (next.get(b) ?? -1)) {
          next.set(b, q);
          from.set(b, a);
        }
      }
    }
    froms.push(from);
    layer = [];
    layerP.clear();
    // A square reached no better than before is still expanded from this layer: a longer route
    // may lead further.
    for (const [b, q] of next) {
      layer.push(b);
      layerP.set(b, q);
      if (q > best[b] + 1e-12) {
        best[b] = q;
        bestLayer[b] = k + 1;
      }
    }
  }
  const out = new Map<SquareId, Route>();
  for (let sq = 0; sq < CELLS; sq++) {
    if (best[sq] < 0) continue;
    const path: SquareId[] = [];
    let at = sq;
    for (let k = bestLayer[sq]; k > 0; k--) {
      path.push(at);
      at = froms[k - 1]?.get(at) as SquareId;
    }
    if (at !== start) continue;
    path.reverse();
    out.set(sq, { square: sq, p: best[sq], path });
  }
  return out;
}
