import { describe, expect, it } from 'vitest';
import { pointsSpent } from './roster';
import { sheetProblems } from './sheet';
import { STOCK_TEAMS } from './stock';
import { rosterOfTeam, rulerballTeamContentSchema } from './teamFile';

describe('Rülerball stock teams and team files', () => {
  it('four stock teams, each a valid file spending exactly its 6 points, in distinct colours', () => {
    expect(STOCK_TEAMS).toHaveLength(4);
    for (const t of STOCK_TEAMS) {
      expect(rulerballTeamContentSchema.safeParse(t).error).toBeUndefined();
      expect(sheetProblems(t)).toEqual([]);
      expect(pointsSpent(rosterOfTeam('x', t))).toBe(6);
    }
    expect(new Set(STOCK_TEAMS.map((t) => t.colours.primary)).size).toBe(4);
    expect(new Set(STOCK_TEAMS.map((t) => t.shortName)).size).toBe(4);
  });

  it('the file refuses a repeated number, a bad colour and an unknown kind', () => {
    const t = STOCK_TEAMS[0]!;
    const twice = { ...t, figures: t.figures.map((f, i) => (i === 1 ? { ...f, number: t.figures[0]!.number } : f)) };
    expect(rulerballTeamContentSchema.safeParse(twice).success).toBe(false);
    expect(rulerballTeamContentSchema.safeParse({ ...t, colours: { primary: 'red', secondary: '#000000' } }).success).toBe(false);
    expect(rulerballTeamContentSchema.safeParse({ ...t, figures: [{ ...t.figures[0]!, kind: 'goalie' }] }).success).toBe(false);
  });

  it('the sheet names its problems: a short name, a taken number, 7 points', () => {
    const t = STOCK_TEAMS[1]!;
    expect(sheetProblems({ ...t, shortName: 'ab' })).toContainEqual({ code: 'short-name' });
    const taken = { ...t, figures: t.figures.map((f, i) => (i === 2 ? { ...f, number: t.figures[0]!.number } : f)) };
    expect(sheetProblems(taken)).toContainEqual({ code: 'number-taken', figure: 2, number: t.figures[0]!.number });
    const greedy = { ...t, figures: t.figures.map((f, i) => (i === 5 ? { ...f, upgrades: ['skill' as const] } : f)) };
    expect(sheetProblems(greedy)).toContainEqual({ code: 'over-points', points: 9, max: 6 });
  });

  it('the engine plays the file as a sheet: names trimmed, upgrades kept', () => {
    const r = rosterOfTeam('stock-0', { ...STOCK_TEAMS[0]!, name: '  Harbour Comets ' });
    expect(r.name).toBe('Harbour Comets');
    expect(r.figures[0]).toEqual({ name: 'Vel Okoro', kind: 'skater', upgrades: ['speed'] });
  });
});
