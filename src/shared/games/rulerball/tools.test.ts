import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../game/tool-error';
import { rulerballTools } from './tools';

describe('Rülerball tools', () => {
  const odds = rulerballTools.odds;
  if (!odds) throw new Error('Rülerball has an odds tool');

  it('prints a skill roll, a shot and the referees exactly', () => {
    expect(odds.compute({ skill: '4', bonus: '1' })).toEqual({ need: 3, chance: 4 / 6 });
    expect(odds.compute({ 'mouth-defenders': '1', 'in-mouth': 'no' })).toEqual({ need: 6, chance: 26 / 36 });
    expect(odds.compute({ referees: 'yes' })).toEqual({ notice: 20 / 36 });
  });

  it('prints the assault table for two strengths, summing to 1', () => {
    const r = odds.compute({ attack: '3', defend: '3' }) as { results: Record<string, number> };
    expect(r.results.crushing).toBeCloseTo(70 / 1296, 12);
    expect(Object.values(r.results).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('refuses bad flags in words', () => {
    expect(() => odds.compute({ skill: 'x' })).toThrow(ToolInputError);
    expect(() => odds.compute({ attack: '3' })).toThrow(/--defend is required/);
    expect(() => odds.compute({})).toThrow(/name a roll/);
  });

  it('plays seeded games through the module with no violations', () => {
    const r = rulerballTools.simulate({ games: 2, seed: 1, now: () => 0 });
    expect(r.violations).toBe(0);
    expect(r.game).toBe('rulerball');
  });

  it('runs a scenario file and reports what failed', () => {
    const scenarios = rulerballTools.scenarios;
    if (!scenarios) throw new Error('Rülerball has a scenario tool');
    const good = { name: 'stay', rule: 'Move', position: { start: 'move', first: 5, figures: [{ id: 0, at: [2, 5, 1], speed: 1 }, { id: 19, at: [4, 4, 1], speed: 4 }] }, dice: [], decisions: [{ kind: 'move', figure: 0, speed: 0, to: [2, 5, 1] }], expect: { state: { 'figures.0.speed': 0 } } };
    expect(scenarios.check(good).failures).toEqual([]);
    const bad = { ...good, expect: { state: { 'figures.0.speed': 3 } } };
    expect(scenarios.check(bad).failures).toEqual(['state.figures.0.speed: expected 3, got 0']);
    expect(() => scenarios.check({})).toThrow(/needs a position/);
  });
});
