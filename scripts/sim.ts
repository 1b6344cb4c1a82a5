import { runSim } from '../src/shared/engine/sim';
import { aiSimMain } from './ai-sim';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(v)) throw new Error(`--${name} needs a number`);
  return v;
}

if (process.argv.includes('--home') || process.argv.includes('--away')) {
  // Computer-coach tournaments (issue 7): --home/--away take random, ai:easy, ai:normal or ai:hard.
  aiSimMain(process.argv.slice(2));
} else {
  const summary = runSim(arg('games', 100), arg('seed', 1), () => performance.now());
  console.log(JSON.stringify(summary, null, 2));
  if (summary.violations > 0) process.exit(1);
}
