/** Rülerball's rules scenarios for `npm run scenario -- --game rulerball` (the tools' ScenarioTool). */
import { scenarioTool } from '../../game/scenario-tool';
import { invariants } from './engine';
import { checkScenario, runScenario } from './scenario';

export const rulerballScenarios = scenarioTool({ game: 'Rülerball', run: runScenario, check: checkScenario, invariants });
