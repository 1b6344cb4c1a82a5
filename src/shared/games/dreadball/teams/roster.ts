/** Player roles: what actions a figure may take (Slam: Jack/Guard; Snatch, Throw, pick-up: Jack/Striker). */
export type Role = 'guard' | 'jack' | 'striker';

export const ROLES: readonly Role[] = ['guard', 'jack', 'striker'];

/** Abilities the engine knows. Steadfast: never knocked down by a slam. */
export type Ability = 'steadfast';

export const ABILITIES: readonly Ability[] = ['steadfast'];

/** Stat line of a player type. Targets are the die face needed for one success (2..6). */
export interface Stats {
  readonly move: number;
  readonly strength: number;
  readonly speed: number;
  readonly skill: number;
  readonly armour: number;
}

export interface PlayerType {
  /** Stable id within its race, e.g. "guard" or "orx-guard". */
  readonly id: string;
  readonly role: Role;
  /** Optional species name shown with the role (Orx, Goblin). */
  readonly species?: string;
  readonly stats: Stats;
  /** Cost in MC (mega credits). */
  readonly cost: number;
  /** Count in the stock starting team. */
  readonly start: number;
  /** Most of this type a team may have. */
  readonly max: number;
  readonly abilities: readonly Ability[];
}

export interface Race {
  readonly id: string;
  /** The stock team's name. */
  readonly teamName: string;
  readonly raceName: string;
  readonly coachDice: number;
  readonly types: readonly PlayerType[];
  readonly homebrew: boolean;
}

/** Team-building limits (rules file section 5). */
export const TEAM_BUDGET = 100;
export const COACH_DIE_COST = 6;
export const MAX_COACH_DICE = 7;
export const MIN_PLAYERS = 6;
export const MAX_PLAYERS = 14;
/** Most players of one side on the pitch at once. */
export const MAX_ON_PITCH = 6;
