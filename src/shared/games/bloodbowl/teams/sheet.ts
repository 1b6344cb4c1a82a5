/**
 * What is wrong with a Blood Bowl team in the builder, in codes the app words: the roster's
 * problems (rules file, "Teams": budget, 11-16 players, position maxima, re-rolls 0-8, names)
 * plus the team file's own (short name, shirt numbers). Empty when the team may be saved.
 */
import { rosterCost, rosterProblems, type RosterProblem } from './roster';
import { BB_NUMBER_MAX, BB_PLAYER_NAME_MAX, BB_TEAM_NAME_MAX, rosterOfTeam, type BloodBowlTeamContent } from './teamFile';

export type SheetProblem =
  | RosterProblem
  | { code: 'short-name' }
  | { code: 'name-too-long'; player: number | null; max: number }
  | { code: 'number-out-of-range'; player: number; max: number }
  | { code: 'number-taken'; player: number; number: number };

type Sheet = Pick<BloodBowlTeamContent, 'name' | 'shortName' | 'race' | 'rerolls' | 'players'>;

export function sheetProblems(team: Sheet): SheetProblem[] {
  const out: SheetProblem[] = [...rosterProblems(rosterOfTeam('draft', team))];
  if (!/^[A-Z0-9]{3}$/.test(team.shortName)) out.push({ code: 'short-name' });
  if (team.name.trim().length > BB_TEAM_NAME_MAX) out.push({ code: 'name-too-long', player: null, max: BB_TEAM_NAME_MAX });
  const seen = new Set<number>();
  team.players.forEach((p, i) => {
    if (p.name.trim().length > BB_PLAYER_NAME_MAX) out.push({ code: 'name-too-long', player: i, max: BB_PLAYER_NAME_MAX });
    if (!Number.isInteger(p.number) || p.number < 1 || p.number > BB_NUMBER_MAX) out.push({ code: 'number-out-of-range', player: i, max: BB_NUMBER_MAX });
    else if (seen.has(p.number)) out.push({ code: 'number-taken', player: i, number: p.number });
    seen.add(p.number);
  });
  return out;
}

/** Gold the team costs (players and re-rolls). */
export function sheetCost(team: Sheet): number {
  return rosterCost(rosterOfTeam('draft', team));
}
