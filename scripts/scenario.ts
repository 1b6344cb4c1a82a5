import { readFileSync } from 'node:fs';
import { canonical, checkScenario, runScenario, type Scenario } from '../src/shared/engine/scenario';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run scenario -- FILE.json');
  process.exit(2);
}
const sc = JSON.parse(readFileSync(file, 'utf8')) as Scenario;
const out = runScenario(sc);
const { resume: _resume, ...state } = out.state;
const report = {
  name: sc.name,
  state,
  prompt: out.state.prompt,
  events: out.events,
  failure: out.failure,
  expectationFailures: checkScenario(sc, out),
};
console.log(JSON.stringify(canonical(report), null, 2));
if (out.failure && out.failure.code !== sc.expect?.error) {
  console.error(`decision ${out.failure.index} failed (${out.failure.code}): ${out.failure.message}`);
  console.error('legal decisions:');
  for (const d of out.failure.legal) console.error('  ' + JSON.stringify(d));
  process.exit(1);
}
