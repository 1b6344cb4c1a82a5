/**
 * How each stock team (each team style: fast, hard-hitting, sure-handed, balanced) fared against
 * the other teams in a tournament, whoever coached it: the balance target asks that no style wins
 * more than 70% of its games against the others. Mirror games (a team against itself) are left out.
 */

export interface TeamRow {
  games: number;
  wins: number;
  draws: number;
  losses: number;
  goalsFor: number;
  goalsAgainst: number;
  win_rate: number;
}

interface Played {
  readonly winner: 'home' | 'away' | null;
  readonly score: { readonly home: number; readonly away: number };
  readonly teams?: { readonly home: string; readonly away: string };
}

export function teamTable(games: readonly Played[]): Record<string, TeamRow> {
  const rows: Record<string, TeamRow> = {};
  const row = (name: string): TeamRow => (rows[name] ??= { games: 0, wins: 0, draws: 0, losses: 0, goalsFor: 0, goalsAgainst: 0, win_rate: 0 });
  for (const g of games) {
    // Records written before the teams were kept have none.
    if (!g.teams || g.teams.home === g.teams.away) continue;
    for (const side of ['home', 'away'] as const) {
      const r = row(g.teams[side]);
      const them = side === 'home' ? 'away' : 'home';
      r.games++;
      r.goalsFor += g.score[side];
      r.goalsAgainst += g.score[them];
      if (g.winner === side) r.wins++;
      else if (g.winner === null) r.draws++;
      else r.losses++;
    }
  }
  for (const r of Object.values(rows)) r.win_rate = r.games ? Math.round((r.wins / r.games) * 1000) / 1000 : 0;
  return rows;
}
