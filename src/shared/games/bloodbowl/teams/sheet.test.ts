import { describe, expect, it } from 'vitest';
import { sheetCost, sheetProblems } from './sheet';
import { bloodbowlTeamContentSchema, rosterOfTeam, type BloodBowlTeamContent } from './teamFile';
import { STOCK_ROSTERS } from './stock';

const humans = (): BloodBowlTeamContent => ({
  game: 'bloodbowl',
  name: 'Grimsby Lanterns',
  shortName: 'GRL',
  colours: { primary: '#1f4e9c', secondary: '#f2f2f2' },
  race: 'human',
  rerolls: STOCK_ROSTERS.human.rerolls,
  players: STOCK_ROSTERS.human.players.map((p, i) => ({ id: `p${i + 1}`, name: p.name, number: i + 1, position: p.position })),
});

describe('Blood Bowl team sheet', () => {
  it('the stock Human team as a sheet is valid, costs what the roster costs, and its file content passes the schema', () => {
    expect(sheetProblems(humans())).toEqual([]);
    expect(sheetCost(humans())).toBe(990_000);
    expect(bloodbowlTeamContentSchema.safeParse(humans()).success).toBe(true);
    expect(rosterOfTeam('t1', humans())).toEqual({ ...STOCK_ROSTERS.human, id: 't1' });
  });

  it('over budget: the roster rule says by how much it costs', () => {
    expect(sheetProblems({ ...humans(), rerolls: 5 })).toEqual([{ code: 'over-budget', cost: 1_090_000, budget: 1_000_000 }]);
  });

  it('refuses a shirt number used twice or out of 1-99, and a short name that is not three capitals or digits', () => {
    const t = humans();
    const players = t.players.map((p, i) => (i === 3 ? { ...p, number: 1 } : i === 4 ? { ...p, number: 100 } : p));
    expect(sheetProblems({ ...t, players, shortName: 'gr' })).toEqual([
      { code: 'short-name' },
      { code: 'number-taken', player: 3, number: 1 },
      { code: 'number-out-of-range', player: 4, max: 99 },
    ]);
  });

  it('refuses names longer than the file keeps', () => {
    const t = humans();
    expect(sheetProblems({ ...t, name: 'x'.repeat(33) })).toContainEqual({ code: 'name-too-long', player: null, max: 32 });
    expect(sheetProblems({ ...t, players: t.players.map((p, i) => (i === 0 ? { ...p, name: 'y'.repeat(25) } : p)) })).toContainEqual({ code: 'name-too-long', player: 0, max: 24 });
  });
});
