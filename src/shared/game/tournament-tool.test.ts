import { describe, expect, it } from 'vitest';
import { parseOnly, playsGame, timeSummary } from './tournament-tool';
import { ToolInputError } from './tool-error';
import { dreadballTournament } from '../games/dreadball/tournament';

describe('tournament runs: think times', () => {
  it('summarises think times', () => {
    const t = timeSummary([1, 2, 3, 4, 100]);
    expect(t.avg_ms).toBe(22);
    expect(t.p95_ms).toBe(100);
    expect(t.p50_ms).toBe(3);
  });
});

describe('tournament runs: which games a run plays', () => {
  it('a shard plays every shards-th game; --only narrows it to the games listed', () => {
    const played = (o: Parameters<typeof playsGame>[1]): number[] => [...Array(12).keys()].filter((i) => playsGame(i, o));
    expect(played({})).toEqual([...Array(12).keys()]);
    expect(played({ shard: 1, shards: 3 })).toEqual([1, 4, 7, 10]);
    expect(played({ only: [2, 7, 11] })).toEqual([2, 7, 11]);
    expect(played({ shard: 1, shards: 2, only: [2, 7, 11] })).toEqual([7, 11]);
  });

  it('reads --only as whole game indices below --games, and says in words what it cannot read', () => {
    expect(parseOnly('2, 6,11', 12)).toEqual([2, 6, 11]);
    for (const bad of ['12', '-1', '2.5', 'six', '2,,3', '']) {
      expect(() => parseOnly(bad, 12)).toThrow(ToolInputError);
    }
    expect(() => parseOnly('12', 12)).toThrow('--only: "12" is not a game index from 0 to 11');
  });

  it("DreadBall's tool plays only the games listed, each as game i of the whole run would be", () => {
    let t = 0;
    const seen: number[] = [];
    const records: unknown[] = [];
    const run = { games: 6, home: 'ai:easy', away: 'random', seed: 3, shard: 0, shards: 1, now: () => t++ };
    dreadballTournament.run({ ...run, only: [1, 4], onGame: (r, _label, i) => (seen.push(i), records.push(r)) });
    expect(seen).toEqual([1, 4]);
    // With a shard as well, only the listed games of that shard are played, and game 4 is the same
    // game whichever run plays it (same seed, seats, decisions and winner).
    const key = (r: unknown): string => JSON.stringify((r as { game: object }).game, ['seed', 'homeCoach', 'decisions', 'winner', 'reason']);
    const again: number[] = [];
    const other: unknown[] = [];
    dreadballTournament.run({ ...run, shard: 0, shards: 2, only: [0, 3, 4], onGame: (r, _label, i) => (again.push(i), other.push(r)) });
    expect(again).toEqual([0, 4]);
    expect(key(other[1])).toBe(key(records[1]));
  }, 120_000);
});
