/** The action being resolved: its context when declared, and its end. */

import { sprintHexes } from '../career/hooks';
import { emit, type Run } from '../run';
import { dist } from '../tables';
import type { ActionCtx, ActionKind, MatchState, PlayerRec } from '../types';

function adjacentOpponents(s: MatchState, p: PlayerRec): number[] {
  const out: number[] = [];
  if (p.where !== 'pitch') return out;
  for (const o of s.players) if (o.team !== p.team && o.where === 'pitch' && !o.down && dist(o.hex, p.hex) === 1) out.push(o.id);
  return out;
}

export function makeCtx(s: MatchState, p: PlayerRec, kind: ActionKind, free: boolean): ActionCtx {
  const jackStep = p.role === 'jack' && (kind === 'slam' || kind === 'snatch' || kind === 'throw');
  const plan = kind === 'sprint' ? 'sprint' : 'run';
  // Speed Trials adds its hexes to a Sprint (career/hooks.ts); nothing without team upgrades.
  const allowance = jackStep ? 1 : kind === 'sprint' ? 2 * p.move + (s.upgrades ? sprintHexes(s, p) : 0) : p.move;
  return {
    player: p.id,
    kind,
    free,
    stage: 'move',
    plan,
    allowance,
    extrasAllowed: !jackStep,
    used: 0,
    dodges: 0,
    extras: 0,
    movedOrTurned: false,
    adjacentAtStart: adjacentOpponents(s, p),
  };
}

export function endAction(r: Run, noTarget = false): void {
  const a = r.ws.action;
  if (!a) return;
  if (noTarget) emit(r, { type: 'no-target', player: a.player });
  emit(r, { type: 'action-end', player: a.player });
  r.ws.action = null;
}
