/**
 * Blood Bowl's computer-coach tournaments (`npm run sim -- --game bloodbowl --home ai:easy --away
 * random`): the runner of ./ai/tournament.ts behind the tools' TournamentTool.
 */
import { parseBBAgent, runBBTournament, summariseBB } from './ai/tournament';
import { tournamentTool } from '../../game/tournament-tool';

export const bloodbowlTournament = tournamentTool({
  parse: parseBBAgent,
  run: runBBTournament,
  summarise: (games, home, away, seed) => summariseBB(games, home, away, seed, 0),
  label: (g) => `${g.winner ?? 'draw'} ${g.score.home}-${g.score.away}`,
});
