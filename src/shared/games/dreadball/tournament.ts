/**
 * DreadBall's computer-coach tournaments (`npm run sim -- --home ai:normal --away random`): the
 * runner of src/shared/games/dreadball/ai/tournament.ts behind the tools' TournamentTool.
 */
import { parseAgent, runTournament, summarise } from './ai/tournament';
import { tournamentTool } from '../../game/tournament-tool';

export const dreadballTournament = tournamentTool({
  parse: parseAgent,
  run: runTournament,
  summarise: (games, home, away, seed) => summarise(games, home, away, seed, 0),
  label: (g) => `${g.winner ?? 'draw'} ${g.entrants.home.points}-${g.entrants.away.points} (${g.reason})`,
});
