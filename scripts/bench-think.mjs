#!/usr/bin/env node
// `npm run bench:think`: builds the renderer, then lets the computer coach think about a fixed set
// of positions (reached by seeded play) at each level in its real Web Worker in headless Chromium,
// and prints median / p95 / max think time per level as JSON. Figures only; nothing here passes or
// fails on speed.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

// Package entry files by path: neither package exports its CLI for require.resolve.
const modules = join(import.meta.dirname, '..', 'node_modules');
const run = (script, args, env = process.env) => {
  const r = spawnSync(process.execPath, [join(modules, script), ...args], { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

run('electron-vite/bin/electron-vite.js', ['build']);
run('@playwright/test/cli.js', ['test', 'e2e/think-bench.spec.ts', '--workers=1', '--reporter=line', '--output=test-results/bench-think'], {
  ...process.env,
  RUSHLINE_BENCH: '1',
});
