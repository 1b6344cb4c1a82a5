#!/usr/bin/env node
// `npm run bench:render`: builds the renderer, then plays the arena's scripted animation sequence
// (launch, throw, scatter with a wall bounce, dice, slam, strike) in headless Chromium and prints
// the frame-time median and 95th percentile. Figures only; nothing here passes or fails on speed.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

// Package entry files by path: neither package exports its CLI for require.resolve.
const modules = join(import.meta.dirname, '..', 'node_modules');
const run = (script, args, env = process.env) => {
  const r = spawnSync(process.execPath, [join(modules, script), ...args], { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

run('electron-vite/bin/electron-vite.js', ['build']);
run('@playwright/test/cli.js', ['test', 'e2e/arena.spec.ts', '-g', 'render bench', '--reporter=line', '--output=test-results/bench-render'], {
  ...process.env,
  RUSHLINE_BENCH: '1',
});
