/** Throwing the ball at an opponent: he ducks if he can see it coming; a hit pushes him. */

import { compareOpposed } from '../../dice/test';
import { scatter } from '../ball/scatter';
import { pl } from '../board';
import { armour, knockDown } from '../falls';
import { emit, type Run } from '../run';
import { axialOf, dirBetween, dist, inFront } from '../tables';
import { chooseCoachDice, roleMods, roll, threatMod } from '../tests';
import type { ActionCtx } from '../types';
import { duckWin } from './duck';
import { doPush } from './push';
import { throwDice, throwMods } from './throw-dice';

export function throwAtOpponent(r: Run, aid: number, tid: number): void {
  const ws = r.ws;
  const act = ws.action as ActionCtx;
  const a = pl(ws, aid);
  const t = pl(ws, tid);
  const canDuck = inFront(t.hex, t.facing, axialOf(a.hex));
  const ca = chooseCoachDice(r, aid);
  const cd = canDuck ? chooseCoachDice(r, tid) : 0;
  const sa = roll(r, aid, 'throw', a.skill, throwDice(dist(a.hex, t.hex)), throwMods(ws, act, a, false, tid), ca, null);
  const dMods = [...roleMods(t, 'striker'), ...threatMod(ws, t.hex, t.team, aid)];
  const sd = canDuck ? roll(r, tid, 'duck', t.speed, 3, dMods, cd, null) : 0;
  const res = compareOpposed(sa, sd);
  emit(r, { type: 'clash', attacker: aid, defender: tid, attackerSuccesses: sa, defenderSuccesses: sd, winner: res.winner, spectacular: res.spectacular, margin: res.margin });
  const origin = t.hex;
  if (res.winner === 'attacker') {
    const adj = dirBetween(a.hex, t.hex);
    const dir = adj !== -1 ? adj : inFront(t.hex, t.facing, axialOf(a.hex)) ? (t.facing + 3) % 6 : t.facing;
    doPush(r, tid, dir, a.team);
    if (res.spectacular) {
      knockDown(r, tid);
      armour(r, tid, res.margin);
    }
  } else if (res.winner === 'defender' && res.spectacular && canDuck) duckWin(r, tid, aid, true, false);
  scatter(r, origin, false);
  if (a.team === ws.rushing && ws.phase === 'rush') ws.rushEnd = 'throw-at-opponent';
}
