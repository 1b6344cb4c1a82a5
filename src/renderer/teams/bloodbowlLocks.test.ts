import { describe, expect, it } from 'vitest';
import { cloneBBDraft, stockDraft } from './bloodbowl';
import { bbLockedChanges } from './bloodbowlLocks';
import { isLocked } from './locks';

describe('a Blood Bowl team in an unfinished match', () => {
  const saved = stockDraft('dwarf');

  it('may change its names, shirt numbers and colours', () => {
    const edited = cloneBBDraft(saved);
    edited.name = 'Deepdelve Anvils';
    edited.shortName = 'DDA';
    edited.primary = '#123456';
    edited.players[0]!.name = 'Grimli';
    edited.players[0]!.number = 42;
    expect(bbLockedChanges(saved, edited)).toEqual([]);
    for (const part of ['name', 'shortName', 'colours', 'playerName', 'playerNumber'] as const) expect(isLocked(part, true)).toBe(false);
  });

  it('may not change its players, their positions or its re-rolls', () => {
    const fewer = cloneBBDraft(saved);
    fewer.players.pop();
    expect(bbLockedChanges(saved, fewer)).toEqual(['roster']);
    const moved = cloneBBDraft(saved);
    moved.players.reverse();
    expect(bbLockedChanges(saved, moved)).toEqual(['roster']);
    const rerolls = cloneBBDraft(saved);
    rerolls.rerolls += 1;
    expect(bbLockedChanges(saved, rerolls)).toEqual(['rerolls']);
    expect(isLocked('rerolls', true)).toBe(true);
    expect(isLocked('roster', true)).toBe(true);
    expect(isLocked('rerolls', false)).toBe(false);
  });
});
