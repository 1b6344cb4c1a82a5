import { describe, expect, it } from 'vitest';
import { MAX_PLAYERS, MIN_PLAYERS } from './roster';
import { STOCK_RACES, stockRace } from './stock';
import { STOCK_TEAMS } from './team';

describe('stock teams', () => {
  it('are the four teams of the rules file', () => {
    expect(STOCK_TEAMS.map((t) => t.name)).toEqual(['Trontek 29ers', 'Greenmoon Smackers', 'Skittersneak Stealers', 'Midgard Delvers']);
  });
  it('start with eight players within each type maximum', () => {
    for (const race of STOCK_RACES) {
      expect(race.types.reduce((n, t) => n + t.start, 0)).toBe(8);
      for (const t of race.types) expect(t.start).toBeLessThanOrEqual(t.max);
    }
    for (const team of STOCK_TEAMS) {
      expect(team.players.length).toBeGreaterThanOrEqual(MIN_PLAYERS);
      expect(team.players.length).toBeLessThanOrEqual(MAX_PLAYERS);
      expect(new Set(team.players.map((p) => p.number)).size).toBe(team.players.length);
    }
  });
  it('give armour by role: Guards and Jacks 4+, Strikers 5+', () => {
    for (const race of STOCK_RACES) {
      for (const t of race.types) expect(t.stats.armour).toBe(t.role === 'striker' ? 5 : 4);
    }
  });
  it('carry the stat lines and extras of the rules file', () => {
    expect(stockRace('orx-goblin').types.map((t) => [t.role, t.stats.move, t.stats.strength, t.stats.speed, t.stats.skill, t.cost])).toEqual([
      ['guard', 5, 3, 4, 5, 13],
      ['jack', 5, 5, 3, 4, 9],
    ]);
    expect(stockRace('veer-myn').coachDice).toBe(0);
    expect(stockRace('forge-father').types[0].abilities).toEqual(['steadfast']);
    expect(stockRace('forge-father').types[1].abilities).toEqual([]);
  });
});
