// Entering teams in a new league: each becomes the league's own copy (campaign.md: a team evolves
// in its league and never changes the team in the team list), its players rookies with fresh,
// stable ids, its treasury what the 100 MC budget left unspent.
import { COACH_DIE_COST, MAX_PLAYERS, MIN_PLAYERS, TEAM_BUDGET } from '../games/dreadball/teams/roster';
import { drawRounds } from './fixtures';
import { raceOfTeam, typeOf } from './roster';
import type { TeamRace } from '../saves/schemas';
import { type Career, type League, type LeagueCoach, type LeagueFormat, type LeaguePlayer, type LeagueTeam, MAX_LEAGUE_TEAMS, MIN_LEAGUE_TEAMS } from './types';

export interface LeagueEntry {
  sourceId: string;
  name: string;
  shortName: string;
  race: TeamRace;
  players: readonly { typeId: string; name: string; number: number }[];
  coachDice: number;
  coach: LeagueCoach;
}

export interface NewLeague {
  name: string;
  format: LeagueFormat;
  seed: number;
  entries: readonly LeagueEntry[];
}

/** A league that cannot be made as asked; the message says what to change. */
export class LeagueInputError extends Error {
  override name = 'LeagueInputError';
}

export const emptyCareer = (): Career => ({ matches: 0, strikes: 0, points: 0, injured: 0, opponentsInjured: 0, mvp: 0 });

export function newPlayer(team: Pick<LeagueTeam, 'nextPlayer'>, typeId: string, name: string, number: number, joinedAsCover = false): LeaguePlayer {
  return {
    id: `p${team.nextPlayer}`,
    typeId,
    name,
    number,
    xp: 0,
    rank: 'rookie',
    upgrades: [],
    advances: 0,
    injuries: [],
    missesNext: false,
    status: 'active',
    joinedAsCover,
    career: emptyCareer(),
  };
}

function enter(entry: LeagueEntry, index: number): LeagueTeam {
  const team: LeagueTeam = {
    id: `t${index + 1}`,
    sourceId: entry.sourceId,
    name: entry.name,
    shortName: entry.shortName,
    race: entry.race,
    coach: entry.coach,
    coachDice: entry.coachDice,
    treasury: 0,
    players: [],
    upgrades: [],
    nextPlayer: 1,
  };
  const race = raceOfTeam(team);
  if (entry.players.length < MIN_PLAYERS || entry.players.length > MAX_PLAYERS) {
    throw new LeagueInputError(`${entry.name} has ${entry.players.length} players: a team needs ${MIN_PLAYERS} to ${MAX_PLAYERS}`);
  }
  let spent = entry.coachDice * COACH_DIE_COST;
  for (const p of entry.players) {
    spent += typeOf(race, p.typeId).cost;
    team.players.push(newPlayer(team, p.typeId, p.name, p.number));
    team.nextPlayer++;
  }
  // A team over budget (a homebrew one, say) starts with nothing to spend rather than a debt.
  team.treasury = Math.max(0, TEAM_BUDGET - spent);
  return team;
}

export function createLeague(input: NewLeague): League {
  const n = input.entries.length;
  if (n < MIN_LEAGUE_TEAMS || n > MAX_LEAGUE_TEAMS) {
    throw new LeagueInputError(`a league has ${MIN_LEAGUE_TEAMS} to ${MAX_LEAGUE_TEAMS} teams, not ${n}`);
  }
  if (!Number.isInteger(input.seed) || input.seed < 0 || input.seed > 0xffffffff) {
    throw new LeagueInputError(`the league's seed must be a whole number from 0 to 4294967295, not ${input.seed}`);
  }
  const teams = input.entries.map(enter);
  return { name: input.name, format: input.format, seed: input.seed, teams, rounds: drawRounds(n, input.format, input.seed), pending: null };
}
