import { describe, expect, it } from 'vitest';
import { bloodbowlTeamContentSchema } from '../../shared/games/bloodbowl/teams/teamFile';
import { bbTeamOf, draftContent, draftCost, draftOfFile, draftProblems, emptyDraft, newPlayer, sameDraft, shortNameOf, stockDraft } from './bloodbowl';

describe('Blood Bowl team drafts', () => {
  it('a new empty team has no players and says it needs 11', () => {
    const d = emptyDraft('orc', 'New Orc team');
    expect(d).toMatchObject({ race: 'orc', rerolls: 0, players: [], shortName: 'NOT' });
    expect(draftProblems(d)).toContainEqual({ code: 'too-few-players', count: 0, min: 11 });
  });

  it('a stock draft is valid and its content passes the file schema', () => {
    const d = stockDraft('skaven');
    expect(draftProblems(d)).toEqual([]);
    expect(draftCost(d)).toBe(1_000_000);
    expect(bloodbowlTeamContentSchema.safeParse(draftContent(d)).success).toBe(true);
  });

  it('a new player takes the lowest free number and id', () => {
    const d = stockDraft('human');
    d.players.splice(2, 1);
    const p = newPlayer(d, 'lineman', (n) => `Lineman ${n}`);
    expect(p).toEqual({ id: 'p3', name: 'Lineman 3', number: 3, position: 'lineman' });
    const full = { ...d, players: Array.from({ length: 99 }, (_, i) => ({ id: `p${i + 1}`, name: 'x', number: i + 1, position: 'lineman' })) };
    expect(newPlayer(full, 'lineman', () => 'x')).toBeUndefined();
  });

  it('short names from names', () => {
    expect(shortNameOf('Mudgate Maulers')).toBe('MUD');
    expect(shortNameOf('Big Bad Orc Boyz')).toBe('BBO');
    expect(shortNameOf('Zö')).toBe('ZOX');
  });

  it('reads a saved file back to the same draft; refuses what is not a Blood Bowl team', () => {
    const d = stockDraft('dwarf');
    const file = { ...draftContent(d), id: '00000000-0000-4000-8000-000000000001', format: 'rushline-team' };
    const back = bbTeamOf(file);
    expect(back && sameDraft(draftOfFile(back), d)).toBe(true);
    expect(bbTeamOf({ ...file, game: 'dreadball' })).toBeUndefined();
    expect(bbTeamOf({ ...file, race: 'elf' })).toBeUndefined();
    expect(bbTeamOf({ cancelled: false, team: file })?.id).toBe(file.id);
  });

  it('content trims names and writes colours in lower case', () => {
    const d = { ...stockDraft('human'), name: '  Lanterns ', primary: '#ABCDEF' };
    expect(draftContent(d)).toMatchObject({ name: 'Lanterns', colours: { primary: '#abcdef' } });
  });
});
