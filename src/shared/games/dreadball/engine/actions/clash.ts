/** The opposed roll of a Slam or a Snatch: the target ducks or counter-slams, both sides roll. */

import { compareOpposed } from '../../../../dice/test';
import { OFF_PITCH } from '../../pitch/pitch';
import { scatter } from '../ball/scatter';
import { faceTowards, pl } from '../board';
import { ask, emit, type Run, set } from '../run';
import { afterDuckBeatsSlam, playerThreatens } from '../career/hooks';
import { dirBetween } from '../tables';
import { chooseCoachDice, opposedOf, roleMods, roll, rollOf, threatMod, withCareer } from '../tests';
import type { ActionCtx, CareerChoice, Decision, DefencePreview, MatchState, Modifier, PlayerRec, RollPreview } from '../types';
import { duckWin } from './duck';
import { doPush } from './push';
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

/** Both sides' coach dice and rolls, and the clash they make; on a tie the two turn to face each other. */
function opposed(r: Run, a: PlayerRec, t: PlayerRec, attack: RollPreview, defence: RollPreview): ReturnType<typeof compareOpposed> {
  const ca = chooseCoachDice(r, opposedOf(attack, defence, null));
  const cd = chooseCoachDice(r, opposedOf(defence, attack, ca));
  const sa = roll(r, attack, ca, null);
  const sd = roll(r, defence, cd, null);
  const res = compareOpposed(sa, sd);
  emit(r, { type: 'clash', attacker: a.id, defender: t.id, attackerSuccesses: sa, defenderSuccesses: sd, winner: res.winner, spectacular: res.spectacular, margin: res.margin });
  if (res.winner === 'tie') {
    set(r, a.id, { facing: faceTowards(a.hex, t.hex) });
    set(r, t.id, { facing: faceTowards(t.hex, a.hex) });
  }
  return res;
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
  const res = opposed(r, a, t, attack, defence);
  if (res.winner === 'tie') return;
  if (res.winner === 'attacker') {
    if (kind === 'slam') slamWin(r, aid, tid, res.spectacular, res.margin);
    else if (res.spectacular) {
      ws.ball = { hex: OFF_PITCH, carrier: aid };
      emit(r, { type: 'ball-held', player: aid, how: 'snatch' });
    } else scatter(r, t.hex, t.team === ws.rushing);
  } else if (counter) slamWin(r, tid, aid, res.spectacular, res.margin);
  else {
    duckWin(r, tid, aid, res.spectacular, true);
    if (kind === 'slam') for (const c of afterDuckBeatsSlam(pl(ws, tid))) duckAnswer(r, tid, aid, c);
  }
}

/** A yes-or-no question to `pid`'s coach: use this ability now? */
function useIt(r: Run, pid: number, ability: CareerChoice): boolean {
  const d = ask(r, 'career', pl(r.ws, pid).team, pid, [
    { kind: 'career', ability, use: true },
    { kind: 'career', ability, use: false },
  ]);
  return d.kind === 'career' && d.use;
}

/** After his Duck beats a Slam: Stiff Arm pushes the slammer, Counterattack slams him back. */
function duckAnswer(r: Run, kid: number, sid: number, c: CareerChoice): void {
  const ws = r.ws;
  const k = pl(ws, kid);
  const sl = pl(ws, sid);
  if (k.where !== 'pitch' || k.down || sl.where !== 'pitch') return;
  if (c === 'stiff-arm') {
    const dir = dirBetween(k.hex, sl.hex);
    if (dir === -1 || !useIt(r, kid, c)) return;
    emit(r, { type: 'career-used', player: kid, ability: c });
    doPush(r, sid, dir, k.team);
    return;
  }
  if (c !== 'counterattack' || sl.down || !playerThreatens(k, sl.hex) || ws.counterattacked?.includes(kid) || !useIt(r, kid, c)) return;
  ws.counterattacked = [...(ws.counterattacked ?? []), kid];
  emit(r, { type: 'career-used', player: kid, ability: c });
  counterattack(r, kid, sid);
}

/** Counterattack's rolls: a Slam at -1 die, without moving, against the slammer's defence. */
export function counterattackRolls(s: MatchState, k: PlayerRec, t: PlayerRec, counter: boolean): { attack: RollPreview; defence: RollPreview } {
  const aMods: Modifier[] = [...roleMods(k, 'guard'), { reason: 'counterattack', dice: -1 }, ...threatMod(s, k.hex, k.team, t.id)];
  const dMods: Modifier[] = counter ? roleMods(t, 'guard') : roleMods(t, 'striker');
  dMods.push(...threatMod(s, t.hex, t.team, k.id));
  return {
    attack: withCareer(rollOf(k.id, 'slam', k.strength, 3, aMods), { s, p: k, test: 'slam', opponent: t }),
    defence: withCareer(rollOf(t.id, counter ? 'counter-slam' : 'duck', counter ? t.strength : t.speed, 3, dMods), {
      s,
      p: t,
      test: counter ? 'counter-slam' : 'duck',
      opponent: k,
    }),
  };
}

/** The free Slam back: the slammer defends as any Slam target; a duck that beats it ends it there. */
function counterattack(r: Run, kid: number, sid: number): void {
  const ws = r.ws;
  const k = pl(ws, kid);
  const t = pl(ws, sid);
  const options = defenceOptions(ws, k, t);
  const previews = (): DefencePreview[] =>
    options.map((o) => {
      const choice = o.kind === 'defend' ? o.choice : 'duck';
      const { attack, defence } = counterattackRolls(ws, k, t, choice === 'counter-slam');
      return { choice, test: opposedOf(defence, attack, null) };
    });
  const choice = ask(r, 'defence', t.team, sid, options, options.length > 1 ? { defences: previews() } : undefined);
  const counter = choice.kind === 'defend' && choice.choice === 'counter-slam';
  const { attack, defence } = counterattackRolls(ws, k, t, counter);
  const res = opposed(r, k, t, attack, defence);
  if (res.winner === 'tie') return;
  if (res.winner === 'attacker') slamWin(r, kid, sid, res.spectacular, res.margin);
  else if (counter) slamWin(r, sid, kid, res.spectacular, res.margin);
  else duckWin(r, sid, kid, res.spectacular, true);
}
