// A league team as a plain team file's content (the team builder's format), for "Export as a team
// file" on the Rosters tab. A team file holds a roster, not a career: the players on the roster
// now (the dead and retired left out) with their names, numbers, types and ids; the team's name,
// short name, race and coach dice as the league has them; colours and emblem from the team it was
// entered from when that is a saved team, else a suggested pair and the first emblem. Everything
// a team file cannot hold is left out: XP, ranks, upgrades, injuries, missed matches, careers,
// treasury and team upgrades (docs/league.md, "Export a team").
import { suggestColours } from '../games/dreadball/teams/colour';
import { MAX_COACH_DICE, MAX_PLAYERS, MIN_PLAYERS } from '../games/dreadball/teams/roster';
import { EMBLEMS } from '../games/dreadball/teams/validate';
import { dreadballTeamContentSchema, describeZodError, type DreadBallTeamContent } from '../saves/schemas';
import { words, type Words } from '../words';
import { onRoster } from './roster';
import type { LeagueTeam } from './types';

/** A league team that cannot become a team file; `words` say why, in the user's language. */
export class TeamExportError extends Error {
  override name = 'TeamExportError';
  constructor(
    message: string,
    readonly words: Words,
  ) {
    super(message);
  }
}

/** What the team was entered from, when it is a saved team (its kit is kept). */
export interface TeamKit {
  colours: { primary: string; secondary: string };
  emblem: string;
}

export function leagueTeamContent(team: LeagueTeam, kit?: TeamKit): DreadBallTeamContent {
  const players = onRoster(team)
    .map((p) => ({ id: p.id, typeId: p.typeId, name: p.name, number: p.number }))
    .sort((a, b) => a.number - b.number);
  if (players.length < MIN_PLAYERS || players.length > MAX_PLAYERS) {
    const params = { team: team.name, n: players.length, min: MIN_PLAYERS, max: MAX_PLAYERS };
    throw new TeamExportError(`${team.name} has ${players.length} players on the roster; a team file holds ${MIN_PLAYERS} to ${MAX_PLAYERS}`, words('league.exportTeam.playerCount', params));
  }
  const colours = kit ? { ...kit.colours } : suggestColours();
  const content: DreadBallTeamContent = {
    name: team.name,
    shortName: team.shortName,
    colours,
    emblem: kit && EMBLEMS.includes(kit.emblem) ? kit.emblem : EMBLEMS[0]!,
    race: team.race,
    players,
    coachDice: Math.min(team.coachDice, MAX_COACH_DICE),
  };
  const checked = dreadballTeamContentSchema.safeParse(content);
  if (!checked.success) {
    const detail = describeZodError(checked.error, 3, 'team');
    throw new TeamExportError(`${team.name} does not fit a team file (${detail})`, words('league.exportTeam.doesNotFit', { team: team.name, detail }));
  }
  return checked.data;
}
