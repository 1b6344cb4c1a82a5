// Child of leagueCrash.test.ts: saves leagues (a post-game under way, cut at a random decision) in
// a tight loop until it is SIGKILLed. Bundled to plain JS by the test so each start is quick.
import { readFileSync } from 'node:fs';
import { LeagueStore } from '../../src/main/storage/leagueStore';
import type { League } from '../../src/shared/league/types';
import { APP_VERSION } from '../saves/helpers';

const [dataDir, leaguePath, seedText] = process.argv.slice(2);
if (!dataDir || !leaguePath) throw new Error('usage: leagueCrashChild <dataDir> <league.json> <seed>');
let seed = Number(seedText ?? 1) >>> 0;
const random = (): number => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
  return seed / 2 ** 32;
};

export const LEAGUE_IDS = [1, 2, 3].map((n) => `00000000-0000-4000-8000-00000001ea9${n}`);

const base = JSON.parse(readFileSync(leaguePath, 'utf8')) as League;
const store = new LeagueStore({ dataDir, appVersion: APP_VERSION });

async function main(): Promise<void> {
  let announced = false;
  for (;;) {
    const id = LEAGUE_IDS[Math.floor(random() * LEAGUE_IDS.length)]!;
    const pending = base.pending!;
    // Any prefix of the decisions is a post-game a crash could leave.
    const cut = Math.floor(random() * (pending.postGame.decisions.length + 1));
    const league: League = { ...base, name: `League ${Math.floor(random() * 1e6)}`, pending: { ...pending, postGame: { ...pending.postGame, decisions: pending.postGame.decisions.slice(0, cut) } } };
    await store.folder.update(id, () => ({ format: 'rushline-league', schemaVersion: 1, savedAt: new Date().toISOString(), appVersion: APP_VERSION, id, game: 'dreadball', league }));
    if (!announced) {
      process.stdout.write('ready\n');
      announced = true;
    }
  }
}

void main();
