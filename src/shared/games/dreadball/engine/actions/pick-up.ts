/** Picking up a loose ball at the end of a move; a spectacular gives a free Run or Throw. */

import { type HexId, OFF_PITCH } from '../../pitch/pitch';
import { scatter } from '../ball/scatter';
import { pl } from '../board';
import { offerFree } from '../flow/free-offers';
import { emit, type Run } from '../run';
import { roleMods, rollSingle, testOf, threatMod, withCareer } from '../tests';
import type { ActionCtx, MatchState, Modifier, PlayerRec, TestPreview } from '../types';
import { endAction } from './context';

/** The (1) test of picking the ball up on `hex`; a Sprint loses a die. */
export function pickUpTest(s: MatchState, p: PlayerRec, a: ActionCtx, hex: HexId): TestPreview {
  const mods: Modifier[] = [...roleMods(p, 'striker'), ...threatMod(s, hex, p.team, -1)];
  if (a.kind === 'sprint') mods.push({ reason: 'sprinting', dice: -1 });
  return withCareer(testOf(p.id, 'pick-up', p.skill, 3, mods, 1), { s, p, test: 'pick-up' });
}

export function pickUp(r: Run, pid: number): void {
  const ws = r.ws;
  const p = pl(ws, pid);
  const a = ws.action as ActionCtx;
  const n = rollSingle(r, pickUpTest(ws, p, a, p.hex));
  endAction(r);
  if (n >= 1) {
    ws.ball = { hex: OFF_PITCH, carrier: pid };
    emit(r, { type: 'ball-held', player: pid, how: 'pick-up' });
    if (n >= 2) offerFree(r, pid, ['run', 'throw']);
  } else {
    scatter(r, p.hex, p.team === ws.rushing);
  }
}
