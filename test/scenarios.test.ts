import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkScenario, runScenario, type Scenario } from '../src/shared/games/dreadball/engine/scenario';
import { checkInvariants } from '../src/shared/games/dreadball/engine/sim';
import { invariants as bloodBowlInvariants } from '../src/shared/games/bloodbowl/engine';
import { invariants as rulerballInvariants } from '../src/shared/games/rulerball/engine';
import { checkScenario as checkRulerballScenario, runScenario as runRulerballScenario, type Scenario as RulerballScenario } from '../src/shared/games/rulerball/scenario';
import { checkScenario as checkBloodBowlScenario, runScenario as runBloodBowlScenario, type Scenario as BloodBowlScenario } from '../src/shared/games/bloodbowl/scenario';

const dir = join(__dirname, 'scenarios');
// League play (docs/league.md): abilities, injuries and team upgrades in a match, one file each.
const files = [
  ...readdirSync(dir).filter((f) => f.endsWith('.json')),
  ...readdirSync(join(dir, 'league-play'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => join('league-play', f)),
].sort();

describe('rules scenarios', () => {
  it('has scenarios to run', () => {
    expect(files.length).toBeGreaterThan(20);
  });
  for (const f of files) {
    it(f.replace(/\.json$/, ''), () => {
      const sc = JSON.parse(readFileSync(join(dir, f), 'utf8')) as Scenario;
      expect(sc.expect, 'a scenario must expect something').toBeTruthy();
      const out = runScenario(sc);
      expect(checkScenario(sc, out)).toEqual([]);
      // Positions written without a ball leave it out of play on purpose.
      const noBall = sc.position.ball === undefined;
      expect(checkInvariants(out.state).filter((v) => !(noBall && v.includes('out of play')))).toEqual([]);
    });
  }
});

// Blood Bowl's scenarios (docs/bloodbowl-engine.md): the same idea, its own runner and invariants.
const bbDir = join(__dirname, 'scenarios', 'bloodbowl');
const bbFiles = readdirSync(bbDir).filter((f) => f.endsWith('.json')).sort();

describe('Blood Bowl rules scenarios', () => {
  it('has scenarios to run', () => {
    expect(bbFiles.length).toBeGreaterThan(20);
  });
  for (const f of bbFiles) {
    it(f.replace(/\.json$/, ''), () => {
      const sc = JSON.parse(readFileSync(join(bbDir, f), 'utf8')) as BloodBowlScenario;
      expect(sc.expect, 'a scenario must expect something').toBeTruthy();
      const out = runBloodBowlScenario(sc);
      expect(checkBloodBowlScenario(sc, out)).toEqual([]);
      expect(bloodBowlInvariants(out.state)).toEqual([]);
    });
  }
});

// Rülerball's scenarios (docs/rulerball-engine.md): one per rule and number of the ruleset.
const rbDir = join(__dirname, 'scenarios', 'rulerball');
const rbFiles = readdirSync(rbDir).filter((f) => f.endsWith('.json')).sort();

describe('Rülerball rules scenarios', () => {
  it('has a scenario for every rule and number (60 or more)', () => {
    expect(rbFiles.length).toBeGreaterThanOrEqual(60);
  });
  for (const f of rbFiles) {
    it(f.replace(/\.json$/, ''), () => {
      const sc = JSON.parse(readFileSync(join(rbDir, f), 'utf8')) as RulerballScenario;
      expect(sc.expect, 'a scenario must expect something').toBeTruthy();
      const out = runRulerballScenario(sc);
      expect(checkRulerballScenario(sc, out)).toEqual([]);
      expect(rulerballInvariants(out.state)).toEqual([]);
    });
  }
});
