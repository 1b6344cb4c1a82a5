/** Blood Bowl's rules scenarios for `npm run scenario -- --game bloodbowl` (the tools' ScenarioTool). */
import { scenarioTool } from '../../game/scenario-tool';
import { invariants } from './engine';
import { checkScenario, runScenario } from './scenario';

export const bloodbowlScenarios = scenarioTool({ game: 'Blood Bowl', run: runScenario, check: checkScenario, invariants });
