/**
 * Moves the coach routes himself: through waypoints he picks, and the reach of an action before he
 * declares it. Both are previews over the engine's own movement code (listMoves, validatePath), so
 * a routed path is one the engine accepts as it is (any legal path is a legal move, not only the
 * listed fewest-rolls ones).
 */

import type { Direction } from '../../../../hex/axial';
import { OFF_PITCH, type HexId } from '../../pitch/pitch';
import { moveEnv } from '../actions/move-env';
import { applyDecision } from '../door';
import { legalDecisions } from '../legal';
import { listMoves } from '../move-search';
import { maxCost, validatePath, type MoveEnv, type MoveUnit } from '../movement';
import type { ActionKind, Decision, MatchState, MoveRoll } from '../types';
import { moveRolls } from './move';

type MoveDecision = Extract<Decision, { kind: 'move' }>;

const rollsIn = (units: readonly MoveUnit[]): number => units.reduce((n, u) => n + (u.dodge ? 1 : 0) + (u.extra ? 1 : 0), 0);

/** The movement view from a waypoint: the mover stands there, facing as he arrived, with what is left. */
function fromWaypoint(env: MoveEnv, units: readonly MoveUnit[]): MoveEnv {
  const last = units[units.length - 1] as MoveUnit;
  const occ = env.occ.slice();
  // The mover no longer stands where he started; his new hex is free to him (`start`).
  if (env.start !== OFF_PITCH) occ[env.start] = 0;
  const extraUsed = units.some((u) => u.extra);
  return {
    ...env,
    occ,
    start: last.to,
    facing: last.facing,
    remaining: Math.max(0, env.remaining - units.length),
    extras: env.extras && !extraUsed,
  };
}

/** The cheapest way to a hex from `env`: fewest rolls, then fewest units. */
function bestLeg(env: MoveEnv, to: HexId): { path: HexId[]; units: MoveUnit[] } | null {
  let best: { path: HexId[]; units: MoveUnit[]; rolls: number } | null = null;
  for (const d of listMoves(env)) {
    if (d.kind !== 'move' || d.path.length === 0 || d.path[d.path.length - 1] !== to) continue;
    const units = validatePath(env, d.path, d.facing);
    if (typeof units === 'string') continue;
    const rolls = rollsIn(units);
    if (!best || rolls < best.rolls || (rolls === best.rolls && units.length < best.units.length)) best = { path: [...d.path], units, rolls };
  }
  return best;
}

/**
 * Every move of the current move question that passes through `via` in order, each leg the
 * fewest-rolls route (ties: fewest units), ending on every hex still reachable after the last
 * waypoint; or why there is none. With no waypoints these are the legal moves.
 */
export function movesVia(s: MatchState, via: readonly HexId[]): MoveDecision[] | string {
  const a = s.action;
  if (s.phase !== 'rush' || s.prompt || s.freeActions.length > 0 || !a || a.stage !== 'move') return 'no move is being asked for';
  // moveEnv hands out shared scratch arrays: keep a copy of its own.
  const shared = moveEnv(s, a);
  const start: MoveEnv = { ...shared, occ: shared.occ.slice(), threatened: shared.threatened.slice() };
  let env = start;
  const prefix: HexId[] = [];
  for (const w of via) {
    if (w === OFF_PITCH) return 'the bench cannot be a waypoint';
    if (maxCost(env) === 0) return 'no movement is left after the waypoints';
    const leg = bestLeg(env, w);
    if (!leg) return `hex ${w} cannot be reached through the waypoints before it`;
    const last = leg.units[leg.units.length - 1] as MoveUnit;
    if (last.ball && env.picker) return 'picking up the ball ends the move';
    prefix.push(...leg.path);
    env = fromWaypoint(env, leg.units);
  }
  if (via.length === 0) return listMoves(start).filter((d): d is MoveDecision => d.kind === 'move');
  const out: MoveDecision[] = [];
  // Ending on the last waypoint itself, in any facing the movement left still pays for.
  const ends = maxCost(env) > 0 ? listMoves(env) : [];
  const candidates: { path: HexId[]; facing: Direction }[] = [{ path: [], facing: env.facing }];
  for (const d of ends) if (d.kind === 'move') candidates.push({ path: [...d.path], facing: d.facing });
  const seen = new Set<string>();
  for (const c of candidates) {
    const path = [...prefix, ...c.path];
    const key = `${path.join(',')}/${c.facing}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // The whole route is checked from the real start, as the engine will check it.
    if (typeof validatePath(start, path, c.facing) !== 'string') out.push({ kind: 'move', path, facing: c.facing });
  }
  return out;
}

/** One hex a declared action could reach: the rolls of its fewest-rolls path. */
export interface ReachHex {
  hex: HexId;
  rolls: MoveRoll[];
}

/**
 * What declaring `action` for `player` would let him reach, before the coach spends the token:
 * the move question that would follow, by end hex. Null when the action is not legal now, when
 * declaring it rolls dice (nothing may be revealed by a preview) or when no move follows.
 */
export function reachPreview(s: MatchState, player: number, action: ActionKind): ReachHex[] | null {
  const declare: Decision = { kind: 'action', player, action };
  if (s.prompt || s.action || s.phase !== 'rush') return null;
  if (!legalDecisions(s).decisions.some((d) => d.kind === 'action' && d.player === player && d.action === action)) return null;
  const r = applyDecision(s, declare);
  if (!r.ok || r.revealedDice) return null;
  const next = legalDecisions(r.state);
  if (next.prompt !== 'move') return null;
  const out = new Map<HexId, ReachHex>();
  for (const d of next.decisions) {
    if (d.kind !== 'move' || d.path.length === 0) continue;
    const hex = d.path[d.path.length - 1] as HexId;
    if (hex === OFF_PITCH || out.has(hex)) continue;
    const rolls = moveRolls(r.state, d.path, d.facing);
    if (typeof rolls !== 'string') out.set(hex, { hex, rolls });
  }
  return [...out.values()];
}
