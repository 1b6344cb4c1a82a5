/**
 * Rolling a test: the dice after modifiers (role bonus, threat penalty), the coach-dice question
 * asked first, the roll itself and the `test` event that shows every face. The same roll
 * descriptions (`RollPreview`) feed the odds shown before a roll, so the two cannot drift apart.
 */

import { type DieFace, rollTest } from '../../../dice/test';
import type { HexId } from '../pitch/pitch';
import { pl, threatCount } from './board';
import { careerMods, rerollOneBy, type TestQuery } from './career/hooks';
import { ask, emit, type Run } from './run';
import { coachOf } from './state';
import type { Decision, GameEvent, MatchState, Modifier, OpposedRoll, PlayerRec, RollPreview, TeamIx, TestKind, TestPreview } from './types';

export function threatMod(s: MatchState, hex: HexId, team: TeamIx, ignore: number): Modifier[] {
  const n = threatCount(s, hex, team, ignore);
  return n > 0 ? [{ reason: 'threat', dice: -n }] : [];
}

export function roleMods(p: PlayerRec, role: 'guard' | 'striker'): Modifier[] {
  return p.role === role ? [{ reason: role, dice: 1 }] : [];
}

/**
 * A roll with what careers add (`career/hooks.ts`): injuries, abilities, team upgrades and a
 * re-roll of a 1. The same object comes back untouched when there is nothing to add, so a
 * match without careers rolls exactly as before.
 */
export function withCareer<T extends RollPreview>(t: T, q: TestQuery): T {
  if (!q.p.career && !q.opponent?.career && !q.s.upgrades) return t;
  const extra = careerMods(q);
  const reroll = rerollOneBy(q.p, q.test);
  if (extra.length === 0 && !reroll) return t;
  const modifiers = [...t.modifiers, ...extra];
  const out: T = { ...t, modifiers, dice: diceAfter(t.base, modifiers) };
  if (reroll) out.rerollOne = reroll;
  return out;
}

/** Dice after modifiers, never below 0 (coach dice come on top). */
export function diceAfter(base: number, modifiers: readonly Modifier[]): number {
  let dice = base;
  for (const m of modifiers) dice += m.dice;
  return dice < 0 ? 0 : dice;
}

export function rollOf(player: number, test: TestKind, target: number, base: number, modifiers: Modifier[]): RollPreview {
  return { player, test, target, base, modifiers, dice: diceAfter(base, modifiers) };
}

export function testOf(player: number, test: TestKind, target: number, base: number, modifiers: Modifier[], needed: number): TestPreview {
  return { player, test, target, base, modifiers, dice: diceAfter(base, modifiers), needed };
}

/** One side of an opposed test, seen from its own coach: `theirs` is the other side (coach dice so far). */
export function opposedOf(mine: RollPreview, theirs: RollPreview | null, theirCoachDice: number | null): TestPreview {
  const against: OpposedRoll | null = theirs ? (bare(theirs) ? { player: theirs.player, test: theirs.test, target: theirs.target, base: theirs.base, modifiers: theirs.modifiers, dice: theirs.dice, coachDice: theirCoachDice } : { ...theirs, coachDice: theirCoachDice }) : null;
  if (bare(mine)) return { player: mine.player, test: mine.test, target: mine.target, base: mine.base, modifiers: mine.modifiers, dice: mine.dice, needed: null, against };
  return { ...mine, needed: null, against };
}

/** `t` as a test needing `needed` successes: `{ ...t, needed }`, copied field by field when it is plain. */
export function needing(t: RollPreview, needed: number): TestPreview {
  if (bare(t)) return { player: t.player, test: t.test, target: t.target, base: t.base, modifiers: t.modifiers, dice: t.dice, needed };
  return { ...t, needed };
}

/**
 * A roll with only the six fields `rollOf` gives, in its order: copied field by field, which gives
 * the object spread's very keys and order several times faster (anything more is spread).
 */
function bare(t: RollPreview): boolean {
  const x = t as Partial<TestPreview & OpposedRoll>;
  return x.rerollOne === undefined && x.needed === undefined && x.against === undefined && x.coachDice === undefined;
}

/** Asks the rolling player's coach how many coach dice to add to `test` (not asked with none left). */
export function chooseCoachDice(r: Run, test: TestPreview): number {
  const pid = test.player;
  const team = pl(r.ws, pid).team;
  const have = r.ws.coachDice[team];
  if (have <= 0) return 0;
  const options: Decision[] = [];
  for (let n = 0; n <= have; n++) options.push({ kind: 'coach-dice', count: n });
  const d = ask(r, 'coach-dice', team, pid, options, { test });
  const n = d.kind === 'coach-dice' ? d.count : 0;
  if (n > 0) {
    r.ws.coachDice[team] = have - n;
    emit(r, { type: 'coach-dice-spent', coach: coachOf(team), count: n, left: have - n });
  }
  return n;
}

/**
 * Rolls `t` with `coach` coach dice; `needed` null for an opposed test. Returns the successes.
 * `cause` is given for an armour test only: who caused the damage it is tested against.
 */
export function roll(r: Run, t: RollPreview, coach: number, needed: number | null, cause?: number | null): number {
  const dice = t.dice;
  const res = dice + coach > 0 ? rollTest(r.dice, dice, coach, t.target, t.rerollOne !== undefined) : { faces: [], successes: 0, rerolled: -1 };
  const successes = res.successes;
  const outcome = needed === null ? 'opposed' : successes >= 2 * needed ? 'spectacular' : successes >= needed ? 'pass' : 'fail';
  const e: Extract<GameEvent, { type: 'test' }> = {
    type: 'test',
    player: t.player,
    test: t.test,
    target: t.target,
    base: t.base,
    modifiers: t.modifiers,
    dice,
    coachDice: coach,
    faces: res.faces as DieFace[],
    successes,
    needed,
    outcome,
  };
  if (cause !== undefined) e.cause = cause;
  if (t.rerollOne && res.rerolled !== undefined && res.rerolled >= 0) e.reroll = { ability: t.rerollOne, die: res.rerolled };
  emit(r, e);
  return successes;
}

/** A (1) or (123) test of one player, with the coach-dice question first (`cause`: see `roll`). */
export function rollSingle(r: Run, t: TestPreview, cause?: number | null): number {
  const coach = chooseCoachDice(r, t);
  return roll(r, t, coach, t.needed, cause);
}

export function single(r: Run, pid: number, test: TestKind, target: number, base: number, modifiers: Modifier[], needed: number, cause?: number | null): number {
  return rollSingle(r, testOf(pid, test, target, base, modifiers, needed), cause);
}
