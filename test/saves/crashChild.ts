// Child of crash.test.ts: saves matches and teams in a tight loop until it is SIGKILLed.
// Bundled to plain JS by the test so each start costs ~50 ms instead of a TypeScript loader's ~1 s.
import { MatchStore } from '../../src/main/storage/matchStore';
import { TeamStore } from '../../src/main/storage/teamStore';
import { APP_VERSION, foldGames, sampleMatchInput, sampleTeam } from './helpers';

const [dataDir, seedText] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: crashChild <dataDir> <seed>');
let seed = Number(seedText ?? 1) >>> 0;
const random = () => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
  return seed / 2 ** 32;
};

export const MATCH_IDS = [1, 2, 3, 4].map((n) => `00000000-0000-4000-8000-0000000c0de${n}`);
export const TEAM_IDS = [1, 2].map((n) => `00000000-0000-4000-8000-0000000beef${n}`);

const matches = new MatchStore({ dataDir, appVersion: APP_VERSION, games: foldGames });
const teams = new TeamStore({ dataDir, appVersion: APP_VERSION });

async function main(): Promise<void> {
  let announced = false;
  for (;;) {
    const pick = random();
    if (pick < 0.8) {
      const id = MATCH_IDS[Math.floor(random() * MATCH_IDS.length)]!;
      await matches.save({ ...sampleMatchInput(200 + Math.floor(random() * 1200), { seed: Math.floor(random() * 1000) }), id });
    } else {
      const id = TEAM_IDS[Math.floor(random() * TEAM_IDS.length)]!;
      const content = sampleTeam({ name: `Team ${Math.floor(random() * 1e6)}`, coachDice: Math.floor(random() * 8) });
      await teams.save(id, content).catch(() => teams.folder.update(id, () => ({
        format: 'rushline-team', schemaVersion: 2, game: 'dreadball', savedAt: new Date().toISOString(), appVersion: APP_VERSION, id, ...content, homebrew: false,
      })));
    }
    if (!announced) {
      process.stdout.write('ready\n');
      announced = true;
    }
  }
}

void main();
