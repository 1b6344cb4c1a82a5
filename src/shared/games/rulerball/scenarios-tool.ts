/** Rülerball's rules scenarios for `npm run scenario -- --game rulerball` (the tools' ScenarioTool). */
import type { ScenarioTool } from '../../game/tools';
import { invariants } from './engine';
import { checkScenario, runScenario, type Scenario } from './scenario';

export const rulerballScenarios: ScenarioTool = {
  check(raw) {
    const sc = raw as Scenario;
    if (!sc || typeof sc !== 'object' || !sc.position || !sc.expect) throw new Error('not a Rülerball scenario: it needs a position and an expect');
    const out = runScenario(sc);
    const failures = [...checkScenario(sc, out), ...invariants(out.state).map((v) => `invariant: ${v}`)];
    const notes = out.failure ? [`decision ${out.failure.index} refused (${out.failure.code}): ${out.failure.message}`] : [];
    return { failures, notes, report: JSON.stringify({ name: sc.name, rule: sc.rule, events: out.events, failures }, null, 2) };
  },
};
