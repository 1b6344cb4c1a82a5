import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLeagueScenario, runLeagueScenario, type LeagueScenario } from './scenario';
import { runPostGame } from '../../src/shared/league/postgame';
import { scenarioStart } from './scenario';

const dir = join(__dirname, '..', 'scenarios', 'league');
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

describe('league post-game scenarios', () => {
  it('has scenarios to run', () => {
    expect(files.length).toBeGreaterThan(20);
  });
  for (const f of files) {
    it(f.replace(/\.json$/, ''), () => {
      const sc = JSON.parse(readFileSync(join(dir, f), 'utf8')) as LeagueScenario;
      const { outcome, decisions } = runLeagueScenario(sc);
      expect(checkLeagueScenario(sc, outcome)).toEqual([]);
      // Replaying the same start and decisions gives the same events and teams, bit for bit.
      expect(JSON.stringify(runPostGame(scenarioStart(sc), decisions))).toBe(JSON.stringify(outcome));
    });
  }
});
