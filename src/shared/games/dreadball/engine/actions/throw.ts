/** A Throw: a pass to a team-mate, a Strike at a Strike hex, or a throw at an opponent. */

import { STRIKE_ZONES, type StrikeZone } from '../../pitch/zones';
import { catchTest } from '../ball/catch';
import { scatter } from '../ball/scatter';
import { pl, sideOf, standingAt } from '../board';
import { emit, type Run } from '../run';
import { needing, rollSingle } from '../tests';
import type { ActionCtx, Decision } from '../types';
import { strike } from './strike';
import { throwAtOpponent } from './throw-at-opponent';
import { throwRoll } from './throw-dice';

export function doThrow(r: Run, aid: number, target: Decision): void {
  const ws = r.ws;
  const act = ws.action as ActionCtx;
  const a = pl(ws, aid);
  const lost = a.team === ws.rushing;
  if (target.kind === 'target-hex') {
    emit(r, { type: 'ball-thrown', player: aid, from: a.hex, to: target.hex, at: 'strike-hex' });
    const zone = STRIKE_ZONES.find((z) => z.strikeHex === target.hex && z.scoringSide === sideOf(ws, a.team)) as StrikeZone;
    const n = rollSingle(r, needing(throwRoll(ws, act, a, target.hex, true, -1), 1));
    if (n >= 1) {
      strike(r, aid, zone);
      return;
    }
    const blocker = standingAt(ws, target.hex);
    if (blocker && blocker.team !== a.team) {
      throwAtOpponent(r, aid, blocker.id);
      return;
    }
    scatter(r, target.hex, lost);
    return;
  }
  if (target.kind !== 'target') return;
  const t = pl(ws, target.player);
  emit(r, { type: 'ball-thrown', player: aid, from: a.hex, to: t.hex, at: t.team === a.team ? 'team-mate' : 'opponent' });
  if (t.team !== a.team) {
    throwAtOpponent(r, aid, t.id);
    return;
  }
  const n = rollSingle(r, needing(throwRoll(ws, act, a, t.hex, false, -1), 1));
  if (!catchTest(r, t.id, n)) scatter(r, t.hex, lost);
}
