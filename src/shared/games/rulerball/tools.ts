/**
 * Rülerball's entry for the tools list (src/shared/game/tools.ts): random play through the
 * module with its setups, chooser, order checks and tallies, its rules scenarios, its coach
 * tournaments and the e2e story's finder.
 */
import { simulate } from '../../game/simulate';
import type { GameTools } from '../../game/tools';
import { rulerball } from '.';
import { rulerballOdds } from './odds-tool';
import { rulerballScenarios } from './scenarios-tool';
import { rulerballStory } from './story';
import { RULERBALL_SIM } from './sim';
import { rulerballTournament } from './tournament';

export const rulerballTools: Omit<GameTools, 'id'> & { readonly id: 'rulerball' } = {
  id: 'rulerball',
  simulate: (run) => simulate(rulerball, RULERBALL_SIM, run),
  odds: rulerballOdds,
  scenarios: rulerballScenarios,
  tournament: rulerballTournament,
  story: rulerballStory,
};
