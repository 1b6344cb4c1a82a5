/**
 * The five skills as hooks: each says which tests it may re-roll and how often, and whether it
 * turns "defender stumbles" into a push. The engine asks these tables, never `skill === ...`.
 */
import type { Skill } from '../teams/skills';
import type { WritablePlayer } from './context';
import type { Player, TestName } from './types';

export interface SkillHooks {
  /** Tests (or 'block' for the block dice) a failure of which this skill may re-roll. */
  readonly rerolls: readonly (TestName | 'block')[];
  /** At most once per turn (Dodge), else once per roll. */
  readonly oncePerTurn: boolean;
  /** The defender's stumble is only a push. */
  readonly stumbleIsPush: boolean;
}

export const SKILL_HOOKS: Readonly<Record<Skill, SkillHooks>> = {
  Block: { rerolls: ['block'], oncePerTurn: false, stumbleIsPush: false },
  Catch: { rerolls: ['catch', 'interception'], oncePerTurn: false, stumbleIsPush: false },
  Dodge: { rerolls: ['dodge'], oncePerTurn: true, stumbleIsPush: true },
  Pass: { rerolls: ['pass'], oncePerTurn: false, stumbleIsPush: false },
  'Sure Hands': { rerolls: ['pick-up'], oncePerTurn: false, stumbleIsPush: false },
};

/** The skill of `p` that may re-roll this test now, if any. */
export function rerollSkill(p: Player, test: TestName | 'block'): Skill | null {
  for (const sk of p.skills) {
    const h = SKILL_HOOKS[sk];
    if (!h.rerolls.includes(test)) continue;
    if (h.oncePerTurn && p.usedDodge) continue;
    return sk;
  }
  return null;
}

export const stumbleIsPush = (p: Player): boolean => p.skills.some((sk) => SKILL_HOOKS[sk].stumbleIsPush);

/** Marks a once-per-turn skill used. */
export function useSkill(p: WritablePlayer, sk: Skill): void {
  if (SKILL_HOOKS[sk].oncePerTurn) p.usedDodge = true;
}
