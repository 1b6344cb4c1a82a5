/** Picking up a loose ball at the end of a move; a spectacular gives a free Run or Throw. */

import { OFF_PITCH } from '../../pitch/pitch';
import { scatter } from '../ball/scatter';
import { pl } from '../board';
import { offerFree } from '../flow/free-offers';
import { emit, type Run } from '../run';
import { roleMods, single, threatMod } from '../tests';
import type { ActionCtx, Modifier } from '../types';
import { endAction } from './context';

export function pickUp(r: Run, pid: number): void {
  const ws = r.ws;
  const p = pl(ws, pid);
  const a = ws.action as ActionCtx;
  const mods: Modifier[] = [...roleMods(p, 'striker'), ...threatMod(ws, p.hex, p.team, -1)];
  if (a.kind === 'sprint') mods.push({ reason: 'sprinting', dice: -1 });
  const n = single(r, pid, 'pick-up', p.skill, 3, mods, 1);
  endAction(r);
  if (n >= 1) {
    ws.ball = { hex: OFF_PITCH, carrier: pid };
    emit(r, { type: 'ball-held', player: pid, how: 'pick-up' });
    if (n >= 2) offerFree(r, pid, ['run', 'throw']);
  } else {
    scatter(r, p.hex, p.team === ws.rushing);
  }
}
