// npm run bench:engine -- [--game ID] [--games N]: random play through the game's module without
// the invariant and replay checks, the rules' own speed on one core (N games, default 300, after a
// warm-up of 20). Wall-clock figures suffer on a busy machine, so the CPU time this process used
// is reported too.
import { loadavg } from 'node:os';
import { fail, pickGame } from './game-tools';

const { tools, rest } = pickGame('bench:engine', process.argv.slice(2));
const i = rest.indexOf('--games');
const games = i >= 0 ? Number(rest[i + 1]) : 300;
if (!Number.isInteger(games) || games < 1) fail('bench:engine', `--games needs a whole number of games, got ${rest[i + 1]}`);
const fast = { check: false, replayCheck: false, now: () => performance.now() };
tools.simulate({ ...fast, games: 20, seed: 99 });
const cpu0 = process.cpuUsage();
const s = tools.simulate({ ...fast, games, seed: 1 });
const cpu = process.cpuUsage(cpu0);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
console.log(
  JSON.stringify(
    {
      game: s.game,
      games: s.games,
      seconds: s.seconds,
      games_per_second: s.games_per_second,
      decisions: s.decisions,
      decisions_per_second: s.decisions_per_second,
      cpu_seconds: cpuSeconds,
      cpu_games_per_second: games / cpuSeconds,
      cpu_decisions_per_second: s.decisions / cpuSeconds,
      load_average_1min: loadavg()[0],
    },
    null,
    2,
  ),
);
