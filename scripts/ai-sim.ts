/**
 * Computer-coach tournaments: `npx tsx scripts/ai-sim.ts --games 200 --home ai:normal --away random`
 * Options: --seed N (first match seed), --shard i --shards n (play only games i, i+n, ...; run
 * several processes and merge with --merge file1.json file2.json ...), --games-out FILE (one JSON
 * line per game, for merging). Prints the summary JSON on stdout.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { type GameOutcome, parseAgent, runTournament, summarise } from '../src/shared/ai/tournament';

export function aiSimMain(argv: string[]): void {
  const arg = (name: string): string | undefined => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const mergeAt = argv.indexOf('--merge');
  if (mergeAt >= 0) {
    const files = argv.slice(mergeAt + 1).filter((f) => !f.startsWith('--'));
    const games: GameOutcome[] = [];
    let home = 'random';
    let away = 'random';
    for (const f of files) {
      for (const line of readFileSync(f, 'utf8').split('\n')) {
        if (!line.trim()) continue;
        const rec = JSON.parse(line) as { home: string; away: string; game: GameOutcome };
        home = rec.home;
        away = rec.away;
        games.push(rec.game);
      }
    }
    console.log(JSON.stringify(summarise(games, parseAgent(home), parseAgent(away), Number(arg('seed') ?? 1), 0), null, 2));
    return;
  }
  const games = Number(arg('games') ?? 10);
  const home = parseAgent(arg('home') ?? 'ai:normal');
  const away = parseAgent(arg('away') ?? 'random');
  const seed = Number(arg('seed') ?? 1);
  const shard = Number(arg('shard') ?? 0);
  const shards = Number(arg('shards') ?? 1);
  const out = arg('games-out');
  const quiet = argv.includes('--quiet');
  const summary = runTournament({
    games,
    home,
    away,
    seed,
    shard,
    shards,
    now: () => performance.now(),
    onGame: (g, i) => {
      if (out) appendFileSync(out, JSON.stringify({ home, away, game: g }) + '\n');
      if (!quiet) process.stderr.write(`game ${i}: ${g.winner ?? 'draw'} ${g.entrants.home.points}-${g.entrants.away.points} (${g.reason})\n`);
    },
  });
  console.log(JSON.stringify(summary, null, 2));
}

if (process.argv[1] && /ai-sim\.ts$/.test(process.argv[1])) aiSimMain(process.argv.slice(2));
