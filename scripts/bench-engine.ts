import { runSim } from '../src/shared/engine/sim';

// Random play without the invariant and replay checks: the engine's own speed on one core.
const games = Number(process.argv[process.argv.indexOf('--games') + 1]) || 300;
runSim(20, 99, () => performance.now(), { check: false, replayCheck: false });
const s = runSim(games, 1, () => performance.now(), { check: false, replayCheck: false });
console.log(
  JSON.stringify(
    { games: s.games, seconds: s.seconds, games_per_second: s.games_per_second, decisions: s.decisions, decisions_per_second: s.decisions_per_second },
    null,
    2,
  ),
);
