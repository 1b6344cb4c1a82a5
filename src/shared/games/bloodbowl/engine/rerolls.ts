/**
 * Which re-rolls a failed roll may take (rules file, "Re-rolls"): a team re-roll at most once per
 * team turn, only in the team's own turn, for its own player on the pitch; a skill as its hooks
 * say. A die is never re-rolled twice: the caller offers nothing once a roll was re-rolled.
 */
import { rerollSkill, useSkill } from './skills';
import type { Ctx } from './context';
import { emit, writable, writableTeam } from './context';
import type { Decision, MatchState, Player, TestName } from './types';

export function teamRerollOpen(s: MatchState, p: Player): boolean {
  const t = s.teams[p.team];
  return s.acting === p.team && p.where === 'pitch' && !t.rerollUsedThisTurn && t.rerollsLeft > 0;
}

/** The re-roll question's decisions, or [] when no re-roll can be taken. */
export function rerollChoices(s: MatchState, p: Player, test: TestName | 'block'): Decision[] {
  const out: Decision[] = [];
  if (rerollSkill(p, test) !== null) out.push({ kind: 'reroll', use: 'skill' });
  if (teamRerollOpen(s, p)) out.push({ kind: 'reroll', use: 'team' });
  if (out.length > 0) out.push({ kind: 'reroll', use: 'none' });
  return out;
}

/** Spends the chosen re-roll and says so (a skill's use is marked on the working copy's player). */
export function spendReroll(ctx: Ctx, p: Player, test: TestName | 'block', use: 'team' | 'skill'): void {
  if (use === 'team') {
    const t = writableTeam(ctx, p.team);
    t.rerollsLeft--;
    t.rerollUsedThisTurn = true;
    emit(ctx, { type: 'reroll', player: p.id, test, use, skill: null });
    return;
  }
  const sk = rerollSkill(p, test);
  if (sk === null) throw new RangeError(`player ${p.id} has no skill to re-roll ${test}`);
  useSkill(writable(ctx, p.id), sk);
  emit(ctx, { type: 'reroll', player: p.id, test, use, skill: sk });
}
