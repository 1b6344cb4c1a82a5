import { describe, expect, it } from 'vitest';
import { checkInvariants, isPlainJson, playGame, runSim } from '.';
import { buildPosition } from '../scenario';
import { createMatch } from '../state';
import { STOCK_TEAMS } from '../../teams/team';
import type { TeamSheet } from '../../teams/team';

describe('random-play fuzz', () => {
  it('plays 30 full games with no invariant violations and reproducible replays', () => {
    const s = runSim(30, 7, () => Date.now());
    expect(s.first_violations).toEqual([]);
    expect(s.violations).toBe(0);
    expect(s.wins_a + s.wins_b + s.draws).toBe(30);
    expect(s.decisions).toBeGreaterThan(30 * 50);
  }, 120_000);

  it('every game reaches the final whistle', () => {
    const g = playGame({ seed: 12345 });
    expect(g.final.phase).toBe('over');
    expect(g.final.result).not.toBeNull();
  });

  it('the checker notices broken states', () => {
    const teams = [STOCK_TEAMS[0], STOCK_TEAMS[1]] as [TeamSheet, TeamSheet];
    const s = createMatch({ teams, seed: 1 });
    expect(checkInvariants(s)).toEqual([]);
    const broken = { ...s, tokens: 6, scoreDiff: 3 };
    expect(checkInvariants(broken)).toEqual(['tokens 6', 'score difference does not match the totals']);
    expect(isPlainJson({ a: undefined })).toBe(false);
    expect(isPlainJson({ a: [1, 'x', null, { b: true }] })).toBe(true);
  });

  it('notices a settled rush with tokens left but nobody who can act (ruling 27)', () => {
    const dead = [0, 1, 2, 4, 5, 6, 7].map((id) => ({ id, where: 'dead' as const }));
    const pos = (tokenActions: number) =>
      buildPosition({ teams: ['human', 'human'], home: 'A', tokens: 3, ball: { hex: [4, 2] }, players: [{ id: 3, hex: [-3, 0], tokenActions }, ...dead] }, []);
    expect(checkInvariants(pos(1))).toEqual([]);
    expect(checkInvariants(pos(2))).toEqual(['rush did not end with no player left who can act']);
  });
});
