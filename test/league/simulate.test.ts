import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { simulateLeague } from '../../src/shared/league/simulate';

describe('simulated leagues of computer teams', () => {
  for (const seed of [1, 2, 3, 5, 8]) {
    it(`4 teams, seed ${seed}: every invariant holds after every match`, () => {
      const sim = simulateLeague({ teams: 4, seed, level: 'easy' });
      expect(sim.violations).toEqual([]);
      expect(sim.counts.matches).toBe(6);
      expect(sim.counts.advances).toBeGreaterThan(0);
    }, 60_000);
  }

  it('is the same league twice from the same seed', () => {
    const a = simulateLeague({ teams: 3, seed: 7, level: 'easy' });
    const b = simulateLeague({ teams: 3, seed: 7, level: 'easy' });
    expect(JSON.stringify(b.league)).toBe(JSON.stringify(a.league));
  }, 60_000);

  it('npm run league -- --teams 6 --seed 4 --simulate prints the JSON report with 0 violations', () => {
    const root = join(__dirname, '..', '..');
    const out = execFileSync(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/league.ts', '--teams', '6', '--seed', '4', '--simulate'], { cwd: root, encoding: 'utf8' });
    const report = JSON.parse(out) as { table: unknown[]; teams: { players: { xp: number; rank: string; abilities: string[]; injuries: string[]; status: string }[] }[]; counts: { matches: number; deaths: number }; violations: string[] };
    expect(report.violations).toEqual([]);
    expect(report.table).toHaveLength(6);
    expect(report.counts.matches).toBe(15);
    expect(report.teams[0].players[0]).toEqual(expect.objectContaining({ xp: expect.any(Number), rank: expect.any(String), abilities: expect.any(Array), injuries: expect.any(Array), status: expect.any(String) }));
  }, 120_000);

  it('refuses bad arguments in words', () => {
    const root = join(__dirname, '..', '..');
    expect(() => execFileSync(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/league.ts', '--teams', '2', '--simulate'], { cwd: root, encoding: 'utf8', stdio: 'pipe' })).toThrow(/--teams needs a whole number from 3 to 16/);
  });
});
