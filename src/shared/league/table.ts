// The league table (campaign.md, "League"): landslide win 3, win 2, draw 1, loss 0; ties broken by
// point difference, points scored, a mini-table of the tied teams' matches among themselves (table
// points, then point difference), then a draw from the league's seed.
import { hashPair } from '../random/hash';
import { teamRating } from './roster';
import type { Fixture, League } from './types';

export interface TableRow {
  /** Index into `League.teams`. */
  team: number;
  teamId: string;
  name: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  landslides: number;
  pointsFor: number;
  pointsAgainst: number;
  difference: number;
  points: number;
  rating: number;
}

export const TABLE_POINTS = { landslide: 3, win: 2, draw: 1, loss: 0 } as const;

export function playedFixtures(league: League): Fixture[] {
  return league.rounds.flatMap((r) => r.fixtures).filter((f) => f.result !== null);
}

interface Tally {
  points: number;
  difference: number;
}

/** Table points and point difference per team over `fixtures`. */
function tally(fixtures: readonly Fixture[], teams: number): Tally[] {
  const out = Array.from({ length: teams }, () => ({ points: 0, difference: 0 }));
  for (const f of fixtures) {
    const r = f.result!;
    const [h, a] = r.score;
    out[f.home].difference += h - a;
    out[f.away].difference += a - h;
    const won = r.landslide ? TABLE_POINTS.landslide : TABLE_POINTS.win;
    if (r.winner === 'home') out[f.home].points += won;
    else if (r.winner === 'away') out[f.away].points += won;
    else {
      out[f.home].points += TABLE_POINTS.draw;
      out[f.away].points += TABLE_POINTS.draw;
    }
  }
  return out;
}

export function leagueTable(league: League): TableRow[] {
  const fixtures = playedFixtures(league);
  const rows: TableRow[] = league.teams.map((t, i) => ({
    team: i,
    teamId: t.id,
    name: t.name,
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    landslides: 0,
    pointsFor: 0,
    pointsAgainst: 0,
    difference: 0,
    points: 0,
    rating: teamRating(t),
  }));
  for (const f of fixtures) {
    const r = f.result!;
    const sides: [number, number, number, 'home' | 'away'][] = [
      [f.home, r.score[0], r.score[1], 'home'],
      [f.away, r.score[1], r.score[0], 'away'],
    ];
    for (const [team, scored, conceded, side] of sides) {
      const row = rows[team];
      row.played++;
      row.pointsFor += scored;
      row.pointsAgainst += conceded;
      if (r.winner === 'draw') row.drawn++;
      else if (r.winner === side) {
        row.won++;
        if (r.landslide) row.landslides++;
      } else row.lost++;
    }
  }
  const totals = tally(fixtures, league.teams.length);
  for (const row of rows) {
    row.points = totals[row.team].points;
    row.difference = row.pointsFor - row.pointsAgainst;
  }
  return rankRows(rows, fixtures, league.seed);
}

type Step = (group: readonly TableRow[]) => Map<number, number>;

/** Orders rows by table points, then the tie-breakers, each applied to a whole tied group. */
function rankRows(rows: TableRow[], fixtures: readonly Fixture[], seed: number): TableRow[] {
  const by = (f: (r: TableRow) => number): Step => (group) => new Map(group.map((r) => [r.team, f(r)]));
  const miniTable = (pick: (t: Tally) => number): Step => (group) => {
    const ids = new Set(group.map((r) => r.team));
    const among = tally(fixtures.filter((f) => ids.has(f.home) && ids.has(f.away)), rows.length);
    return new Map(group.map((r) => [r.team, pick(among[r.team])]));
  };
  const steps: Step[] = [
    by((r) => r.points),
    by((r) => r.difference),
    by((r) => r.pointsFor),
    // The mini-table's points and difference are one step: both are read among the same group.
    (group) => {
      const points = miniTable((t) => t.points)(group);
      const difference = miniTable((t) => t.difference)(group);
      return new Map(group.map((r) => [r.team, points.get(r.team)! * 10_000 + difference.get(r.team)!]));
    },
    by((r) => hashPair(seed, r.team)),
  ];
  const order = (group: TableRow[], step: number): TableRow[] => {
    if (group.length <= 1 || step >= steps.length) return group;
    const key = steps[step](group);
    const values = [...new Set(group.map((r) => key.get(r.team)!))].sort((a, b) => b - a);
    return values.flatMap((v) => order(group.filter((r) => key.get(r.team) === v), step + 1));
  };
  return order([...rows].sort((a, b) => a.team - b.team), 0);
}
