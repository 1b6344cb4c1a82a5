/**
 * Computer-coach tournaments: `npx tsx scripts/ai-sim.ts [--game ID] --games 200 --home ai:normal --away random`
 * (also `npm run sim -- --home ... --away ...`). The entrants are the game's (DreadBall: random,
 * ai:easy, ai:normal, ai:hard). Options: --seed N (first match seed), --shard i --shards n (play
 * only games i, i+n, ...; run several processes and merge with --merge file1.json file2.json ...),
 * --only 2,6,11 (play only those game indices of the run, e.g. the games a change can touch),
 * --games-out FILE (one JSON line per game, for merging). Prints the summary JSON on stdout.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { ToolInputError } from '../src/shared/game/tools';
import { parseOnly } from '../src/shared/game/tournament-tool';
import { fail, needTool, pickGame } from './game-tools';

export function aiSimMain(argv: string[]): void {
  const { tools, rest } = pickGame('ai-sim', argv);
  const tournament = needTool('ai-sim', tools, 'tournament');
  const arg = (name: string): string | undefined => {
    const i = rest.indexOf(`--${name}`);
    return i >= 0 ? rest[i + 1] : undefined;
  };
  try {
    const mergeAt = rest.indexOf('--merge');
    if (mergeAt >= 0) {
      const records: unknown[] = [];
      for (const f of mergeFiles(rest)) records.push(...readRecords(f));
      console.log(JSON.stringify(tournament.merge(records, Number(arg('seed') ?? 1)), null, 2));
      return;
    }
    const out = arg('games-out');
    const quiet = rest.includes('--quiet');
    const games = Number(arg('games') ?? 10);
    const only = arg('only');
    const summary = tournament.run({
      games,
      home: arg('home') ?? 'ai:normal',
      away: arg('away') ?? 'random',
      seed: Number(arg('seed') ?? 1),
      shard: Number(arg('shard') ?? 0),
      shards: Number(arg('shards') ?? 1),
      only: only === undefined ? undefined : parseOnly(only, games),
      now: () => performance.now(),
      onGame: (record, label) => {
        if (out) appendFileSync(out, JSON.stringify(record) + '\n');
        if (!quiet) process.stderr.write(`${label}\n`);
      },
    });
    console.log(JSON.stringify(summary, null, 2));
  } catch (e) {
    if (e instanceof ToolInputError) fail('ai-sim', e.message);
    throw e;
  }
}

/** The files of `--merge a.jsonl b.jsonl`: the words after it up to the next option (`--seed 8001` is not a file). */
export function mergeFiles(args: readonly string[]): string[] {
  const after = args.slice(args.indexOf('--merge') + 1);
  const end = after.findIndex((f) => f.startsWith('--'));
  return end < 0 ? after : after.slice(0, end);
}

/** One JSON record per non-empty line of a --games-out file; a file that cannot be read or parsed is refused in words. */
export function readRecords(file: string): unknown[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new ToolInputError(`--merge: cannot read "${file}" (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
  return text.split('\n').flatMap((line, i) => {
    if (!line.trim()) return [];
    try {
      return [JSON.parse(line) as unknown];
    } catch {
      throw new ToolInputError(`--merge: line ${i + 1} of "${file}" is not JSON`);
    }
  });
}

if (process.argv[1] && /ai-sim\.ts$/.test(process.argv[1])) aiSimMain(process.argv.slice(2));
