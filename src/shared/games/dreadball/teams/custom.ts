import type { Ability, Race, Role, Stats } from './roster';
import { stockRace } from './stock';
import type { TeamSheet } from './team';

/** A player type a coach defines for a homebrew race. */
export interface HomebrewType {
  readonly id: string;
  readonly name: string;
  readonly role: Role;
  readonly stats: Stats;
  readonly cost: number;
  readonly max: number;
  readonly abilities: readonly Ability[];
}

export type CustomRace =
  | { readonly kind: 'stock'; readonly raceId: string }
  | { readonly kind: 'homebrew'; readonly name: string; readonly types: readonly HomebrewType[] };

export interface TeamColours {
  /** `#rrggbb` */
  readonly primary: string;
  readonly secondary: string;
}

/** A coach's own team as the team builder edits it and the save file stores it. */
export interface CustomTeam {
  readonly id: string;
  readonly name: string;
  /** Three letters shown on the pitch. */
  readonly shortName: string;
  readonly colours: TeamColours;
  /** Id of one of the emblems the app draws. */
  readonly emblem: string;
  readonly race: CustomRace;
  readonly players: readonly { readonly id: string; readonly typeId: string; readonly name: string; readonly number: number }[];
  readonly coachDice: number;
}

/** The race a custom team plays: a stock race, or the coach's homebrew stat lines. */
export function raceOf(team: CustomTeam): Race {
  if (team.race.kind === 'stock') return stockRace(team.race.raceId);
  return {
    id: `homebrew-${team.id}`,
    teamName: team.name,
    raceName: team.race.name,
    coachDice: 0,
    homebrew: true,
    types: team.race.types.map((t) => ({
      id: t.id,
      role: t.role,
      species: t.name,
      stats: t.stats,
      cost: t.cost,
      start: 0,
      max: t.max,
      abilities: t.abilities,
    })),
  };
}

/** What a match needs from a custom team. */
export function sheetOf(team: CustomTeam): TeamSheet {
  return {
    id: team.id,
    name: team.name,
    shortName: team.shortName,
    race: raceOf(team),
    players: team.players,
    coachDice: team.coachDice,
  };
}
