import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../engine/types';
import { emptyTally, tallyEvents } from './tally';
import { teamTable } from './teamTable';

const dead: GameEvent = { type: 'ball-dead', reason: 'gutter', cell: null };
const shot: GameEvent = { type: 'shot', figure: 0, rolls: [3, 3], need: 6, goal: true };
const end = (period: number): GameEvent => ({ type: 'period-end', period });

describe('Rülerball balance tally', () => {
  it('counts dead balls, the longest run with no shot between, and periods without a shot', () => {
    const t = emptyTally();
    tallyEvents(t, [dead, dead, shot, dead]);
    tallyEvents(t, [end(1), dead, dead, dead, end(2)]);
    tallyEvents(t, [shot, end(3)]);
    expect(t.deadBalls).toBe(6);
    // The run goes on over the period's end: 1 + 3 dead balls before the next shot.
    expect(t.longestDeadStreak).toBe(4);
    expect(t.periods).toBe(3);
    expect(t.periodsWithoutShot).toBe(1);
    expect(t.periodsAllDead).toBe(1);
  });

  it('a period without a shot whose ball is held at the whistle was cut by the clock, not eaten by dead balls', () => {
    const t = emptyTally();
    const field: GameEvent = { type: 'field', figure: 5, roll: 4, need: 3, ok: true };
    const missed: GameEvent = { type: 'field', figure: 5, roll: 1, need: 3, ok: false };
    const drop: GameEvent = { type: 'dropped', figure: 5, cell: 40 };
    tallyEvents(t, [dead, field, end(1)]); // carried until the whistle
    tallyEvents(t, [field, drop, dead, missed, end(2)]); // dropped, died, the next one missed
    tallyEvents(t, [field, shot, end(3)]);
    expect(t.periodsWithoutShot).toBe(2);
    expect(t.periodsAllDead).toBe(1);
  });

  it("tables each team's results against the other teams, mirror games left out", () => {
    const rows = teamTable([
      { winner: 'home', score: { home: 2, away: 1 }, teams: { home: 'Comets', away: 'Bruisers' } },
      { winner: null, score: { home: 0, away: 0 }, teams: { home: 'Bruisers', away: 'Comets' } },
      { winner: 'away', score: { home: 0, away: 1 }, teams: { home: 'Comets', away: 'Comets' } },
    ]);
    expect(rows.Comets).toEqual({ games: 2, wins: 1, draws: 1, losses: 0, goalsFor: 2, goalsAgainst: 1, win_rate: 0.5 });
    expect(rows.Bruisers).toMatchObject({ games: 2, wins: 0, draws: 1, losses: 1 });
  });
});
