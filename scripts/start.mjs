#!/usr/bin/env node
// `npm start`: build and open the app with electron-vite. npm 11 skips install
// scripts, so Electron's binary is often missing after `npm install`; fetch it
// once here, and if that fails explain how to fix it instead of a stack trace.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { findElectronBinary, missingElectronMessage } from './electron-binary.mjs';

let { moduleDir, executable } = findElectronBinary();

if (!executable && moduleDir && !process.env.ELECTRON_OVERRIDE_DIST_PATH) {
  console.log('Rushline: fetching the Electron binary (one time only)…');
  spawnSync(process.execPath, [join(moduleDir, 'install.js')], { stdio: 'ignore', timeout: 10 * 60_000 });
  ({ executable } = findElectronBinary());
}

if (!executable) {
  console.error(missingElectronMessage);
  process.exit(1);
}

// By path: electron-vite does not export its CLI file for require.resolve.
const electronVite = join(import.meta.dirname, '..', 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
// `preview` builds first, then launches Electron on the production output.
const result = spawnSync(process.execPath, [electronVite, 'preview', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, ELECTRON_EXEC_PATH: executable },
});
process.exit(result.status ?? 1);
