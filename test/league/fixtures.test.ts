import { describe, expect, it } from 'vitest';
import { drawRounds } from '../../src/shared/league/fixtures';

const pairKey = (a: number, b: number): string => `${Math.min(a, b)}-${Math.max(a, b)}`;

describe('fixture drawing (circle method)', () => {
  for (const n of [3, 4, 5, 6, 7, 16]) {
    it(`${n} teams, single: every pair once, each team once per round, byes for odd counts`, () => {
      const rounds = drawRounds(n, 'single', 9);
      expect(rounds).toHaveLength(n % 2 === 0 ? n - 1 : n);
      const pairs = new Map<string, number>();
      for (const r of rounds) {
        const seen = [...r.fixtures.flatMap((f) => [f.home, f.away]), ...r.resting];
        expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
        expect(r.resting).toHaveLength(n % 2);
        for (const f of r.fixtures) pairs.set(pairKey(f.home, f.away), (pairs.get(pairKey(f.home, f.away)) ?? 0) + 1);
      }
      expect(pairs.size).toBe((n * (n - 1)) / 2);
      expect([...pairs.values()].every((c) => c === 1)).toBe(true);
      // An odd count: each team rests exactly once.
      if (n % 2 === 1) expect(rounds.flatMap((r) => r.resting).sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
    });
  }

  it('double: the second leg is the first with home and away swapped', () => {
    const rounds = drawRounds(6, 'double', 3);
    expect(rounds).toHaveLength(10);
    const ids = rounds.flatMap((r) => r.fixtures.map((f) => f.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (let r = 0; r < 5; r++) {
      expect(rounds[r + 5].fixtures.map((f) => [f.away, f.home])).toEqual(rounds[r].fixtures.map((f) => [f.home, f.away]));
    }
  });

  it('home games are shared out: no team is at home more than one game over half', () => {
    const rounds = drawRounds(8, 'single', 5);
    const home = new Array(8).fill(0);
    for (const f of rounds.flatMap((r) => r.fixtures)) home[f.home]++;
    for (const h of home) expect(Math.abs(h - 3.5)).toBeLessThanOrEqual(1.5);
  });

  it('the seed changes the draw, the same seed gives the same one', () => {
    expect(drawRounds(6, 'single', 1)).toEqual(drawRounds(6, 'single', 1));
    expect(drawRounds(6, 'single', 1)).not.toEqual(drawRounds(6, 'single', 2));
  });

  it('refuses fewer than two teams in words', () => {
    expect(() => drawRounds(1, 'single', 1)).toThrow(/at least 2 teams/);
  });
});
