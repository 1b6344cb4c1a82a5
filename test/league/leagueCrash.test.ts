// Crash test of league files: a child process saves leagues in a loop and is SIGKILLed at random
// moments. After every kill each league in the folder loads, or its .bak does, and a post-game
// under way in it still replays. Prints the kill count.
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LeagueStore } from '../../src/main/storage/leagueStore';
import { postGameNow } from '../../src/shared/league/postgame';
import { APP_VERSION, tempDir } from '../saves/helpers';
import { leagueInPostGame } from './samples';

const KILLS = Number(process.env.RUSHLINE_CRASH_KILLS ?? 60);
let work: { dir: string; cleanup: () => Promise<void> };
let childJs: string;
let leaguePath: string;

beforeAll(async () => {
  work = await tempDir('rushline-league-crash-');
  childJs = join(work.dir, 'leagueCrashChild.mjs');
  leaguePath = join(work.dir, 'league.json');
  await writeFile(leaguePath, JSON.stringify(leagueInPostGame(12)));
  await build({ entryPoints: [join(import.meta.dirname, 'leagueCrashChild.ts')], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile: childJs, logLevel: 'silent' });
  // A simulated match and a bundle: a minute on a loaded CI machine.
}, 60_000);
afterAll(() => work.cleanup());

function runAndKill(dataDir: string, seed: number, delayMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [childJs, dataDir, leaguePath, String(seed)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let killed = false;
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.once('data', () => setTimeout(() => (killed = child.kill('SIGKILL')), delayMs));
    child.on('exit', (code, signal) => (signal === 'SIGKILL' && killed ? resolve() : reject(new Error(`child exited on its own (code ${code}, signal ${signal}): ${stderr}`))));
    child.on('error', reject);
  });
}

it(`league files survive ${KILLS} SIGKILLs mid-save`, { timeout: 300_000 }, async () => {
  const dataDir = join(work.dir, 'data');
  let seed = 777;
  const random = (): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  let neededBackup = 0;
  for (let kill = 1; kill <= KILLS; kill++) {
    await runAndKill(dataDir, kill, Math.floor(random() * 60));
    const folder = new LeagueStore({ dataDir, appVersion: APP_VERSION }).folder;
    for (const id of await folder.ids()) {
      let result = await folder.decodeFile(folder.pathOf(id), id);
      if (!result.ok) {
        neededBackup++;
        result = await folder.decodeFile(folder.backupOf(id), id);
        expect(result.ok, `after kill ${kill}: ${id} and its .bak are both unreadable`).toBe(true);
      }
      if (result.ok && result.doc.league.pending) expect(['asking', 'done']).toContain(postGameNow(result.doc.league.pending.postGame).status);
    }
  }
  console.log(`[league crash test] ${KILLS} SIGKILLs; ${neededBackup} times a league needed its .bak`);
});
