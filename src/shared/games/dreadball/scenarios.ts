/**
 * DreadBall's rules scenarios (docs/scenarios.md) as the `scenario` tool sees them: the runner of
 * src/shared/games/dreadball/engine/scenario.ts, checked and reported the way `npm run scenario` always has.
 */
import { canonical, checkScenario, runScenario, type Scenario } from './engine/scenario';
import type { ScenarioCheck, ScenarioTool } from '../../game/tools';

export const dreadballScenarios: ScenarioTool = {
  check(raw: unknown): ScenarioCheck {
    const sc = raw as Scenario;
    const out = runScenario(sc);
    const failures = checkScenario(sc, out);
    // The state without the resume machinery, the prompt and the events.
    const { resume: _resume, ...state } = out.state;
    const report = { name: sc.name, state, prompt: out.state.prompt, events: out.events, failure: out.failure, expectationFailures: failures };
    const notes: string[] = [];
    if (out.failure && out.failure.code !== sc.expect?.error) {
      notes.push(`decision ${out.failure.index} failed (${out.failure.code}): ${out.failure.message}`, 'legal decisions:');
      for (const d of out.failure.legal) notes.push('  ' + JSON.stringify(d));
    }
    return { failures, report: JSON.stringify(canonical(report), null, 2), notes };
  },
};
