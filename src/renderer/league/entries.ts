// The Create league form's data: the teams a coach may enter (stock or his saved ones), each row's
// coach, and the form checked in words before the core's createLeague is asked. Pure helpers: the
// store and the screen share them, and the rules of a league stay in src/shared/league.
import type { AiLevel } from '../../shared/games/dreadball/ai/coach';
import type { CustomTeam } from '../../shared/games/dreadball/teams/custom';
import { STOCK_TEAMS } from '../../shared/games/dreadball/teams/team';
import type { LeagueEntry, NewLeague } from '../../shared/league/create';
import { MAX_LEAGUE_TEAMS, MIN_LEAGUE_TEAMS, type LeagueCoach, type LeagueFormat } from '../../shared/league/types';
import type { TeamRace } from '../../shared/saves/schemas';
import type { Words } from '../../shared/words';

/** A team that may be entered: what createLeague needs of it, and where it came from. */
export interface PickableTeam {
  id: string;
  name: string;
  shortName: string;
  race: TeamRace;
  players: readonly { typeId: string; name: string; number: number }[];
  coachDice: number;
  stock: boolean;
}

export const STOCK_PICKABLE: readonly PickableTeam[] = STOCK_TEAMS.map((s) => ({
  id: s.id,
  name: s.name,
  shortName: s.shortName,
  race: { kind: 'stock', raceId: s.race.id },
  players: s.players,
  coachDice: s.coachDice,
  stock: true,
}));

export function pickableOfCustom(team: CustomTeam): PickableTeam {
  return { id: team.id, name: team.name, shortName: team.shortName, race: team.race as TeamRace, players: team.players, coachDice: team.coachDice, stock: false };
}

/** Who coaches a row: a person, or the computer at a level (one select value each). */
export type CoachChoice = 'person' | `computer-${AiLevel}`;
export const COACH_CHOICES: readonly CoachChoice[] = ['person', 'computer-easy', 'computer-normal', 'computer-hard'];

export function coachOf(choice: CoachChoice): LeagueCoach {
  return choice === 'person' ? { kind: 'person' } : { kind: 'computer', level: choice.slice('computer-'.length) as AiLevel };
}

export interface LeagueFormRow {
  teamId: string;
  coach: CoachChoice;
}

export interface LeagueForm {
  name: string;
  format: LeagueFormat;
  /** Empty: a seed is drawn. */
  seedText: string;
  rows: LeagueFormRow[];
}

export const MAX_LEAGUE_NAME = 60;

/** What is wrong with the form, each in words (empty: it can be created). */
export function formIssues(form: LeagueForm, teams: readonly PickableTeam[]): Words[] {
  const issues: Words[] = [];
  const name = form.name.trim();
  if (name === '') issues.push({ key: 'league.create.issues.noName' });
  else if (name.length > MAX_LEAGUE_NAME) issues.push({ key: 'league.create.issues.longName', params: { max: MAX_LEAGUE_NAME } });
  // eslint-disable-next-line no-control-regex
  else if (/[\u0000-\u001f\u007f]/.test(name)) issues.push({ key: 'league.create.issues.badName' });
  const n = form.rows.length;
  if (n < MIN_LEAGUE_TEAMS || n > MAX_LEAGUE_TEAMS) issues.push({ key: 'league.create.issues.teamCount', params: { n, min: MIN_LEAGUE_TEAMS, max: MAX_LEAGUE_TEAMS } });
  form.rows.forEach((row, i) => {
    if (!teams.some((t) => t.id === row.teamId)) issues.push({ key: 'league.create.issues.noTeam', params: { row: i + 1 } });
  });
  const seed = form.seedText.trim();
  if (seed !== '' && !(/^\d{1,10}$/.test(seed) && Number(seed) <= 0xffffffff)) issues.push({ key: 'league.create.issues.seed', params: { seed } });
  return issues;
}

/**
 * The core's input from a checked form. A team entered twice gets "2", "3" after its name, so
 * the table tells the copies apart.
 */
export function newLeagueOf(form: LeagueForm, teams: readonly PickableTeam[], drawSeed: () => number): NewLeague {
  const seen = new Map<string, number>();
  const entries: LeagueEntry[] = form.rows.map((row) => {
    const team = teams.find((t) => t.id === row.teamId);
    if (!team) throw new RangeError(`no team ${row.teamId} to enter`);
    const copy = (seen.get(team.id) ?? 0) + 1;
    seen.set(team.id, copy);
    const name = copy === 1 ? team.name : `${team.name} ${copy}`;
    return { sourceId: team.id, name, shortName: team.shortName, race: team.race, players: team.players, coachDice: team.coachDice, coach: coachOf(row.coach) };
  });
  const seed = form.seedText.trim() === '' ? drawSeed() >>> 0 : Number(form.seedText.trim()) >>> 0;
  return { name: form.name.trim(), format: form.format, seed, entries };
}
