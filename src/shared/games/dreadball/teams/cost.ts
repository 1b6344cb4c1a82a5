// Cost guidance for homebrew player types: what a stat line would cost if the rulebook priced it.
// The formula and its calibration against the stock types are in docs/rulings.md ("Homebrew cost
// guidance"); `cost.test.ts` prints the table and holds every stock type within COST_TOLERANCE.
import type { Ability, Role, Stats } from './roster';

/** What the formula reads of a player type (a stock PlayerType and a HomebrewType both fit). */
export interface CostedType {
  readonly role: Role;
  readonly stats: Stats;
  readonly abilities: readonly Ability[];
}

/** MC of a type with Move 5 and every target 4+, by role (a Striker is worth more: he scores). */
export const ROLE_BASE: Readonly<Record<Role, number>> = { guard: 10, jack: 9, striker: 11 };

/** MC per hex of Move above 5 (less below). */
export const MOVE_MC = 1;

/** MC per step of a target better than 4+ (less for worse), for the tests each role takes. */
export const TARGET_MC: Readonly<Record<Exclude<keyof Stats, 'move'>, number>> = { strength: 1.5, speed: 1, skill: 1, armour: 1 };

/**
 * Which targets a role's value depends on: a Guard never picks up, catches or throws (Skill), a
 * Striker never slams or counter-slams (Strength).
 */
const COUNTS: Readonly<Record<Role, ReadonlySet<keyof Stats>>> = {
  guard: new Set(['strength', 'speed', 'armour']),
  jack: new Set(['strength', 'speed', 'skill', 'armour']),
  striker: new Set(['speed', 'skill', 'armour']),
};

export const ABILITY_MC: Readonly<Record<Ability, number>> = { steadfast: 3 };

/** Every stock type's suggested cost is within this many MC of its book cost. */
export const COST_TOLERANCE = 1;

/** The cost the stats suggest, in whole MC (at least 1). */
export function suggestedCost(type: CostedType): number {
  const { stats } = type;
  let mc = ROLE_BASE[type.role] + MOVE_MC * (stats.move - 5);
  for (const stat of Object.keys(TARGET_MC) as (keyof typeof TARGET_MC)[]) {
    if (COUNTS[type.role].has(stat)) mc += TARGET_MC[stat] * (4 - stats[stat]);
  }
  for (const ability of new Set(type.abilities)) mc += ABILITY_MC[ability] ?? 0;
  return Math.max(1, Math.round(mc));
}

/**
 * A chosen cost is far below the suggestion when it is more than a quarter below it and at least
 * 2 MC below (so a 4 MC type priced at 3 is not "far" off).
 */
export function farBelowSuggested(cost: number, suggested: number): boolean {
  const gap = suggested - cost;
  return gap >= 2 && gap > suggested * 0.25;
}
