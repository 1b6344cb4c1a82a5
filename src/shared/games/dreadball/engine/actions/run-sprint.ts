/**
 * Carrying out a move decision (Run, Sprint, and the movement part of Slam, Snatch and Throw):
 * step by step, with the Dodge and Sprint-extra rolls, a substitution in or out, a pick-up.
 */

import type { Direction } from '../../../../hex/axial';
import { type HexId, OFF_PITCH } from '../../pitch/pitch';
import { scatter } from '../ball/scatter';
import { looseBallHex, pl, threatCountRaw } from '../board';
import { fall } from '../falls';
import { validatePath } from '../movement';
import { emit, ownRecord, type Run } from '../run';
import { roleMods, rollSingle, testOf, threatMod, withCareer } from '../tests';
import type { ActionCtx, MatchState, PlayerRec, TestPreview } from '../types';
import { endAction } from './context';
import { computeMoveEnv } from './move-env';
import { pickUp } from './pick-up';
import { hasTarget } from './targets';

/**
 * The (123) test of a Dodge or a Sprint extra made leaving `fromHex`: `needed` is its number
 * among the action's rolls of that kind (ruling 2). Threats count against the hex being left.
 */
export function moveTest(s: MatchState, p: PlayerRec, kind: 'dodge' | 'sprint-extra', fromHex: HexId, needed: number): TestPreview {
  const t = testOf(p.id, kind, p.speed, 3, [...roleMods(p, 'striker'), ...threatMod(s, fromHex, p.team, -1)], needed);
  return p.career || s.upgrades ? withCareer(t, { s, p, test: kind, threats: threatCountRaw(s, fromHex, p.team, -1), attempt: needed }) : t;
}

function moveRoll(r: Run, pid: number, kind: 'dodge' | 'sprint-extra', fromHex: HexId): boolean {
  const a = r.ws.action as ActionCtx;
  const needed = kind === 'dodge' ? ++a.dodges : ++a.extras;
  return rollSingle(r, moveTest(r.ws, pl(r.ws, pid), kind, fromHex, needed)) >= needed;
}

export function doMove(r: Run, path: HexId[], facing: Direction): void {
  const ws = r.ws;
  const a = ws.action as ActionCtx;
  const pid = a.player;
  const units = r.units ?? validatePath(computeMoveEnv(ws, a), path, facing);
  if (typeof units === 'string') throw new Error(units);
  const picker = pl(ws, pid).role !== 'guard';
  for (const u of units) {
    let rolled = false;
    if (u.extra) {
      rolled = true;
      if (!moveRoll(r, pid, 'sprint-extra', u.from)) {
        a.used++;
        endAction(r);
        // A failed roll of his own: nobody is credited with the fall.
        fall(r, pid, u.kind === 'turn' || u.kind === 'exit' ? u.from : u.to, null);
        return;
      }
    }
    if (u.dodge) {
      rolled = true;
      if (!moveRoll(r, pid, 'dodge', u.from)) {
        a.used++;
        endAction(r);
        fall(r, pid, u.kind === 'exit' ? u.from : u.to, null);
        return;
      }
    }
    a.used++;
    a.movedOrTurned = true;
    if (u.kind === 'turn') {
      ownRecord(r, pid).facing = u.facing;
      emit(r, { type: 'turn', player: pid, facing: u.facing });
    } else if (u.kind === 'exit') {
      const me = ownRecord(r, pid);
      me.where = 'bench';
      me.hex = OFF_PITCH;
      me.down = false;
      me.facing = 0;
      emit(r, { type: 'substitution', player: pid, into: 'bench' });
      endAction(r);
      return;
    } else {
      const me = ownRecord(r, pid);
      me.hex = u.to;
      me.facing = u.facing;
      if (u.kind === 'enter') {
        me.where = 'pitch';
        me.down = false;
        emit(r, { type: 'substitution', player: pid, into: 'pitch' });
      }
      emit(r, { type: 'step', player: pid, from: u.from, to: u.to, facing: u.facing });
      if (u.ball && looseBallHex(ws) === u.to) {
        if (picker) {
          if (a.plan === 'run' && facing !== u.facing) {
            me.facing = facing;
            emit(r, { type: 'turn', player: pid, facing });
          }
          pickUp(r, pid);
          return;
        }
        scatter(r, u.to, false);
        rolled = true;
      }
    }
    if (rolled) return;
  }
  const p = pl(ws, pid);
  if (p.where === 'pitch' && a.plan === 'run' && p.facing !== facing) {
    ownRecord(r, pid).facing = facing;
    emit(r, { type: 'turn', player: pid, facing });
    a.movedOrTurned = true;
  }
  moveFinished(r);
}

function moveFinished(r: Run): void {
  const a = r.ws.action as ActionCtx;
  if (a.kind === 'run' || a.kind === 'sprint') {
    endAction(r);
    return;
  }
  if (!hasTarget(r.ws, a)) {
    endAction(r, true);
    return;
  }
  a.stage = 'target';
}
