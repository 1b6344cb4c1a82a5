// What the rules read off a league team: who is on the roster, who is available, the rank each
// player counts as, the team rating and the team-upgrade allowance.
import { raceOf } from '../games/dreadball/teams/custom';
import type { PlayerType, Race } from '../games/dreadball/teams/roster';
import { type Ability, careerIsEmpty, type CareerStat, type PlayerCareer } from '../games/dreadball/teams/career';
import type { TeamSheet } from '../games/dreadball/teams/team';
import type { LeaguePlayer, LeagueTeam, Rank } from './types';

/** The race a league team plays (stock or the coach's homebrew stat lines). */
export function raceOfTeam(team: Pick<LeagueTeam, 'sourceId' | 'name' | 'race'>): Race {
  return raceOf({ id: team.sourceId, name: team.name, race: team.race, shortName: '', colours: { primary: '#000000', secondary: '#ffffff' }, emblem: '', players: [], coachDice: 0 });
}

export function typeOf(race: Race, typeId: string): PlayerType {
  const type = race.types.find((t) => t.id === typeId);
  if (!type) throw new RangeError(`the race ${race.id} has no player type ${typeId}`);
  return type;
}

/** Players on the roster (not dead, not retired), in roster order. */
export function onRoster(team: LeagueTeam): LeaguePlayer[] {
  return team.players.filter((p) => p.status === 'active');
}

/** Players who may play the team's next match. */
export function available(team: LeagueTeam): LeaguePlayer[] {
  return onRoster(team).filter((p) => !p.missesNext);
}

/** A head injury makes a player count as a rookie everywhere until it is healed. */
export function countsAs(player: LeaguePlayer): Rank {
  return player.injuries.includes('head') ? 'rookie' : player.rank;
}

const RANK_VALUE: Readonly<Record<Rank, number>> = { rookie: 1, regular: 2, veteran: 3 };

/**
 * Team rating: rookies x1, regulars x2, veterans x3 over the players available for the match,
 * plus 1 per stat or ability upgrade of theirs and per team upgrade. A rank step is an upgrade
 * too, but the rank's own value already counts it (docs/league.md, "Rulings").
 */
export function teamRating(team: LeagueTeam): number {
  let rating = team.upgrades.length;
  for (const p of available(team)) {
    rating += RANK_VALUE[countsAs(p)];
    rating += p.upgrades.filter((u) => u.kind !== 'rank').length;
  }
  return rating;
}

/** Veterans on the roster (a head-injured one counts as a rookie; a missing one still counts). */
export function veterans(team: LeagueTeam): number {
  return onRoster(team).filter((p) => countsAs(p) === 'veteran').length;
}

/** Team upgrades the veterans allow: 2 allow 1, 4 allow 2, 5 allow 3; 3 or more than 5 add nothing. */
export function upgradeAllowance(veteranCount: number): number {
  if (veteranCount >= 5) return 3;
  if (veteranCount >= 4) return 2;
  if (veteranCount >= 2) return 1;
  return 0;
}

/** What of a player's career the engine plays with: his abilities, lasting injuries and stat upgrades. */
export function careerOf(p: LeaguePlayer): PlayerCareer {
  const abilities: Ability[] = [];
  const stats: CareerStat[] = [];
  for (const u of p.upgrades) {
    if (u.kind === 'ability') abilities.push(u.ability);
    else if (u.kind === 'stat') stats.push(u.stat);
  }
  return { abilities, injuries: [...p.injuries], stats };
}

/**
 * The match's team sheet: the players available, with their stable ids and, for a player with
 * any, his career (abilities, injuries, stat upgrades); the team upgrades when it has any.
 */
export function sheetOfTeam(team: LeagueTeam): TeamSheet {
  return {
    id: team.id,
    name: team.name,
    shortName: team.shortName,
    race: raceOfTeam(team),
    players: available(team).map((p) => {
      const career = careerOf(p);
      return { id: p.id, typeId: p.typeId, name: p.name, number: p.number, ...(careerIsEmpty(career) ? {} : { career }) };
    }),
    coachDice: team.coachDice,
    ...(team.upgrades.length > 0 ? { upgrades: [...team.upgrades] } : {}),
  };
}

/** How many of a type are on the roster (missing players count towards the type's maximum). */
export function countOfType(team: LeagueTeam, typeId: string): number {
  return onRoster(team).filter((p) => p.typeId === typeId).length;
}
