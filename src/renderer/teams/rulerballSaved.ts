// The coach's saved Rülerball teams for New match: those the team sheet accepts, each as a file to
// play (roster and look), the others with their problems (shown in words, as for Blood Bowl).
import type { SheetProblem } from '../../shared/games/rulerball/teams/sheet';
import { listEntry, teamsChannels } from './api';
import { draftOfFile, draftProblems, rbTeamOf, type RBTeamFile } from './rulerball';

export interface RefusedRulerballTeam {
  id: string;
  name: string;
  problems: SheetProblem[];
}

export async function loadSavedRulerballTeams(): Promise<{ playable: RBTeamFile[]; refused: RefusedRulerballTeam[] }> {
  const playable: RBTeamFile[] = [];
  const refused: RefusedRulerballTeam[] = [];
  const channels = teamsChannels();
  if (!channels) return { playable, refused };
  try {
    const res = await channels.list();
    if (!res.ok) return { playable, refused };
    // Only Rülerball entries are loaded (the list names each team's game).
    const ids = res.value
      .filter((e) => e.status === 'ok' && e.game === 'rulerball')
      .map(listEntry)
      .filter((e): e is { id: string } => !!e && !('reason' in e))
      .map((e) => e.id);
    const answers = await Promise.all(ids.map((id) => channels.load({ id }).catch(() => null)));
    for (const answer of answers) {
      const team = answer?.ok ? rbTeamOf(answer.value) : undefined;
      if (!team) continue;
      const problems = draftProblems(draftOfFile(team));
      if (problems.length > 0) refused.push({ id: team.id, name: team.name, problems });
      else playable.push(team);
    }
  } catch {
    // The stock teams are always offered; a failing list only hides the saved ones.
  }
  playable.sort((a, b) => a.name.localeCompare(b.name));
  refused.sort((a, b) => a.name.localeCompare(b.name));
  return { playable, refused };
}
