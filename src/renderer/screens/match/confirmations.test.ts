import { describe, expect, it } from 'vitest';
import { confirmationFor } from './confirmations';
import type { MatchState } from '../../../shared/games/dreadball/engine/types';

function stateWith(where: Array<['pitch' | 'bench', 0 | 1]>, setupTeam: 0 | 1): MatchState {
  return { setupTeam, players: where.map(([w, team], id) => ({ id, team, where: w })) } as unknown as MatchState;
}

describe('confirmationFor', () => {
  it('asks before finishing set-up with none of the team on the pitch', () => {
    // Team 1 has a player on the pitch, team 0 (setting up) has none.
    expect(confirmationFor(stateWith([['bench', 0], ['pitch', 1]], 0), { kind: 'setup-done' })).toBe('emptyPitch');
  });
  it('lets set-up finish at once with a player placed', () => {
    expect(confirmationFor(stateWith([['pitch', 0], ['bench', 0]], 0), { kind: 'setup-done' })).toBeNull();
  });
  it('never asks about other decisions', () => {
    expect(confirmationFor(stateWith([['bench', 0]], 0), { kind: 'end-rush' })).toBeNull();
  });
});
