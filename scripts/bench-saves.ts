// npm run bench:saves: time to save and to load (with replay check) a finished match, and to list
// 50 saved matches, over a temporary data folder. Prints JSON. Targets: save < 20 ms,
// load < 100 ms, list < 200 ms.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { dreadballSaves } from '../src/shared/games/dreadball/saves';
import { MatchStore, type MatchSaveInput } from '../src/main/storage/matchStore';
import { playGame } from '../src/shared/games/dreadball/engine/sim';
import type { MatchSetup } from '../src/shared/saves/schemas';
import { STOCK_TEAMS } from '../src/shared/games/dreadball/teams/team';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const APP_VERSION = 'bench';

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const round = (n: number) => Math.round(n * 100) / 100;
  return { medianMs: round(at(0.5)), p95Ms: round(at(0.95)), maxMs: round(sorted[sorted.length - 1]!), runs: samples.length };
}

async function time<T>(run: () => Promise<T>): Promise<number> {
  const t0 = performance.now();
  await run();
  return performance.now() - t0;
}

async function main(): Promise<void> {
  // The longest of a few finished random-play matches: a whole decision log.
  let best: { seed: number; game: ReturnType<typeof playGame> } | undefined;
  for (let seed = 1; seed <= 8; seed++) {
    const game = playGame({ seed, check: false, replayCheck: false });
    if (game.final.phase === 'over' && (!best || game.decisions.length > best.game.decisions.length)) best = { seed, game };
  }
  if (!best) throw new Error('no finished match to bench');
  const { seed, game } = best;
  const teams = game.initial.teams.map((info) => STOCK_TEAMS.find((t) => t.id === info.id));
  const setup = JSON.parse(JSON.stringify({ teams, seed })) as MatchSetup;
  const input: MatchSaveInput = {
    game: 'dreadball',
    setup,
    decisions: game.decisions,
    snapshot: JSON.parse(JSON.stringify(game.final)),
  };

  const dataDir = await mkdtemp(join(tmpdir(), 'rushline-bench-'));
  try {
    const store = new MatchStore({ dataDir, appVersion: APP_VERSION, games: [dreadballSaves] });
    const first = await store.save(input);
    const fileBytes = (await stat(join(dataDir, 'matches', `${first.id}.rushline-match.json`))).size;

    // Autosave: the same match rewritten (temp + fsync + .bak + rename + folder fsync) each time.
    const save: number[] = [];
    for (let i = 0; i < RUNS; i++) save.push(await time(() => store.save({ ...input, id: first.id })));

    // Load with replay check, from a fresh store each time (nothing cached).
    const load: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const fresh = new MatchStore({ dataDir, appVersion: APP_VERSION, games: [dreadballSaves] });
      load.push(
        await time(async () => {
          const loaded = await fresh.load(first.id);
          if (loaded.check.status !== 'ok') throw new Error(`replay check: ${loaded.check.status}`);
        }),
      );
    }

    // 50 saved matches, listed by a fresh store (cold: every file read and validated).
    for (let i = 1; i < 50; i++) await store.save(input);
    const list: number[] = [];
    const warm: number[] = [];
    for (let i = 0; i < Math.min(RUNS, 15); i++) {
      const fresh = new MatchStore({ dataDir, appVersion: APP_VERSION, games: [dreadballSaves] });
      list.push(
        await time(async () => {
          const entries = await fresh.list();
          if (entries.length !== 50) throw new Error(`listed ${entries.length}`);
        }),
      );
      warm.push(await time(() => fresh.list()));
    }

    const result = {
      match: { seed, decisions: game.decisions.length, fileKB: Math.round(fileBytes / 1024) },
      save: { ...stats(save), targetMs: 20 },
      loadWithReplayCheck: { ...stats(load), targetMs: 100 },
      list50: { ...stats(list), targetMs: 200 },
      list50Cached: stats(warm),
      node: process.version,
      platform: process.platform,
    };
    console.log(JSON.stringify(result, null, 2));
    const pass = result.save.medianMs < 20 && result.loadWithReplayCheck.medianMs < 100 && result.list50.medianMs < 200;
    if (!pass) process.exitCode = 1;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

void main();
