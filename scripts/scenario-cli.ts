// The logic of `npm run scenario`, apart from process.argv/exit so a test can drive it.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gameArg, noToolMessage, type ScenarioTool, toolsFor } from '../src/shared/game/tools';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

export const USAGE = 'usage: npm run scenario -- [--game ID] FILE.json|FOLDER...';

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

/** Checks one file; returns its failures (a file that cannot be read or run is a failure too). */
function checkFile(tool: ScenarioTool, file: string, report: boolean, io: CliIo): string[] {
  let checked;
  try {
    checked = tool.check(JSON.parse(readFileSync(file, 'utf8')));
  } catch (e) {
    return [`cannot run: ${(e as Error).message}`];
  }
  if (report) {
    io.out(checked.report);
    for (const n of checked.notes) io.err(n);
  }
  return [...checked.failures];
}

/** Runs the command; returns the exit code: 0 all passed, 1 some failed, 2 usage error. */
export function scenarioCli(argv: readonly string[], io: CliIo): number {
  const game = gameArg(argv);
  if (!game.ok) {
    io.err(game.message);
    io.err(USAGE);
    return 2;
  }
  const tool = toolsFor(game.id).scenarios;
  if (!tool) {
    io.err(noToolMessage(game.id, 'scenarios'));
    return 2;
  }
  const args = game.rest;
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
    const failures = checkFile(tool, f, single, io);
    if (failures.length === 0) continue;
    failed++;
    io.out(`FAIL ${f}: ${failures.join('; ')}`);
  }
  io.out(`${files.length - failed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}
