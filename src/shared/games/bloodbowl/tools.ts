/**
 * Blood Bowl's entry for the tools list (src/shared/game/tools.ts): random play through the
 * module with Blood Bowl's setups, keen chooser and tallies, its odds, its rules scenarios and its coach tournaments.
 */
import { simulate } from '../../game/simulate';
import type { GameTools } from '../../game/tools';
import { bloodbowl } from '.';
import { bloodbowlOdds } from './odds-tool';
import { bloodbowlScenarios } from './scenarios-tool';
import { BLOOD_BOWL_SIM } from './sim';
import { bloodbowlTournament } from './tournament';

export const bloodbowlTools: Omit<GameTools, 'id'> & { readonly id: 'bloodbowl' } = {
  id: 'bloodbowl',
  simulate: (run) => simulate(bloodbowl, BLOOD_BOWL_SIM, run),
  odds: bloodbowlOdds,
  scenarios: bloodbowlScenarios,
  tournament: bloodbowlTournament,
};
