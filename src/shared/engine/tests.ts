/**
 * Rolling a test: the dice after modifiers (role bonus, threat penalty), the coach-dice question
 * asked first, the roll itself and the `test` event that shows every face.
 */

import { type DieFace, rollTest } from '../dice/test';
import type { HexId } from '../pitch/pitch';
import { pl, threatCount } from './board';
import { ask, emit, type Run } from './run';
import { coachOf } from './state';
import type { Decision, MatchState, Modifier, PlayerRec, TeamIx, TestKind } from './types';

export function threatMod(s: MatchState, hex: HexId, team: TeamIx, ignore: number): Modifier[] {
  const n = threatCount(s, hex, team, ignore);
  return n > 0 ? [{ reason: 'threat', dice: -n }] : [];
}

export function chooseCoachDice(r: Run, pid: number): number {
  const team = pl(r.ws, pid).team;
  const have = r.ws.coachDice[team];
  if (have <= 0) return 0;
  const options: Decision[] = [];
  for (let n = 0; n <= have; n++) options.push({ kind: 'coach-dice', count: n });
  const d = ask(r, 'coach-dice', team, pid, options);
  const n = d.kind === 'coach-dice' ? d.count : 0;
  if (n > 0) {
    r.ws.coachDice[team] = have - n;
    emit(r, { type: 'coach-dice-spent', coach: coachOf(team), count: n, left: have - n });
  }
  return n;
}

export function roll(r: Run, pid: number, test: TestKind, target: number, base: number, modifiers: Modifier[], coach: number, needed: number | null): number {
  let dice = base;
  for (const m of modifiers) dice += m.dice;
  if (dice < 0) dice = 0;
  const res = dice + coach > 0 ? rollTest(r.dice, dice, coach, target) : { faces: [], successes: 0 };
  const successes = res.successes;
  const outcome = needed === null ? 'opposed' : successes >= 2 * needed ? 'spectacular' : successes >= needed ? 'pass' : 'fail';
  emit(r, { type: 'test', player: pid, test, target, base, modifiers, dice, coachDice: coach, faces: res.faces as DieFace[], successes, needed, outcome });
  return successes;
}

/** A (1) or (123) test of one player, with the coach-dice question first. */
export function single(r: Run, pid: number, test: TestKind, target: number, base: number, modifiers: Modifier[], needed: number): number {
  const coach = chooseCoachDice(r, pid);
  return roll(r, pid, test, target, base, modifiers, coach, needed);
}

export function roleMods(p: PlayerRec, role: 'guard' | 'striker'): Modifier[] {
  return p.role === role ? [{ reason: role, dice: 1 }] : [];
}
