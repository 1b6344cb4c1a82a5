/** The opposed roll of a Slam or a Snatch: the target ducks or counter-slams, both sides roll. */

import { compareOpposed } from '../../../../dice/test';
import { OFF_PITCH } from '../../pitch/pitch';
import { scatter } from '../ball/scatter';
import { faceTowards, pl } from '../board';
import { ask, emit, type Run, set } from '../run';
import { playerThreatens } from '../career/hooks';
import { chooseCoachDice, opposedOf, roleMods, roll, rollOf, threatMod, withCareer } from '../tests';
import type { ActionCtx, Decision, DefencePreview, MatchState, Modifier, PlayerRec, RollPreview } from '../types';
import { duckWin } from './duck';
import { slamWin } from './slam';

function defenceOptions(s: MatchState, a: PlayerRec, t: PlayerRec): Decision[] {
  const out: Decision[] = [{ kind: 'defend', choice: 'duck' }];
  if (t.role !== 'striker' && playerThreatens(t, a.hex)) out.push({ kind: 'defend', choice: 'counter-slam' });
  return out;
}

/** Both sides' rolls once the defence is chosen. */
export function clashRolls(s: MatchState, act: ActionCtx, a: PlayerRec, t: PlayerRec, kind: 'slam' | 'snatch', counter: boolean): { attack: RollPreview; defence: RollPreview } {
  const aMods: Modifier[] =
    kind === 'slam'
      ? [...roleMods(a, 'guard'), ...(act.adjacentAtStart.includes(t.id) ? [] : [{ reason: 'moved-adjacent' as const, dice: 1 }])]
      : roleMods(a, 'striker');
  aMods.push(...threatMod(s, a.hex, a.team, t.id));
  const dMods: Modifier[] = counter ? roleMods(t, 'guard') : roleMods(t, 'striker');
  dMods.push(...threatMod(s, t.hex, t.team, a.id));
  return {
    attack: withCareer(rollOf(a.id, kind, kind === 'slam' ? a.strength : a.speed, 3, aMods), { s, p: a, test: kind, opponent: t }),
    defence: withCareer(rollOf(t.id, counter ? 'counter-slam' : 'duck', counter ? t.strength : t.speed, 3, dMods), {
      s,
      p: t,
      test: counter ? 'counter-slam' : 'duck',
      opponent: a,
    }),
  };
}

/** The defender's roll for each defence open to him, against the attacker's (no coach dice chosen yet). */
export function defencePreviews(s: MatchState, act: ActionCtx, a: PlayerRec, t: PlayerRec, kind: 'slam' | 'snatch'): DefencePreview[] {
  return defenceOptions(s, a, t).map((o) => {
    const choice = o.kind === 'defend' ? o.choice : 'duck';
    const { attack, defence } = clashRolls(s, act, a, t, kind, choice === 'counter-slam');
    return { choice, test: opposedOf(defence, attack, null) };
  });
}

export function clash(r: Run, aid: number, tid: number, kind: 'slam' | 'snatch'): void {
  const ws = r.ws;
  const act = ws.action as ActionCtx;
  const a = pl(ws, aid);
  const t = pl(ws, tid);
  const options = defenceOptions(ws, a, t);
  const choice = ask(r, 'defence', t.team, tid, options, options.length > 1 ? { defences: defencePreviews(ws, act, a, t, kind) } : undefined);
  const counter = choice.kind === 'defend' && choice.choice === 'counter-slam';
  const { attack, defence } = clashRolls(ws, act, a, t, kind, counter);
  const ca = chooseCoachDice(r, opposedOf(attack, defence, null));
  const cd = chooseCoachDice(r, opposedOf(defence, attack, ca));
  const sa = roll(r, attack, ca, null);
  const sd = roll(r, defence, cd, null);
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
