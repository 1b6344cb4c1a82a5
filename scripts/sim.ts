// npm run sim -- [--game ID] [--games N] [--seed S]: seeded random play through the game's module,
// every state checked against its invariants and every decision log replayed; JSON on stdout,
// exit 1 on any violation. With --home/--away: computer-coach tournaments (scripts/ai-sim.ts).
import { flatReport } from '../src/shared/game/simulate';
import { aiSimMain } from './ai-sim';
import { fail, pickGame } from './game-tools';

const { tools, rest } = pickGame('sim', process.argv.slice(2));

function arg(name: string, fallback: number): number {
  const i = rest.indexOf(`--${name}`);
  const v = i >= 0 ? Number(rest[i + 1]) : fallback;
  if (!Number.isFinite(v)) fail('sim', `--${name} needs a number`);
  return v;
}

if (rest.includes('--home') || rest.includes('--away')) {
  // Computer-coach tournaments (issue 7): --home/--away take random, ai:easy, ai:normal or ai:hard.
  aiSimMain(process.argv.slice(2));
} else {
  const report = tools.simulate({ games: arg('games', 100), seed: arg('seed', 1), now: () => performance.now() });
  console.log(JSON.stringify({ game: report.game, ...flatReport(report) }, null, 2));
  if (report.violations > 0) process.exit(1);
}
