// npm run league -- --teams 6 --seed 4 --simulate [--level easy|normal|hard] [--double]
// A whole round robin of computer teams played headless with the DreadBall computer coach, each
// post-game with the computer's picks; JSON on stdout, exit 1 on any invariant violation.
import { AI_LEVELS, type AiLevel } from '../src/shared/games/dreadball/ai/coach';
import { leagueReport } from '../src/shared/league/report';
import { simulateLeague } from '../src/shared/league/simulate';
import { MAX_LEAGUE_TEAMS, MIN_LEAGUE_TEAMS } from '../src/shared/league/types';

const args = process.argv.slice(2);

function fail(message: string): never {
  console.error(`league: ${message}`);
  process.exit(2);
}

function value(name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

function whole(name: string, fallback: number, min: number, max: number): number {
  const raw = value(name);
  const v = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(v) || v < min || v > max) fail(`--${name} needs a whole number from ${min} to ${max}`);
  return v;
}

if (!args.includes('--simulate')) fail('only --simulate is supported: npm run league -- --teams 6 --seed 4 --simulate');
const teams = whole('teams', 6, MIN_LEAGUE_TEAMS, MAX_LEAGUE_TEAMS);
const seed = whole('seed', 1, 0, 0xffffffff);
const level = (value('level') ?? 'normal') as AiLevel;
if (!AI_LEVELS.includes(level)) fail(`--level is one of ${AI_LEVELS.join(', ')}`);
const sim = simulateLeague({ teams, seed, level, format: args.includes('--double') ? 'double' : 'single' });
console.log(JSON.stringify(leagueReport(sim), null, 2));
if (sim.violations.length > 0) process.exit(1);
