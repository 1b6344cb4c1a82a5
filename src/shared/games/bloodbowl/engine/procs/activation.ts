/**
 * One player's action (rules file, "Actions"): declared, then resolved a square or a block at a
 * time. Standing up comes first (3 squares; with MA below 3 a 4+ roll, after which only GFI
 * squares are left). Up to MA squares, then up to 2 GFI squares; a Blitz's block costs a square.
 */
import { isAdjacent, neighbours, passDistance, PITCH_TOPOLOGY, type SquareId } from '../../pitch/pitch';
import { GFI_TARGET, STAND_UP_TARGET } from '../../tables/agility';
import { carrier, isStanding, isTaken, occupancy, tackleZones } from '../board';
import { type Ctx, emit, playerOf, pop, push, turnover, writable } from '../context';
import type { Decision, Frame, MatchState, Player } from '../types';
import { foul } from './foul';
import type { Handler } from './handler';

type Activation = Extract<Frame, { kind: 'activation' }>;

export const GFI_SQUARES = 2;
export const STAND_UP_COST = 3;
export const MAX_PASS_DISTANCE = 13;

/** Each square's pass targets (every other square in range, in the pitch's order), found once. */
const PASS_TARGETS = new Map<SquareId, readonly SquareId[]>();

function passTargets(from: SquareId): readonly SquareId[] {
  let ts = PASS_TARGETS.get(from);
  if (ts === undefined) {
    ts = PITCH_TOPOLOGY.cells.filter((t) => t !== from && passDistance(from, t) <= MAX_PASS_DISTANCE);
    PASS_TARGETS.set(from, ts);
  }
  return ts;
}

function finished(s: MatchState, f: Activation): boolean {
  const p = playerOf(s, f.player);
  return f.done || s.turnover !== null || s.scored !== null || p.where !== 'pitch' || p.status !== 'standing';
}

export function activationDecisions(s: MatchState, f: Activation): Decision[] {
  const p = playerOf(s, f.player);
  const sq = p.square as SquareId;
  const out: Decision[] = [];
  const squaresLeft = f.used < p.ma + GFI_SQUARES;
  if (f.action !== 'block' && squaresLeft) {
    const taken = occupancy(s);
    const ns = neighbours(sq);
    // Index loops here and below: this listing runs after every step.
    for (let i = 0; i < ns.length; i++) {
      const n = ns[i] as SquareId;
      if (!isTaken(taken, n)) out.push({ kind: 'step', square: n });
    }
  }
  const mayBlock = !f.blocked && (f.action === 'block' || (f.action === 'blitz' && squaresLeft));
  const holds = carrier(s)?.id === p.id;
  const players = s.players;
  for (let i = 0; i < players.length; i++) {
    const o = players[i] as Player;
    if (o.where !== 'pitch' || o.square === null || o.id === p.id || !isAdjacent(o.square, sq)) continue;
    if (o.team !== p.team && mayBlock && isStanding(o)) out.push({ kind: 'block', target: o.id });
    if (o.team !== p.team && f.action === 'foul' && o.status !== 'standing') out.push({ kind: 'foul', target: o.id });
    if (o.team === p.team && f.action === 'hand-off' && holds && isStanding(o)) out.push({ kind: 'hand-off', target: o.id });
  }
  if (f.action === 'pass' && holds) {
    for (const t of passTargets(sq)) out.push({ kind: 'pass', square: t });
  }
  out.push({ kind: 'end-action' });
  if (s.turnTimer) out.push({ kind: 'time-up' });
  return out;
}

function start(ctx: Ctx, f: Activation): void {
  const s = ctx.s;
  const p = writable(ctx, f.player);
  f.started = true;
  p.acted = true;
  // Replaced, not written: states share it.
  if (f.action === 'blitz') s.used = { ...s.used, blitz: true };
  if (f.action === 'pass') s.used = { ...s.used, pass: true };
  if (f.action === 'hand-off') s.used = { ...s.used, handOff: true };
  if (f.action === 'foul') s.used = { ...s.used, foul: true };
  emit(ctx, { type: 'action', player: p.id, action: f.action });
  if (p.status !== 'prone') return;
  if (p.ma >= STAND_UP_COST) {
    p.status = 'standing';
    f.used = STAND_UP_COST;
    emit(ctx, { type: 'stand-up', player: p.id, square: p.square as SquareId });
    return;
  }
  push(ctx, { kind: 'test', test: 'stand-up', player: p.id, target: STAND_UP_TARGET, modifier: 0, roll: null, rerolled: false, asking: false });
}

export const activation: Handler<Activation> = {
  ask(s, f) {
    if (!f.started || f.result || finished(s, f)) return null;
    return { decider: playerOf(s, f.player).team, prompt: 'step', decisions: activationDecisions(s, f) };
  },
  run(ctx, f, d) {
    const s = ctx.s;
    const p = playerOf(s, f.player);
    if (!f.started) return start(ctx, f);
    if (f.result) {
      // The stand-up roll of a player with MA below 3: on a success he may only Go For It.
      const ok = f.result.ok;
      delete f.result;
      if (!ok) {
        f.done = true;
        return;
      }
      const up = writable(ctx, p.id);
      up.status = 'standing';
      f.used = up.ma;
      emit(ctx, { type: 'stand-up', player: up.id, square: up.square as SquareId });
      return;
    }
    if (d === null) return pop(ctx);
    const sq = p.square as SquareId;
    switch (d.kind) {
      case 'step':
        push(ctx, { kind: 'step', player: p.id, from: sq, to: d.square, gfi: f.used >= p.ma, dodge: tackleZones(s, sq, p.team) > 0, stage: 'gfi' });
        f.used++;
        return;
      case 'block': {
        f.blocked = true;
        const gfi = f.action === 'blitz' && f.used >= p.ma;
        if (f.action === 'blitz') f.used++;
        push(ctx, { kind: 'block', attacker: p.id, defender: d.target, dice: 0, chooser: p.team, faces: [], rerolled: false, stage: 'roll', face: null, pushed: [], downs: [], ball: null });
        if (gfi) push(ctx, { kind: 'test', test: 'gfi', player: p.id, target: GFI_TARGET, modifier: 0, roll: null, rerolled: false, asking: false });
        return;
      }
      case 'pass':
        f.done = true;
        push(ctx, { kind: 'pass', thrower: p.id, target: d.square, stage: 'intercept', fumble: false, interceptor: null });
        return;
      case 'hand-off':
        f.done = true;
        push(ctx, { kind: 'hand-off', giver: p.id, receiver: d.target, stage: 'catch' });
        return;
      case 'foul':
        f.done = true;
        foul(ctx, writable(ctx, p.id), writable(ctx, d.target));
        return;
      case 'time-up':
        f.done = true;
        turnover(ctx, 'time-up');
        return;
      default:
        f.done = true;
    }
  },
};
