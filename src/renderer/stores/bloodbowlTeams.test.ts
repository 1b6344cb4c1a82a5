// The Blood Bowl team builder's store and New match's saved Blood Bowl teams, over a fake
// `teams:*` channel set that keeps files in a map the way the main process would.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSavedBloodBowlTeams } from '../teams/bloodbowlSaved';
import { stockDraft, draftContent } from '../teams/bloodbowl';
import { useBloodBowlTeams } from './bloodbowlTeams';
import { stubFakeTeams, type FakeTeams } from './fakeTeams';
import { useTeamsStore } from './teams';

const savedAt = '2026-12-04T12:00:00.000Z';

let api: FakeTeams;
beforeEach(() => {
  api = stubFakeTeams(savedAt, 'players');
});
afterEach(() => vi.unstubAllGlobals());

describe('Blood Bowl teams store', () => {
  it('a new empty team cannot be saved; with players within the budget it is saved as a Blood Bowl file and listed with its game', async () => {
    const bb = useBloodBowlTeams();
    bb.create('orc', 'empty', 'New Orc team');
    expect(bb.problems).toContainEqual({ code: 'too-few-players', count: 0, min: 11 });
    expect(bb.canSave).toBe(false);
    expect(await bb.save()).toBe(false);
    expect(api.save).not.toHaveBeenCalled();

    bb.create('orc', 'stock', '');
    expect(bb.problems).toEqual([]);
    expect(bb.cost).toBe(980_000);
    bb.draft!.rerolls = 3;
    expect(bb.problems).toEqual([{ code: 'over-budget', cost: 1_040_000, budget: 1_000_000 }]);
    bb.draft!.rerolls = 2;
    expect(await bb.save()).toBe(true);
    expect(api.save.mock.calls[0]![0].team).toMatchObject({ game: 'bloodbowl', race: 'orc', rerolls: 2 });
    expect(bb.draft!.id).toBeDefined();
    expect(bb.dirty).toBe(false);
    const teams = useTeamsStore();
    expect(teams.teams).toMatchObject([{ game: 'bloodbowl', name: 'Mudgate Tuskers', coachDice: 2, value: 980_000 }]);
    expect(teams.lastAction).toMatchObject({ kind: 'saved', name: 'Mudgate Tuskers' });
    teams.gameFilter = 'dreadball';
    expect(teams.shownTeams).toEqual([]);
    teams.gameFilter = 'bloodbowl';
    expect(teams.shownTeams).toHaveLength(1);
  });

  it('editing from the list opens the Blood Bowl builder with the saved team', async () => {
    const saved = await api.save({ team: { ...draftContent(stockDraft('dwarf')) } });
    const teams = useTeamsStore();
    await teams.refresh();
    expect(await teams.edit(saved.value.id as string)).toBe(true);
    expect(teams.draft).toBeUndefined();
    expect(useBloodBowlTeams().draft).toMatchObject({ id: saved.value.id, race: 'dwarf', name: 'Deepanvil Stonefists' });
  });

  it('New match gets the playable saved teams as rosters and the others with their problems', async () => {
    await api.save({ team: draftContent(stockDraft('skaven')) });
    await api.save({ team: { ...draftContent(stockDraft('human')), name: 'Rich Lanterns', rerolls: 8 } });
    const { playable, refused } = await loadSavedBloodBowlTeams();
    expect(playable.map((r) => [r.name, r.race, r.players.length])).toEqual([['Sewerlight Scurriers', 'skaven', 12]]);
    expect(playable[0]!.players[0]).toEqual({ name: 'Scurrier 1', position: 'storm-vermin' });
    expect(refused).toMatchObject([{ name: 'Rich Lanterns', problems: [{ code: 'over-budget' }] }]);
  });
});
