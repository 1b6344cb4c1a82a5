// Locates the Electron executable the way the `electron` package does, but
// without its side effect: requiring `electron` tries to download the binary
// and throws with a stack trace when it cannot.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const platformExecutable = {
  darwin: 'Electron.app/Contents/MacOS/Electron',
  win32: 'electron.exe',
};

/** @returns {{ moduleDir: string | undefined, executable: string | undefined }} */
export function findElectronBinary(env = process.env) {
  let moduleDir;
  try {
    moduleDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return { moduleDir: undefined, executable: undefined };
  }
  const pathFile = join(moduleDir, 'path.txt');
  const relative = existsSync(pathFile)
    ? readFileSync(pathFile, 'utf8').trim()
    : (platformExecutable[process.platform] ?? 'electron');
  const executable = join(env.ELECTRON_OVERRIDE_DIST_PATH || join(moduleDir, 'dist'), relative);
  return { moduleDir, executable: existsSync(executable) ? executable : undefined };
}

export const missingElectronMessage =
  'Rushline cannot start because the Electron binary is not installed and could not be downloaded: ' +
  'run "node node_modules/electron/install.js" with ELECTRON_MIRROR set to a reachable Electron mirror, ' +
  'or set ELECTRON_OVERRIDE_DIST_PATH ' +
  'to a folder that already contains an Electron 45 build.';
