#!/usr/bin/env node
// `npm run bench:render` and `npm run bench:think`: builds the renderer, then runs one
// RUSHLINE_BENCH=1-gated Playwright spec in headless Chromium, which prints its figures as JSON.
// Figures only; nothing here passes or fails on speed.
//   bench-in-browser.mjs render  -> e2e/arena.spec.ts "render bench": the arena's scripted
//                                   animation sequence (launch, throw, wall bounce, dice, slam,
//                                   strike), frame-time median and 95th percentile
//   bench-in-browser.mjs render --chrome-trace FILE -> the same, plus a Chromium trace in FILE
//   bench-in-browser.mjs render --game bloodbowl -> e2e/bloodbowl-bench.spec.ts: the Blood Bowl
//                                   square board at 1280x800 while the e2e story's decisions
//                                   animate, frame-time median and 95th percentile
//   bench-in-browser.mjs render --game rulerball -> e2e/rulerball-bench.spec.ts: the Rülerball ring
//                                   board at 1280x800 while a hot-seat match's first decisions
//                                   animate, frame-time median and 95th percentile
//   bench-in-browser.mjs think   -> e2e/think-bench.spec.ts: the computer coach's think time per
//                                   level in its real Web Worker
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const BENCHES = {
  render: ['e2e/arena.spec.ts', '-g', 'render bench'],
  think: ['e2e/think-bench.spec.ts'],
};
const [name, ...options] = process.argv.slice(2);
// Only for render: --chrome-trace FILE also records a Chromium trace of the sequence.
const traceAt = options.indexOf('--chrome-trace');
const chromeTrace = traceAt >= 0 ? options[traceAt + 1] : undefined;
if (traceAt >= 0 && (name !== 'render' || !chromeTrace)) {
  console.error('usage: bench-in-browser.mjs render --chrome-trace FILE');
  process.exit(2);
}
const gameAt = options.indexOf('--game');
const game = gameAt >= 0 ? options[gameAt + 1] : 'dreadball';
const GAME_BENCHES = { bloodbowl: 'e2e/bloodbowl-bench.spec.ts', rulerball: 'e2e/rulerball-bench.spec.ts' };
if (game !== 'dreadball' && (!(game in GAME_BENCHES) || name !== 'render' || chromeTrace)) {
  console.error('usage: bench-in-browser.mjs render --game dreadball|bloodbowl|rulerball');
  process.exit(2);
}
const spec = game in GAME_BENCHES ? [GAME_BENCHES[game]] : BENCHES[name];
if (!spec) {
  console.error(`usage: bench-in-browser.mjs ${Object.keys(BENCHES).join('|')}`);
  process.exit(2);
}

// Package entry files by path: neither package exports its CLI for require.resolve.
const modules = join(import.meta.dirname, '..', 'node_modules');
const run = (script, args, env = process.env) => {
  const r = spawnSync(process.execPath, [join(modules, script), ...args], { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

run('electron-vite/bin/electron-vite.js', ['build']);
// --trace=off: Playwright's trace recorder screencasts every frame (a compositor copy of the whole
// page plus an image encode). On 2 cores that doubled about 5% of the arena's frames and takes CPU
// from the computer coach's worker; a user has no recorder running.
run('@playwright/test/cli.js', ['test', ...spec, '--workers=1', '--reporter=line', '--trace=off', `--output=test-results/bench-${name}`], {
  ...process.env,
  RUSHLINE_BENCH: '1',
  ...(chromeTrace ? { RUSHLINE_CHROME_TRACE: resolve(chromeTrace) } : {}),
});
