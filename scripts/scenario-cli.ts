// The logic of `npm run scenario`, apart from process.argv/exit so a test can drive it.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { canonical, checkScenario, runScenario, type Scenario, type ScenarioOutcome } from '../src/shared/engine/scenario';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

export const USAGE = 'usage: npm run scenario -- FILE.json|FOLDER...';

class UsageError extends Error {}

/** Every scenario file the arguments name: files as given, folders as their *.json files, sorted. */
export function scenarioFiles(args: readonly string[]): string[] {
  const files: string[] = [];
  for (const a of args) {
    let isDir: boolean;
    try {
      isDir = statSync(a).isDirectory();
    } catch {
      throw new UsageError(`no such file or folder: ${a}`);
    }
    if (!isDir) {
      files.push(a);
      continue;
    }
    const inside = readdirSync(a).filter((f) => f.endsWith('.json')).sort();
    if (inside.length === 0) throw new UsageError(`no *.json scenario in folder ${a}`);
    files.push(...inside.map((f) => join(a, f)));
  }
  return files;
}

/** The full report of one scenario (state without the resume machinery, prompt, events), as before. */
function printReport(sc: Scenario, out: ScenarioOutcome, failures: string[], io: CliIo): void {
  const { resume: _resume, ...state } = out.state;
  const report = { name: sc.name, state, prompt: out.state.prompt, events: out.events, failure: out.failure, expectationFailures: failures };
  io.out(JSON.stringify(canonical(report), null, 2));
  if (out.failure && out.failure.code !== sc.expect?.error) {
    io.err(`decision ${out.failure.index} failed (${out.failure.code}): ${out.failure.message}`);
    io.err('legal decisions:');
    for (const d of out.failure.legal) io.err('  ' + JSON.stringify(d));
  }
}

/** Checks one file; returns its failures (a file that cannot be read or run is a failure too). */
function checkFile(file: string, report: boolean, io: CliIo): string[] {
  let sc: Scenario;
  let out: ScenarioOutcome;
  try {
    sc = JSON.parse(readFileSync(file, 'utf8')) as Scenario;
    out = runScenario(sc);
  } catch (e) {
    return [`cannot run: ${(e as Error).message}`];
  }
  const failures = checkScenario(sc, out);
  if (report) printReport(sc, out, failures, io);
  return failures;
}

/** Runs the command; returns the exit code: 0 all passed, 1 some failed, 2 usage error. */
export function scenarioCli(args: readonly string[], io: CliIo): number {
  let files: string[];
  try {
    if (args.length === 0) throw new UsageError('no scenario given');
    files = scenarioFiles(args);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.err(e.message);
    io.err(USAGE);
    return 2;
  }
  // One file named on its own keeps the full report of old; a batch prints only its failures.
  const single = files.length === 1 && args.length === 1 && files[0] === args[0];
  let failed = 0;
  for (const f of files) {
    const failures = checkFile(f, single, io);
    if (failures.length === 0) continue;
    failed++;
    io.out(`FAIL ${f}: ${failures.join('; ')}`);
  }
  io.out(`${files.length - failed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}
