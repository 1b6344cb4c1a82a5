#!/usr/bin/env node
// `npm run bench:render` and `npm run bench:think`: builds the renderer, then runs one
// RUSHLINE_BENCH=1-gated Playwright spec in headless Chromium, which prints its figures as JSON.
// Figures only; nothing here passes or fails on speed.
//   bench-in-browser.mjs render  -> e2e/arena.spec.ts "render bench": the arena's scripted
//                                   animation sequence (launch, throw, wall bounce, dice, slam,
//                                   strike), frame-time median and 95th percentile
//   bench-in-browser.mjs think   -> e2e/think-bench.spec.ts: the computer coach's think time per
//                                   level in its real Web Worker
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const BENCHES = {
  render: ['e2e/arena.spec.ts', '-g', 'render bench'],
  think: ['e2e/think-bench.spec.ts'],
};
const name = process.argv[2];
const spec = BENCHES[name];
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
run('@playwright/test/cli.js', ['test', ...spec, '--workers=1', '--reporter=line', `--output=test-results/bench-${name}`], {
  ...process.env,
  RUSHLINE_BENCH: '1',
});
