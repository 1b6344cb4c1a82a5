/** Throwing the ball at an opponent: he ducks if he can see it coming; a hit pushes him. */

import { compareOpposed } from '../../../../dice/test';
import { scatter } from '../ball/scatter';
import { pl } from '../board';
import { armour, knockDown } from '../falls';
import { emit, type Run } from '../run';
import { axialOf, dirBetween, inFront } from '../tables';
import { chooseCoachDice, opposedOf, roleMods, roll, rollOf, threatMod, withCareer } from '../tests';
import type { ActionCtx, MatchState, PlayerRec, RollPreview } from '../types';
import { duckWin } from './duck';
import { doPush } from './push';
import { throwRoll } from './throw-dice';

/** The throw, and the duck when the opponent can see it coming (null: he cannot, 0 successes). */
export function throwAtRolls(s: MatchState, act: ActionCtx, a: PlayerRec, t: PlayerRec): { attack: RollPreview; duck: RollPreview | null } {
  const canDuck = inFront(t.hex, t.facing, axialOf(a.hex));
  const attack = throwRoll(s, act, a, t.hex, false, t.id);
  const duck = canDuck ? withCareer(rollOf(t.id, 'duck', t.speed, 3, [...roleMods(t, 'striker'), ...threatMod(s, t.hex, t.team, a.id)]), { s, p: t, test: 'duck', opponent: a }) : null;
  return { attack, duck };
}

export function throwAtOpponent(r: Run, aid: number, tid: number): void {
  const ws = r.ws;
  const act = ws.action as ActionCtx;
  const a = pl(ws, aid);
  const t = pl(ws, tid);
  const { attack, duck } = throwAtRolls(ws, act, a, t);
  const canDuck = duck !== null;
  const ca = chooseCoachDice(r, opposedOf(attack, duck, null));
  const cd = duck ? chooseCoachDice(r, opposedOf(duck, attack, ca)) : 0;
  const sa = roll(r, attack, ca, null);
  const sd = duck ? roll(r, duck, cd, null) : 0;
  const res = compareOpposed(sa, sd);
  emit(r, { type: 'clash', attacker: aid, defender: tid, attackerSuccesses: sa, defenderSuccesses: sd, winner: res.winner, spectacular: res.spectacular, margin: res.margin });
  const origin = t.hex;
  if (res.winner === 'attacker') {
    const adj = dirBetween(a.hex, t.hex);
    const dir = adj !== -1 ? adj : inFront(t.hex, t.facing, axialOf(a.hex)) ? (t.facing + 3) % 6 : t.facing;
    doPush(r, tid, dir, a.team);
    if (res.spectacular) {
      knockDown(r, tid, aid);
      armour(r, tid, res.margin, aid, false);
    }
  } else if (res.winner === 'defender' && res.spectacular && canDuck) duckWin(r, tid, aid, true, false);
  scatter(r, origin, false);
  if (a.team === ws.rushing && ws.phase === 'rush') ws.rushEnd = 'throw-at-opponent';
}
