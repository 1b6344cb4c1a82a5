// The team as the save file stores it (src/shared/saves/schemas.ts, `teamContentSchema`, which
// follows `CustomTeam`) <-> `CustomTeam` as the rules and the builder use it. Saving trims the
// names the coach typed and writes colours in lower case; loading copies.
import { COACH_DIE_COST, raceOf, teamCost, type CustomTeam, type Role } from '../../shared/games/dreadball/teams';

export interface StoredType {
  id: string;
  name: string;
  role: Role;
  stats: { move: number; strength: number; speed: number; skill: number; armour: number };
  cost: number;
  max: number;
  abilities: 'steadfast'[];
}

/** The parts of a team file the coach edits (`TeamContent`). */
export interface StoredTeamContent {
  name: string;
  shortName: string;
  colours: { primary: string; secondary: string };
  emblem: string;
  race: { kind: 'stock'; raceId: string } | { kind: 'homebrew'; name: string; types: StoredType[] };
  players: { id: string; typeId: string; name: string; number: number }[];
  coachDice: number;
}

/** A stored team: its content plus the id (and whatever else the file carries). */
export type StoredTeam = StoredTeamContent & { id: string };

export function teamToStored(team: CustomTeam): StoredTeamContent {
  const race = team.race;
  return {
    name: team.name.trim(),
    shortName: team.shortName,
    colours: { primary: team.colours.primary.toLowerCase(), secondary: team.colours.secondary.toLowerCase() },
    emblem: team.emblem,
    race:
      race.kind === 'stock'
        ? { kind: 'stock', raceId: race.raceId }
        : {
            kind: 'homebrew',
            name: race.name.trim(),
            types: race.types.map((t) => ({
              id: t.id,
              name: t.name.trim(),
              role: t.role,
              stats: { ...t.stats },
              cost: t.cost,
              max: t.max,
              abilities: t.abilities.filter((a) => a === 'steadfast'),
            })),
          },
    players: team.players.map((p) => ({ id: p.id, typeId: p.typeId, name: p.name.trim(), number: p.number })),
    coachDice: team.coachDice,
  };
}

export function storedToTeam(stored: StoredTeam): CustomTeam {
  const race = stored.race;
  return {
    id: stored.id,
    name: stored.name,
    shortName: stored.shortName,
    colours: { primary: stored.colours.primary, secondary: stored.colours.secondary },
    emblem: stored.emblem,
    race:
      race.kind === 'stock'
        ? { kind: 'stock', raceId: race.raceId }
        : {
            kind: 'homebrew',
            name: race.name,
            types: race.types.map((t) => ({
              id: t.id,
              name: t.name,
              role: t.role,
              stats: { ...t.stats },
              cost: t.cost,
              max: t.max,
              abilities: [...t.abilities],
            })),
          },
    players: stored.players.map((p) => ({ id: p.id, typeId: p.typeId, name: p.name, number: p.number })),
    coachDice: stored.coachDice,
  };
}

/** What the list shows of a custom team. */
export interface TeamSummary {
  id: string;
  /** The game the team is for. */
  game: 'dreadball' | 'bloodbowl' | 'rulerball';
  name: string;
  shortName: string;
  emblem: string;
  colours: { primary: string; secondary: string };
  /** Stock race id, or undefined for a homebrew race. */
  raceId: string | undefined;
  /** Homebrew race name (raceId undefined). */
  raceName: string;
  homebrew: boolean;
  playerCount: number;
  /** MC spent: players plus coach dice (Blood Bowl: gold, players plus re-rolls; Rülerball: upgrade points). */
  value: number;
  /** Coach dice (Blood Bowl: team re-rolls). */
  coachDice: number;
  /** An unfinished match plays with this team. */
  inUse: boolean;
}

export function summarize(team: CustomTeam, inUse: boolean): TeamSummary {
  let value: number;
  let raceName = '';
  try {
    value = teamCost(team);
    raceName = raceOf(team).raceName;
  } catch {
    value = team.coachDice * COACH_DIE_COST;
  }
  return {
    id: team.id,
    game: 'dreadball',
    name: team.name,
    shortName: team.shortName,
    emblem: team.emblem,
    colours: team.colours,
    raceId: team.race.kind === 'stock' ? team.race.raceId : undefined,
    raceName,
    homebrew: team.race.kind === 'homebrew',
    playerCount: team.players.length,
    value,
    coachDice: team.coachDice,
    inUse,
  };
}
