/**
 * What is wrong with a Rülerball team in the builder, in codes the app words: the sheet's problems
 * (line-up, upgrades, 6 points, names) plus the team file's own (short name, numbers).
 */
import { rosterProblems, type RosterProblem } from './roster';
import { RB_FIGURE_NAME_MAX, RB_NUMBER_MAX, RB_TEAM_NAME_MAX, rosterOfTeam, type RulerballTeamContent } from './teamFile';

export type SheetProblem =
  | RosterProblem
  | { code: 'short-name' }
  | { code: 'name-too-long'; figure: number | null; max: number }
  | { code: 'number-out-of-range'; figure: number; max: number }
  | { code: 'number-taken'; figure: number; number: number };

type Sheet = Pick<RulerballTeamContent, 'name' | 'shortName' | 'figures'>;

export function sheetProblems(team: Sheet): SheetProblem[] {
  const out: SheetProblem[] = [...rosterProblems(rosterOfTeam('draft', team))];
  if (!/^[A-Z0-9]{3}$/.test(team.shortName)) out.push({ code: 'short-name' });
  if (team.name.trim().length > RB_TEAM_NAME_MAX) out.push({ code: 'name-too-long', figure: null, max: RB_TEAM_NAME_MAX });
  const seen = new Set<number>();
  team.figures.forEach((f, i) => {
    if (f.name.trim().length > RB_FIGURE_NAME_MAX) out.push({ code: 'name-too-long', figure: i, max: RB_FIGURE_NAME_MAX });
    if (!Number.isInteger(f.number) || f.number < 1 || f.number > RB_NUMBER_MAX) out.push({ code: 'number-out-of-range', figure: i, max: RB_NUMBER_MAX });
    else if (seen.has(f.number)) out.push({ code: 'number-taken', figure: i, number: f.number });
    seen.add(f.number);
  });
  return out;
}
