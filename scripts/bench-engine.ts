// npm run bench:engine -- [--game ID] [--games N] [--warmup W] [--warm-games M]: random play
// through the game's module without the invariant and replay checks, the rules' own speed on one
// core, in two phases of one process:
// - cold: N games (default 300) after a warm-up of 20, as this bench always measured. V8 is then
//   still compiling the hot code (about the first hundred games), so the figure is mostly start-up.
// - warm: M games (default 1000) once W games (default 2000) have been played in all, when the
//   JIT has settled: the engine's own speed, as a long simulation or a computer coach's search
//   sees it.
// Wall-clock figures suffer on a busy machine, so the CPU time this process used is reported too.
// `bench:ab` runs this very file against another commit's engine, so both sides measure alike.
import { loadavg } from 'node:os';
import { fail, pickGame } from './game-tools';

const { tools, rest } = pickGame('bench:engine', process.argv.slice(2));
function count(flag: string, fallback: number, min: number): number {
  const i = rest.indexOf(flag);
  if (i < 0) return fallback;
  const v = Number(rest[i + 1]);
  if (!Number.isInteger(v) || v < min) fail('bench:engine', `${flag} needs a whole number of games (at least ${min}), got ${rest[i + 1]}`);
  return v;
}
const coldGames = count('--games', 300, 1);
const warmup = count('--warmup', 2000, 0);
const warmGames = count('--warm-games', 1000, 0);

const fast = { check: false, replayCheck: false, now: () => performance.now() };
const COLD_WARMUP = 20;

/** Plays `games` games from seed 1, timed in wall-clock and CPU time. */
function phase(games: number) {
  const cpu0 = process.cpuUsage();
  const s = tools.simulate({ ...fast, games, seed: 1 });
  const cpu = process.cpuUsage(cpu0);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return {
    games: s.games,
    seconds: s.seconds,
    games_per_second: s.games_per_second,
    decisions: s.decisions,
    decisions_per_second: s.decisions_per_second,
    cpu_seconds: cpuSeconds,
    cpu_games_per_second: games / cpuSeconds,
    cpu_decisions_per_second: s.decisions / cpuSeconds,
  };
}

tools.simulate({ ...fast, games: COLD_WARMUP, seed: 99 });
const cold = { warmup_games: COLD_WARMUP, ...phase(coldGames) };
let played = COLD_WARMUP + coldGames;
let warm = null;
if (warmGames > 0) {
  // Other games than the measured ones, in batches, up to `warmup` games in all.
  for (let seed = 100001; played < warmup; seed += 100) {
    const n = Math.min(100, warmup - played);
    tools.simulate({ ...fast, games: n, seed });
    played += n;
  }
  warm = { warmup_games: played, ...phase(warmGames) };
}
console.log(JSON.stringify({ game: tools.id, cold, warm, load_average_1min: loadavg()[0] }, null, 2));
