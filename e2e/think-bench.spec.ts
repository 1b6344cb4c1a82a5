// `npm run bench:think`: how long the computer coach thinks in the app. Positions come from
// seeded play (Normal against Normal, fixed dice seeds), each with more than one legal decision;
// every level then thinks about every position in the real worker of the built renderer, in
// Chromium, and the figures (median, p95 and max per level, as JSON) are printed. A benchmark,
// not a check: no figure passes or fails, and `npm test` skips it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chooseDecision, AI_LEVELS } from '../src/shared/games/dreadball/ai/coach';
import { applyDecision, createMatch, legalDecisions } from '../src/shared/games/dreadball/engine';
import type { MatchState } from '../src/shared/games/dreadball/engine/types';
import { STOCK_TEAMS } from '../src/shared/games/dreadball/teams';
import { thinkSeed } from '../src/renderer/match/computer';
import { expect, test } from './fixtures';

const POSITIONS = 72;
/** Every how many positions with a choice one is kept (spread over set-up, rushes and prompts). */
const EVERY = 5;

interface Position {
  state: MatchState;
  seed: number;
  options: number;
}

/** Seeded Normal-against-Normal play; keeps every EVERY-th position where the decider has a choice. */
function positions(): Position[] {
  const out: Position[] = [];
  for (let game = 1; out.length < POSITIONS && game <= 20; game++) {
    let s = createMatch({ teams: [STOCK_TEAMS[0]!, STOCK_TEAMS[1]!], seed: game });
    let k = 0;
    for (let n = 0; s.phase !== 'over' && out.length < POSITIONS; n++) {
      const legal = legalDecisions(s);
      if (legal.decisions.length > 1 && k++ % EVERY === 0) out.push({ state: s, seed: thinkSeed(game, n), options: legal.decisions.length });
      const r = applyDecision(s, chooseDecision(s, legal, 'normal', thinkSeed(game, n)));
      if (!r.ok) throw new Error(`seeded play failed at decision ${n} of game ${game}`);
      s = r.state;
    }
  }
  return out;
}

const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
const round = (x: number): number => Math.round(x * 10) / 10;

test('think bench: the computer coach in its worker, per level', async ({ app }) => {
  test.skip(!process.env.RUSHLINE_BENCH, 'think times are measured by npm run bench:think');
  test.setTimeout(1_800_000);
  const { page } = app;
  const worker = readdirSync(join('out', 'renderer', 'assets')).find((f) => /^aiWorker-.*\.js$/.test(f));
  expect(worker, 'the built renderer has the computer coach worker').toBeTruthy();
  const list = positions();
  expect(list).toHaveLength(POSITIONS);
  await app.open();

  // Round trip as the match store sees it: the question posted (state cloned in), the answer back.
  const timings = await page.evaluate(
    async ({ url, list, levels }) => {
      const w = new Worker(url, { type: 'module' });
      let id = 0;
      const ask = (state: unknown, level: string, seed: number): Promise<{ wall: number; ms: number; nodes: number }> =>
        new Promise((resolve, reject) => {
          const my = ++id;
          const t0 = performance.now();
          w.onmessage = (e: MessageEvent) => {
            const r = e.data as { type: string; id: number; ms: number; nodes: number; message?: string };
            if (r.id !== my) return;
            if (r.type !== 'decision') reject(new Error(r.message));
            else resolve({ wall: performance.now() - t0, ms: r.ms, nodes: r.nodes });
          };
          w.onerror = () => reject(new Error('worker failed'));
          w.postMessage({ type: 'think', id: my, game: 'dreadball', state, level, seed });
        });
      await ask(list[0]!.state, 'easy', 1); // loads the worker's module; not counted
      const out: Record<string, { wall: number; ms: number; nodes: number }[]> = {};
      for (const level of levels) {
        out[level] = [];
        for (const p of list) out[level].push(await ask(p.state, level, p.seed));
      }
      w.terminate();
      return out;
    },
    { url: `/assets/${worker}`, list: list.map((p) => ({ state: p.state, seed: p.seed })), levels: [...AI_LEVELS] },
  );

  const stats = (xs: number[]): { median: number; p95: number; max: number } => {
    const s = [...xs].sort((a, b) => a - b);
    return { median: round(quantile(s, 0.5)), p95: round(quantile(s, 0.95)), max: round(s[s.length - 1] ?? NaN) };
  };
  const report = {
    positions: list.length,
    options: stats(list.map((p) => p.options)),
    loadavg: readFileSync('/proc/loadavg', 'utf8').trim().split(' ').slice(0, 3).map(Number),
    levels: Object.fromEntries(
      AI_LEVELS.map((level) => {
        const t = timings[level]!;
        return [level, { thinkMs: stats(t.map((x) => x.wall)), inWorkerMs: stats(t.map((x) => x.ms)), nodes: stats(t.map((x) => x.nodes)) }];
      }),
    ),
  };
  console.log(`bench:think ${JSON.stringify(report, null, 2)}`);
  for (const level of AI_LEVELS) expect(timings[level]).toHaveLength(POSITIONS);
  expect(app.consoleErrors).toEqual([]);
});
