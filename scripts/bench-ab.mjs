// npm run bench:ab -- [BASE_REV] [--game ID] [--games N] [--warmup W] [--warm-games M] [--rounds R] [--cpu C]
//                     [--interleaved]
// The engine's speed now against another commit's (default: HEAD), side by side in one run: this
// tree's `scripts/bench-engine.ts` is bundled with esbuild (as the app ships its code) once over
// this tree and once over the base commit's sources (so both sides are timed by the same harness,
// warm-up included), then the two run in turn, alternating, each pinned to the same core, R
// rounds of the game ID (default dreadball; the base must know the game too). Prints each side's
// median games/s (wall and CPU) for both phases of bench:engine (cold: N games after 20; warm: M
// games after W in all), the ratios, the load average before and after, and whether both played
// the same games (same decision count: the seeded random play is a checksum of the rules).
// --interleaved: instead, both engines in one process (scripts/bench-interleave.mjs), each warmed
// up on W games, then taking turns at N games each for R rounds (default 10): the warm ratio with
// far less noise than separate processes give (the same bundle against itself: 0.99-1.00).
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const args = process.argv.slice(2);
const interleavedAt = args.indexOf('--interleaved');
const interleaved = interleavedAt >= 0;
if (interleaved) args.splice(interleavedAt, 1);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const raw = args[i + 1];
  const v = Number(raw);
  args.splice(i, 2);
  if (!Number.isInteger(v) || v < 1) {
    process.stderr.write(`bench:ab: ${name} needs a whole number, got ${raw}\n`);
    process.exit(2);
  }
  return v;
};
const gameAt = args.indexOf('--game');
let game = 'dreadball';
if (gameAt >= 0) {
  game = args[gameAt + 1] ?? '';
  args.splice(gameAt, 2);
  if (!/^[a-z0-9-]+$/.test(game)) {
    process.stderr.write(`bench:ab: --game needs a game id (dreadball, bloodbowl), got ${JSON.stringify(game)}\n`);
    process.exit(2);
  }
}
const games = opt('--games', 300);
const warmup = opt('--warmup', 2000);
const warmGames = opt('--warm-games', 1000);
const rounds = opt('--rounds', interleaved ? 10 : 5);
const cpu = opt('--cpu', 1);
const base = args[0] ?? 'HEAD';

const work = mkdtempSync(join(tmpdir(), 'rushline-ab-'));
const esbuild = join('node_modules', '.bin', 'esbuild');
// The harness bundled: bench:engine itself, or in interleaved mode its play as a function.
const entry = interleaved ? 'bench-play.ts' : 'bench-engine.ts';
function bundle(root, out) {
  execFileSync(esbuild, [join(root, 'scripts', entry), '--bundle', '--platform=node', '--format=esm', '--log-level=error', `--outfile=${out}`]);
}
const harness = resolve('scripts', entry);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  const baseTree = join(work, 'base');
  execFileSync('mkdir', ['-p', baseTree]);
  // The base commit's files, without touching the working tree.
  execFileSync('sh', ['-c', `git archive ${JSON.stringify(base)} | tar -x -C ${JSON.stringify(baseTree)}`]);
  // Its imports resolve against today's packages.
  symlinkSync(resolve('node_modules'), join(baseTree, 'node_modules'));
  // Today's harness over the base's engine: the base's own bench may warm up differently.
  if (!existsSync(join(baseTree, 'scripts', 'game-tools.ts'))) {
    throw new Error(`${base} has no scripts/game-tools.ts, which this bench's harness imports: pick a later base`);
  }
  copyFileSync(harness, join(baseTree, 'scripts', entry));
  const bundles = { base: join(work, 'base.mjs'), now: join(work, 'now.mjs') };
  bundle(baseTree, bundles.base);
  bundle('.', bundles.now);

  const load0 = loadavg()[0];
  const result = interleaved ? interleavedRun(bundles) : separateRuns(bundles);
  console.log(JSON.stringify({ base, game, cpu, ...result, load_average_1min: { before: load0, after: loadavg()[0] } }, null, 2));
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** Both engines in one process, taking turns (scripts/bench-interleave.mjs). */
function interleavedRun(bundles) {
  const argv = [resolve('scripts', 'bench-interleave.mjs'), bundles.base, bundles.now, game, String(warmup), String(games), String(rounds)];
  const p = spawnSync('taskset', ['-c', String(cpu), process.execPath, ...argv], { encoding: 'utf8' });
  if (p.status !== 0) throw new Error(`interleaved run failed: ${p.stderr}`);
  return { interleaved: true, rounds, games_per_round: games, warmup_games: warmup, ...JSON.parse(p.stdout) };
}

/** One process per run of bench:engine, R rounds alternating, the medians of both phases. */
function separateRuns(bundles) {
  const runs = { base: [], now: [] };
  for (let r = 0; r < rounds; r++) {
    // Alternate who goes first, so a slow patch of the machine hits both sides alike.
    for (const side of r % 2 === 0 ? ['base', 'now'] : ['now', 'base']) {
      const argv = ['--game', game, '--games', String(games), '--warmup', String(warmup), '--warm-games', String(warmGames)];
      const p = spawnSync('taskset', ['-c', String(cpu), process.execPath, bundles[side], ...argv], { encoding: 'utf8' });
      if (p.status !== 0) throw new Error(`${side} run failed: ${p.stderr}`);
      runs[side].push(JSON.parse(p.stdout));
    }
  }
  const sum = (side, ph) => ({
    games_per_second: median(runs[side].map((x) => x[ph].games_per_second)),
    cpu_games_per_second: median(runs[side].map((x) => x[ph].cpu_games_per_second)),
    decisions: runs[side][0][ph].decisions,
  });
  const compare = (ph) => {
    const b = sum('base', ph);
    const n = sum('now', ph);
    return {
      base_games_per_second: b.games_per_second,
      now_games_per_second: n.games_per_second,
      ratio: n.games_per_second / b.games_per_second,
      base_cpu_games_per_second: b.cpu_games_per_second,
      now_cpu_games_per_second: n.cpu_games_per_second,
      cpu_ratio: n.cpu_games_per_second / b.cpu_games_per_second,
      same_games: b.decisions === n.decisions,
      decisions: { base: b.decisions, now: n.decisions },
    };
  };
  return {
    rounds,
    cold: { games, warmup_games: 20, ...compare('cold') },
    warm: { games: warmGames, warmup_games: Math.max(warmup, 20 + games), ...compare('warm') },
  };
}
