import { loadavg } from 'node:os';
import { runSim } from '../src/shared/engine/sim';

// Random play without the invariant and replay checks: the engine's own speed on one core.
// Wall-clock figures suffer on a busy machine, so the CPU time this process used is reported too.
const i = process.argv.indexOf('--games');
const games = (i >= 0 ? Number(process.argv[i + 1]) : 0) || 300;
runSim(20, 99, () => performance.now(), { check: false, replayCheck: false });
const cpu0 = process.cpuUsage();
const s = runSim(games, 1, () => performance.now(), { check: false, replayCheck: false });
const cpu = process.cpuUsage(cpu0);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
console.log(
  JSON.stringify(
    {
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
