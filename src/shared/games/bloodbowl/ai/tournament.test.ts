import { describe, expect, it } from 'vitest';
import { bbGameSetup, parseBBAgent, runBBTournament } from './tournament';

// Small fixed-seed tournaments (full matches, so a few seconds each). Over 200 games Easy beat
// random in every game (docs/ai.md, "Blood Bowl"), so 7 of 8 leaves a wide margin while still
// failing a coach that plays no better than chance; Normal must beat random in both of its games.
// Generous: the machine these run on is shared; alone the two tournaments take about ten seconds.
const SLOW = 120_000;

describe('Blood Bowl computer-coach tournaments', () => {
  it('Easy beats random in at least 7 of 8 games, every decision legal and every match finished', () => {
    const r = runBBTournament({ games: 8, home: 'ai:easy', away: 'random', seed: 10001, now: () => 0 });
    expect(r.first_violations).toEqual([]);
    expect(r.games).toBe(8);
    expect(r.wins).toBeGreaterThanOrEqual(7);
    expect(r.touchdowns_per_game.home).toBeGreaterThan(r.touchdowns_per_game.away);
  }, SLOW);

  it('Normal beats random in both games of a pair (sides swapped)', () => {
    const r = runBBTournament({ games: 2, home: 'ai:normal', away: 'random', seed: 20001, now: () => 0 });
    expect(r.first_violations).toEqual([]);
    expect(r.wins).toBe(2);
  }, SLOW);

  it('pairs games: the same teams and match seed, the entrants swapping seats', () => {
    const a = bbGameSetup(6, 10001);
    const b = bbGameSetup(7, 10001);
    expect([a.seed, a.rosters]).toEqual([b.seed, b.rosters]);
    expect([a.homeSeat, b.homeSeat]).toEqual([0, 1]);
  });

  it('names the entrants it knows and refuses others in words', () => {
    expect(parseBBAgent('AI:Normal')).toBe('ai:normal');
    expect(parseBBAgent('easy')).toBe('ai:easy');
    expect(parseBBAgent('random')).toBe('random');
    expect(() => parseBBAgent('ai:hard')).toThrow('unknown entrant "ai:hard": use random, ai:easy or ai:normal');
  });
});
