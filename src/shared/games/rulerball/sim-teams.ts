/** The teams a simulated or tournament match plays: the four stock teams, every pairing in turn by seed. */
import { STOCK_TEAMS } from './teams/stock';
import { rosterOfTeam } from './teams/teamFile';
import type { Roster } from './teams/roster';

export function simTeams(seed: number): [Roster, Roster] {
  const n = STOCK_TEAMS.length;
  const a = seed % n;
  const b = Math.floor(seed / n) % n;
  return [rosterOfTeam(`stock-${a}`, STOCK_TEAMS[a]!), rosterOfTeam(`stock-${b}`, STOCK_TEAMS[b]!)];
}
