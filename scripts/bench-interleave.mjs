// node scripts/bench-interleave.mjs BASE.mjs NOW.mjs GAME WARMUP CHUNK ROUNDS (run by bench:ab --interleaved)
// Two bundles of scripts/bench-play.ts in one process: each warms up on WARMUP games, then they
// take turns (alternating who goes first) at CHUNK games each, the same games within a round,
// timed in CPU time. A machine that slows down for a while slows both sides of a round alike.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [baseFile, nowFile, game, warmupArg, chunkArg, roundsArg] = process.argv.slice(2);
const [warmup, chunk, rounds] = [warmupArg, chunkArg, roundsArg].map(Number);
const sides = {
  base: (await import(pathToFileURL(resolve(baseFile)).href)).player(game),
  now: (await import(pathToFileURL(resolve(nowFile)).href)).player(game),
};
for (let played = 0; played < warmup; played += 100) {
  const n = Math.min(100, warmup - played);
  sides.base(n, 100001 + played);
  sides.now(n, 100001 + played);
}
const cpu = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1e6;
};
const seconds = { base: [], now: [] };
const decisions = { base: 0, now: 0 };
for (let r = 0; r < rounds; r++) {
  for (const side of r % 2 === 0 ? ['base', 'now'] : ['now', 'base']) {
    const t0 = cpu();
    decisions[side] += sides[side](chunk, 1 + chunk * r);
    seconds[side].push(cpu() - t0);
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pairs = seconds.base.map((b, i) => b / seconds.now[i]);
console.log(
  JSON.stringify({
    base_cpu_games_per_second: chunk / median(seconds.base),
    now_cpu_games_per_second: chunk / median(seconds.now),
    cpu_ratio: median(pairs),
    round_ratios: pairs.map((x) => Math.round(x * 1000) / 1000),
    same_games: decisions.base === decisions.now,
    decisions,
  }),
);
