import { describe, expect, it } from 'vitest';
import { leagueViolations } from '../../src/shared/league/invariants';
import type { League } from '../../src/shared/league/types';
import { stockLeague } from './helpers';

const copy = (l: League): League => JSON.parse(JSON.stringify(l)) as League;

describe('league invariants', () => {
  it('a fresh league has none', () => {
    const l = stockLeague(4);
    expect(leagueViolations(l, l, [0, 1])).toEqual([]);
  });

  it('catches lost XP, a rank without its upgrades, too many upgrades, a long roster, too few available, a result that disagrees with its score', () => {
    const before = stockLeague(4);
    before.teams[0].players[0].xp = 7;
    before.teams[0].players[0].advances = 1;
    before.teams[0].players[0].rank = 'regular';
    before.teams[0].players[0].upgrades = [{ kind: 'rank' }];
    const after = copy(before);
    const t = after.teams[0];
    t.players[0].xp = 6;
    t.players[1].rank = 'veteran';
    t.players[2].upgrades = [{ kind: 'rank' }, { kind: 'rank' }, { kind: 'ability', ability: 'accurate' }, { kind: 'ability', ability: 'strider' }];
    t.players[2].rank = 'veteran';
    for (let i = 0; i < 7; i++) t.players.push({ ...t.players[3], id: `p${20 + i}`, missesNext: true });
    after.teams[1].players.slice(0, 3).forEach((p) => (p.status = 'dead'));
    const f = after.rounds[0].fixtures[0];
    f.result = { score: [2, 1], winner: 'away', landslide: false, matchId: null };
    const v = leagueViolations(before, after, [1]).join('\n');
    expect(v).toMatch(/XP went from 7 to 6/);
    expect(v).toMatch(/rank veteran with 0 rank upgrades/);
    expect(v).toMatch(/4 upgrades/);
    expect(v).toMatch(/15 on the roster/);
    expect(v).toMatch(/5 available after the roster update/);
    expect(v).toMatch(/2-1 won by the away team/);
  });
});
