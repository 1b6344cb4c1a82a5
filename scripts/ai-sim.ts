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
      const files = rest.slice(mergeAt + 1).filter((f) => !f.startsWith('--'));
      const records: unknown[] = [];
      for (const f of files) for (const line of readFileSync(f, 'utf8').split('\n')) if (line.trim()) records.push(JSON.parse(line));
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

if (process.argv[1] && /ai-sim\.ts$/.test(process.argv[1])) aiSimMain(process.argv.slice(2));
