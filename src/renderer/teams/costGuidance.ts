// The homebrew editor's cost guidance for one draft player type: the suggested cost while the
// stats can be read, and whether the chosen cost is far below it.
import { farBelowSuggested, suggestedCost } from '../../shared/games/dreadball/teams/cost';
import type { DraftType } from './draft';

export interface CostGuidance {
  suggested: number;
  /** The chosen cost is a whole number far below the suggestion (a warning, never a refusal). */
  farBelow: boolean;
}

/** Undefined while Move is not a number in 3..8 (the field shows its own error then). */
export function costGuidance(type: DraftType): CostGuidance | undefined {
  if (!Number.isInteger(type.move) || type.move < 3 || type.move > 8) return undefined;
  const suggested = suggestedCost({
    role: type.role,
    stats: { move: type.move, strength: type.strength, speed: type.speed, skill: type.skill, armour: type.armour },
    abilities: type.steadfast ? ['steadfast'] : [],
  });
  return { suggested, farBelow: Number.isInteger(type.cost) && type.cost >= 1 && farBelowSuggested(type.cost, suggested) };
}
