import { describe, expect, it } from 'vitest';
import { effectiveStats, plainRoster, pointsSpent, rosterProblems, type Roster } from './roster';

const withUpgrades = (r: Roster, i: number, upgrades: Roster['figures'][number]['upgrades']): Roster => ({
  ...r,
  figures: r.figures.map((f, j) => (j === i ? { ...f, upgrades } : f)),
});

describe('a Rülerball team sheet', () => {
  it('a plain sheet has 5 skaters, 2 catchers and 3 bikers and no problems', () => {
    const r = plainRoster('t', 'Test');
    expect(r.figures.filter((f) => f.kind === 'skater')).toHaveLength(5);
    expect(rosterProblems(r)).toEqual([]);
  });

  it('upgrades: +1 top speed, +1 strength, skill one better', () => {
    expect(effectiveStats({ kind: 'skater', upgrades: ['speed', 'strength', 'skill'] })).toMatchObject({ topSpeed: 9, strength: 4, skill: 3 });
    expect(effectiveStats({ kind: 'catcher', upgrades: ['skill'] }).skill).toBe(2);
    expect(effectiveStats({ kind: 'biker', upgrades: ['speed'] })).toMatchObject({ topSpeed: 13, strength: null });
  });

  it('spends at most 6 points: two speeds and a strength fit, a fourth upgrade does not', () => {
    const r = withUpgrades(withUpgrades(plainRoster('t', 'T'), 0, ['speed', 'strength']), 1, ['speed']);
    expect(pointsSpent(r)).toBe(6);
    expect(rosterProblems(r)).toEqual([]);
    expect(rosterProblems(withUpgrades(r, 2, ['skill']))).toContainEqual({ code: 'over-points', points: 9, max: 6 });
  });

  it('each upgrade once per figure, strength never for a biker, skill never better than 2+', () => {
    const base = plainRoster('t', 'T');
    expect(rosterProblems(withUpgrades(base, 0, ['speed', 'speed']))).toContainEqual({ code: 'upgrade-twice', figure: 0, upgrade: 'speed' });
    const biker = base.figures.findIndex((f) => f.kind === 'biker');
    expect(rosterProblems(withUpgrades(base, biker, ['strength']))).toContainEqual({ code: 'upgrade-not-for-kind', figure: biker, upgrade: 'strength', kind: 'biker' });
  });

  it('the line-up is fixed: a sixth skater is a problem', () => {
    const base = plainRoster('t', 'T');
    const r = { ...base, figures: base.figures.map((f, i) => (i === 5 ? { ...f, kind: 'skater' as const } : f)) };
    expect(rosterProblems(r)).toContainEqual({ code: 'wrong-line-up', kind: 'skater', count: 6, needed: 5 });
    expect(rosterProblems(r)).toContainEqual({ code: 'wrong-line-up', kind: 'catcher', count: 1, needed: 2 });
  });
});
