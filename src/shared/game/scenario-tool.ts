/**
 * A game's rules scenarios as the tools' ScenarioTool (`npm run scenario -- --game ID`): one
 * shape for every game whose runner plays a scenario's decisions from its position and checks
 * what came of them, so each game brings only its runner, its checker and its invariants.
 */
import type { ScenarioTool } from './tools';

interface Outcome<State> {
  readonly state: State;
  readonly events: readonly unknown[];
  readonly failure: { readonly index: number; readonly code: string; readonly message: string } | null;
}

interface ScenarioShape {
  readonly name: string;
  readonly rule: string;
  readonly position: unknown;
  readonly expect: unknown;
}

export interface ScenarioRunner<Sc extends ScenarioShape, State> {
  /** The game's name for the refusal of a file that is not its scenario. */
  readonly game: string;
  run(scenario: Sc): Outcome<State>;
  check(scenario: Sc, outcome: Outcome<State>): string[];
  invariants(state: State): readonly string[];
}

export function scenarioTool<Sc extends ScenarioShape, State>(runner: ScenarioRunner<Sc, State>): ScenarioTool {
  return {
    check(raw) {
      const sc = raw as Sc;
      if (!sc || typeof sc !== 'object' || !sc.position || !sc.expect) throw new Error(`not a ${runner.game} scenario: it needs a position and an expect`);
      const out = runner.run(sc);
      const failures = [...runner.check(sc, out), ...runner.invariants(out.state).map((v) => `invariant: ${v}`)];
      const notes = out.failure ? [`decision ${out.failure.index} refused (${out.failure.code}): ${out.failure.message}`] : [];
      return { failures, notes, report: JSON.stringify({ name: sc.name, rule: sc.rule, events: out.events, failures }, null, 2) };
    },
  };
}
