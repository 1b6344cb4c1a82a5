import { describe, expect, it } from 'vitest';
import { createLeague } from '../../src/shared/league/create';
import { leagueTable } from '../../src/shared/league/table';
import { teamRating } from '../../src/shared/league/roster';
import type { League } from '../../src/shared/league/types';
import { stockLeague } from './helpers';

/** Sets the result of the fixture between teams a and b (a at home or away as drawn). */
function play(league: League, a: number, b: number, scoreA: number, scoreB: number, landslide = false): void {
  const f = league.rounds.flatMap((r) => r.fixtures).find((x) => (x.home === a && x.away === b) || (x.home === b && x.away === a))!;
  const [h, w] = f.home === a ? [scoreA, scoreB] : [scoreB, scoreA];
  f.result = { score: [h, w], winner: h > w ? 'home' : h < w ? 'away' : 'draw', landslide, matchId: null };
}

const order = (league: League): number[] => leagueTable(league).map((r) => r.team);

describe('league table', () => {
  it('counts landslide 3, win 2, draw 1, loss 0, with played, for, against and difference', () => {
    const l = stockLeague(3);
    play(l, 0, 1, 7, 0, true);
    play(l, 1, 2, 2, 2);
    play(l, 0, 2, 1, 3);
    const rows = leagueTable(l);
    const row = (t: number) => rows.find((r) => r.team === t)!;
    expect(row(0)).toMatchObject({ played: 2, won: 1, drawn: 0, lost: 1, landslides: 1, pointsFor: 8, pointsAgainst: 3, difference: 5, points: 3 });
    expect(row(1)).toMatchObject({ played: 2, won: 0, drawn: 1, lost: 1, points: 1, difference: -7 });
    expect(row(2)).toMatchObject({ played: 2, won: 1, drawn: 1, lost: 0, points: 3, difference: 2 });
    // 0 and 2 level on points: 0's better difference puts it first.
    expect(order(l)).toEqual([0, 2, 1]);
  });

  it('breaks a tie on difference by points scored', () => {
    const l = stockLeague(4);
    play(l, 0, 2, 4, 2);
    play(l, 1, 3, 3, 1);
    expect(order(l).slice(0, 2)).toEqual([0, 1]);
  });

  it('then by the mini-table of the tied teams among themselves', () => {
    const l = stockLeague(4);
    // 0 beat 1; both have 2 points, +0 difference and 3 scored overall.
    play(l, 0, 1, 2, 1);
    play(l, 0, 2, 1, 2);
    play(l, 1, 3, 2, 1);
    play(l, 2, 3, 0, 0);
    const rows = leagueTable(l);
    const r0 = rows.find((r) => r.team === 0)!;
    const r1 = rows.find((r) => r.team === 1)!;
    expect([r0.points, r0.difference, r0.pointsFor]).toEqual([r1.points, r1.difference, r1.pointsFor]);
    expect(order(l).indexOf(0)).toBeLessThan(order(l).indexOf(1));
  });

  it('then by a draw from the seed, the same for the same seed', () => {
    const a = order(stockLeague(4, 11));
    expect(order(stockLeague(4, 11))).toEqual(a);
    const seen = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) seen.add(order(stockLeague(4, seed)).join(','));
    expect(seen.size).toBeGreaterThan(1);
  });

  it('rates teams: rookies 1, regulars 2, veterans 3, +1 per stat, ability or team upgrade; missing players out', () => {
    const l = stockLeague(3);
    const t = l.teams[0];
    expect(teamRating(t)).toBe(8);
    t.players[0].rank = 'veteran';
    t.players[0].upgrades = [{ kind: 'rank' }, { kind: 'rank' }, { kind: 'ability', ability: 'accurate' }];
    t.players[1].rank = 'regular';
    t.players[1].upgrades = [{ kind: 'rank' }];
    t.players[2].missesNext = true;
    t.upgrades = ['coaching-staff'];
    expect(teamRating(t)).toBe(3 + 1 + 2 + 5 + 1);
    // A head injury counts as a rookie.
    t.players[0].injuries = ['head'];
    expect(teamRating(t)).toBe(1 + 1 + 2 + 5 + 1);
  });

  it('refuses leagues of fewer than 3 or more than 16 teams, and bad seeds, in words', () => {
    const one = stockLeague(3).teams;
    const entry = { sourceId: 's', name: 'X', shortName: 'X', race: one[0].race, players: one[0].players, coachDice: 1, coach: { kind: 'person' as const } };
    expect(() => createLeague({ name: 'L', format: 'single', seed: 1, entries: [entry, entry] })).toThrow(/3 to 16 teams, not 2/);
    expect(() => createLeague({ name: 'L', format: 'single', seed: 1, entries: new Array(17).fill(entry) })).toThrow(/not 17/);
    expect(() => createLeague({ name: 'L', format: 'single', seed: -1, entries: [entry, entry, entry] })).toThrow(/seed/);
  });

  it('gives each entered team fresh stable ids and the budget left as treasury', () => {
    const l = stockLeague(4);
    expect(l.teams.map((t) => t.id)).toEqual(['t1', 't2', 't3', 't4']);
    expect(l.teams[0].players.map((p) => p.id)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8']);
    // Humans: 74 MC of players and one coach die (6 MC) out of 100.
    expect(l.teams[0].treasury).toBe(20);
    expect(l.teams[2].treasury).toBe(10);
  });
});
