// The coach's saved Blood Bowl teams for New match: those the team rules accept as rosters to
// play, the others with their problems (shown in words, as New match does for DreadBall).
import type { Roster } from '../../shared/games/bloodbowl/teams/roster';
import type { SheetProblem } from '../../shared/games/bloodbowl/teams/sheet';
import { bbTeamOf, draftProblems, draftOfFile, rosterOfFile } from './bloodbowl';
import { listEntry, teamsChannels } from './api';

export interface RefusedTeam {
  id: string;
  name: string;
  problems: SheetProblem[];
}

export async function loadSavedBloodBowlTeams(): Promise<{ playable: Roster[]; refused: RefusedTeam[] }> {
  const playable: Roster[] = [];
  const refused: RefusedTeam[] = [];
  const channels = teamsChannels();
  if (!channels) return { playable, refused };
  try {
    const res = await channels.list();
    if (!res.ok) return { playable, refused };
    // Only Blood Bowl entries are loaded (the list names each team's game).
    const ids = res.value.filter((e) => e.status === 'ok' && e.game === 'bloodbowl').map(listEntry).filter((e): e is { id: string } => !!e && !('reason' in e)).map((e) => e.id);
    const answers = await Promise.all(ids.map((id) => channels.load({ id }).catch(() => null)));
    for (const answer of answers) {
      const team = answer?.ok ? bbTeamOf(answer.value) : undefined;
      if (!team) continue;
      const problems = draftProblems(draftOfFile(team));
      if (problems.length > 0) refused.push({ id: team.id, name: team.name, problems });
      else playable.push(rosterOfFile(team));
    }
  } catch {
    // The stock teams are always offered; a failing list only hides the saved ones.
  }
  playable.sort((a, b) => a.name.localeCompare(b.name));
  return { playable, refused };
}
