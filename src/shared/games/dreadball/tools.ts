/**
 * DreadBall's entry in the tools list (src/shared/game/tools.ts): random play through the module
 * with DreadBall's setups, keen player and preview check, plus the tools only DreadBall has.
 */
import { simulate } from '../../game/simulate';
import type { GameTools } from '../../game/tools';
import { dreadball } from '.';
import { dreadballOdds } from './odds';
import { dreadballScenarios } from './scenarios';
import { DREADBALL_SIM } from './sim';
import { dreadballStory } from './story';
import { dreadballTournament } from './tournament';

export const dreadballTools: GameTools = {
  id: 'dreadball',
  simulate: (run) => simulate(dreadball, DREADBALL_SIM, run),
  odds: dreadballOdds,
  scenarios: dreadballScenarios,
  tournament: dreadballTournament,
  story: dreadballStory,
};
