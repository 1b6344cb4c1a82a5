/**
 * Rülerball's computer-coach tournaments (`npm run sim -- --game rulerball --home ai:easy --away
 * random`): the runner of ./ai/tournament.ts behind the tools' TournamentTool.
 */
import { tournamentTool } from '../../game/tournament-tool';
import { parseRBAgent, runRBTournament, summariseRB } from './ai/tournament';

export const rulerballTournament = tournamentTool({
  parse: parseRBAgent,
  run: runRBTournament,
  summarise: (games, home, away, seed) => summariseRB(games, home, away, seed, 0),
  label: (g) => `${g.winner ?? 'draw'} ${g.score.home}-${g.score.away}`,
});
