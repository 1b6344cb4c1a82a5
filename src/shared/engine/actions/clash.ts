/** The opposed roll of a Slam or a Snatch: the target ducks or counter-slams, both sides roll. */

import { compareOpposed } from '../../dice/test';
import { OFF_PITCH } from '../../pitch/pitch';
import { scatter } from '../ball/scatter';
import { faceTowards, pl } from '../board';
import { ask, emit, type Run, set } from '../run';
import { threatensId } from '../tables';
import { chooseCoachDice, roleMods, roll, threatMod } from '../tests';
import type { ActionCtx, Decision, MatchState, Modifier, PlayerRec } from '../types';
import { duckWin } from './duck';
import { slamWin } from './slam';

function defenceOptions(s: MatchState, a: PlayerRec, t: PlayerRec): Decision[] {
  const out: Decision[] = [{ kind: 'defend', choice: 'duck' }];
  if (t.role !== 'striker' && threatensId(t.hex, t.facing, a.hex)) out.push({ kind: 'defend', choice: 'counter-slam' });
  return out;
}

export function clash(r: Run, aid: number, tid: number, kind: 'slam' | 'snatch'): void {
  const ws = r.ws;
  const act = ws.action as ActionCtx;
  const a = pl(ws, aid);
  const t = pl(ws, tid);
  const choice = ask(r, 'defence', t.team, tid, defenceOptions(ws, a, t));
  const counter = choice.kind === 'defend' && choice.choice === 'counter-slam';
  const aMods: Modifier[] =
    kind === 'slam'
      ? [...roleMods(a, 'guard'), ...(act.adjacentAtStart.includes(tid) ? [] : [{ reason: 'moved-adjacent' as const, dice: 1 }])]
      : roleMods(a, 'striker');
  aMods.push(...threatMod(ws, a.hex, a.team, tid));
  const dMods: Modifier[] = counter ? roleMods(t, 'guard') : roleMods(t, 'striker');
  dMods.push(...threatMod(ws, t.hex, t.team, aid));
  const ca = chooseCoachDice(r, aid);
  const cd = chooseCoachDice(r, tid);
  const sa = roll(r, aid, kind, kind === 'slam' ? a.strength : a.speed, 3, aMods, ca, null);
  const sd = roll(r, tid, counter ? 'counter-slam' : 'duck', counter ? t.strength : t.speed, 3, dMods, cd, null);
  const res = compareOpposed(sa, sd);
  emit(r, { type: 'clash', attacker: aid, defender: tid, attackerSuccesses: sa, defenderSuccesses: sd, winner: res.winner, spectacular: res.spectacular, margin: res.margin });
  if (res.winner === 'tie') {
    set(r, aid, { facing: faceTowards(a.hex, t.hex) });
    set(r, tid, { facing: faceTowards(t.hex, a.hex) });
  } else if (res.winner === 'attacker') {
    if (kind === 'slam') slamWin(r, aid, tid, res.spectacular, res.margin);
    else if (res.spectacular) {
      ws.ball = { hex: OFF_PITCH, carrier: aid };
      emit(r, { type: 'ball-held', player: aid, how: 'snatch' });
    } else scatter(r, t.hex, t.team === ws.rushing);
  } else if (counter) slamWin(r, tid, aid, res.spectacular, res.margin);
  else duckWin(r, tid, aid, res.spectacular, true);
}
