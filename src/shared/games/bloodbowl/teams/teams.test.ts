import { describe, expect, it } from 'vitest';
import { RACE_IDS, RACES } from './races';
import { rosterCost, rosterProblems, type Roster, TEAM_BUDGET } from './roster';
import { STOCK_ROSTERS } from './stock';

const base = STOCK_ROSTERS.human;

describe('Blood Bowl teams', () => {
  it('ships one valid stock team per race within 1,000,000 gold', () => {
    for (const race of RACE_IDS) {
      const r = STOCK_ROSTERS[race];
      expect(r.race).toBe(race);
      expect(rosterProblems(r)).toEqual([]);
      expect(rosterCost(r)).toBeLessThanOrEqual(TEAM_BUDGET);
    }
  });

  it('prices the Human stock team exactly', () => {
    expect(rosterCost(base)).toBe(4 * 90_000 + 2 * 70_000 + 2 * 70_000 + 4 * 50_000 + 3 * 50_000);
  });

  it('keeps the classic stat lines', () => {
    const gr = RACES.skaven.positions.find((p) => p.id === 'gutter-runner');
    expect(gr).toMatchObject({ ma: 9, st: 2, ag: 4, av: 7, skills: ['Dodge'], cost: 80_000, max: 4 });
    const bo = RACES.orc.positions.find((p) => p.id === 'black-orc-blocker');
    expect(bo).toMatchObject({ ma: 4, st: 4, ag: 2, av: 9, skills: [], max: 4 });
  });

  it('refuses too few and too many players', () => {
    const few: Roster = { ...base, players: base.players.slice(0, 10) };
    expect(rosterProblems(few)).toContainEqual({ code: 'too-few-players', count: 10, min: 11 });
    const lots: Roster = { ...base, rerolls: 0, players: Array.from({ length: 17 }, (_, i) => ({ name: `L${i}`, position: 'lineman' })) };
    expect(rosterProblems(lots)).toContainEqual({ code: 'too-many-players', count: 17, max: 16 });
  });

  it('refuses a position over its maximum and an unknown position', () => {
    const throwers: Roster = { ...base, players: [...base.players.slice(0, 11), { name: 'T3', position: 'thrower' }] };
    expect(rosterProblems(throwers)).toContainEqual({ code: 'position-over-max', position: 'thrower', count: 3, max: 2 });
    const ogre: Roster = { ...base, players: [...base.players.slice(0, 11), { name: 'O', position: 'ogre' }] };
    expect(rosterProblems(ogre)).toContainEqual({ code: 'unknown-position', player: 11, position: 'ogre' });
  });

  it('refuses re-rolls outside 0-8 and a team over budget', () => {
    expect(rosterProblems({ ...base, rerolls: 9 })).toContainEqual({ code: 'rerolls-out-of-range', rerolls: 9, max: 8 });
    expect(rosterProblems({ ...base, rerolls: -1 })).toContainEqual({ code: 'rerolls-out-of-range', rerolls: -1, max: 8 });
    const rich: Roster = { ...base, rerolls: 8 };
    expect(rosterProblems(rich)).toContainEqual({ code: 'over-budget', cost: 840_000 + 400_000, budget: TEAM_BUDGET });
  });

  it('refuses an unknown race and empty names', () => {
    expect(rosterProblems({ ...base, race: 'elf' as never })).toEqual([{ code: 'unknown-race', race: 'elf' }]);
    expect(rosterProblems({ ...base, name: ' ' })).toContainEqual({ code: 'empty-name', player: null });
  });
});
