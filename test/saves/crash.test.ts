// Crash test: a child process saves in a loop and is SIGKILLed at random moments. After every
// kill, each save in the folder must load, or its .bak must. Prints the kill count.
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MatchStore } from '../../src/main/storage/matchStore';
import { TeamStore } from '../../src/main/storage/teamStore';
import { APP_VERSION, foldGames, tempDir } from './helpers';

const KILLS = Number(process.env.RUSHLINE_CRASH_KILLS ?? 200);
let work: { dir: string; cleanup: () => Promise<void> };
let childJs: string;

beforeAll(async () => {
  work = await tempDir('rushline-crash-');
  childJs = join(work.dir, 'crashChild.mjs');
  await build({
    entryPoints: [join(import.meta.dirname, 'crashChild.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: childJs,
    logLevel: 'silent',
  });
});
afterAll(() => work.cleanup());

/** Starts the child, waits until it has saved once, lets it run a random while, then SIGKILLs it. */
function runAndKill(dataDir: string, seed: number, delayMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [childJs, dataDir, String(seed)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let killed = false;
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.once('data', () => {
      setTimeout(() => {
        killed = child.kill('SIGKILL');
      }, delayMs);
    });
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL' && killed) resolve();
      else reject(new Error(`child exited on its own (code ${code}, signal ${signal}): ${stderr}`));
    });
    child.on('error', reject);
  });
}

// ~40 s on an idle two-core machine; the timeout leaves room for a loaded CI box.
it(`survives ${KILLS} SIGKILLs mid-save`, { timeout: 300_000 }, async () => {
  const dataDir = join(work.dir, 'data');
  let seed = 12345;
  const random = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  let kills = 0;
  let targetsDamaged = 0;
  let checkedFiles = 0;
  const started = Date.now();
  for (let i = 0; i < KILLS; i++) {
    await runAndKill(dataDir, i + 1, Math.floor(random() * 80));
    kills++;
    // Fresh stores: nothing cached from the child, everything read from disk.
    const matches = new MatchStore({ dataDir, appVersion: APP_VERSION, games: foldGames });
    const teams = new TeamStore({ dataDir, appVersion: APP_VERSION });
    for (const folder of [matches.folder, teams.folder] as const) {
      for (const id of await folder.ids()) {
        checkedFiles++;
        const target = await folder.decodeFile(folder.pathOf(id), id);
        if (target.ok) continue;
        targetsDamaged++;
        const backup = await folder.decodeFile(folder.backupOf(id), id);
        expect(backup.ok, `after kill ${kills}: ${id} is ${target.reason} and its .bak is not valid`).toBe(true);
      }
    }
    for (const entry of await matches.list()) {
      expect(entry.status === 'ok' || entry.hasValidBackup, `after kill ${kills}: ${entry.id}`).toBe(true);
      // A full load (replay check) every tenth kill keeps the test near half a minute.
      if (entry.status === 'ok' && kills % 10 === 0) expect((await matches.load(entry.id)).check.status).toBe('ok');
    }
  }
  const leftovers = (await readdir(join(dataDir, 'matches'))).filter((f) => f.endsWith('.tmp')).length;
  console.log(
    `[crash test] ${kills} SIGKILLs in ${((Date.now() - started) / 1000).toFixed(1)} s; ${checkedFiles} file checks; ` +
      `${targetsDamaged} times a target needed its .bak; ${leftovers} orphan temp files left by killed writes`,
  );
  expect(kills).toBe(KILLS);
});
