// The match store's league entry point: a fixture's match remembers its league and fixture, and
// no other match carries that link.
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { STOCK_TEAMS } from '../../shared/games/dreadball/teams';
import { HOT_SEAT } from '../match/computer';
import { useMatchStore } from './match';

const [T0, T1] = STOCK_TEAMS as [(typeof STOCK_TEAMS)[number], (typeof STOCK_TEAMS)[number]];
const LINK = { leagueId: '33333333-3333-4333-8333-333333333333', fixtureId: 'r1-1' };

beforeEach(() => setActivePinia(createPinia()));

describe('match store: a league fixture', () => {
  it('startFixture starts the match with the given teams and remembers the fixture', () => {
    const m = useMatchStore();
    m.startFixture({ teams: [T0, T1], seed: 9 }, { ...HOT_SEAT }, LINK);
    expect(m.leagueFixture).toEqual(LINK);
    expect(m.setup?.teams.map((t) => t.id)).toEqual([T0.id, T1.id]);
    expect(m.active).toBe(true);
  });

  it('a new ordinary match, or a reset, forgets the fixture', () => {
    const m = useMatchStore();
    m.startFixture({ teams: [T0, T1], seed: 9 }, { ...HOT_SEAT }, LINK);
    m.start({ teams: [T0, T1], seed: 9 }, { ...HOT_SEAT });
    expect(m.leagueFixture).toBeNull();
    m.startFixture({ teams: [T0, T1], seed: 9 }, { ...HOT_SEAT }, LINK);
    m.reset();
    expect(m.leagueFixture).toBeNull();
  });
});
