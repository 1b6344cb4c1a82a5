// The Rülerball team builder's store, its draft logic and New match's saved Rülerball teams, over a
// fake `teams:*` channel set that keeps files in a map the way the main process would.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rulerballSetupSchema } from '../../shared/games/rulerball/saveSchema';
import { STOCK_TEAMS } from '../../shared/games/rulerball/teams/stock';
import { looksOf } from '../match/rulerballBoard';
import { loadSavedRulerballTeams } from '../teams/rulerballSaved';
import { draftContent, lookOfFile, plainDraft, rbLockedChanges, rosterOfFile, stockCopy, toggleUpgrade } from '../teams/rulerball';
import { useRulerballTeams } from './rulerballTeams';
import { ok, stubFakeTeams, type FakeTeams } from './fakeTeams';
import { useTeamsStore } from './teams';

const savedAt = '2026-12-06T12:00:00.000Z';
const figureName = (kind: string, n: number) => `${kind} ${n}`;

let api: FakeTeams;
beforeEach(() => {
  api = stubFakeTeams(savedAt, 'figures');
});
afterEach(() => vi.unstubAllGlobals());

describe('the Rülerball draft', () => {
  it('a plain team has the line-up numbered 1-10, named by the namer, no upgrades, and a short name from its name', () => {
    const d = plainDraft('Dockside Wheels', figureName);
    expect(d.figures.map((f) => [f.kind, f.number])).toEqual([
      ['skater', 1], ['skater', 2], ['skater', 3], ['skater', 4], ['skater', 5], ['catcher', 6], ['catcher', 7], ['biker', 8], ['biker', 9], ['biker', 10],
    ]);
    expect(d.figures[5]!.name).toBe('catcher 1');
    expect(d.shortName).toBe('DOC');
    expect(draftContent(d)).toMatchObject({ game: 'rulerball', name: 'Dockside Wheels' });
  });

  it('a stock copy is its own copy: changing it leaves the stock team as it was', () => {
    const copy = stockCopy(0)!;
    toggleUpgrade(copy.figures[0]!, 'speed');
    copy.figures[0]!.name = 'Changed';
    expect(STOCK_TEAMS[0]!.figures[0]).toMatchObject({ name: 'Vel Okoro', upgrades: ['speed'] });
    expect(copy.figures[0]!.upgrades).toEqual([]);
    expect(stockCopy(9)).toBeUndefined();
  });

  it('a team in use may change names, numbers and colours but not its upgrades', () => {
    const saved = stockCopy(1)!;
    const renamed = { ...stockCopy(1)!, name: 'Other', primary: '#000000' };
    renamed.figures[0]!.number = 77;
    expect(rbLockedChanges(saved, renamed)).toEqual([]);
    toggleUpgrade(renamed.figures[4]!, 'skill');
    expect(rbLockedChanges(saved, renamed)).toEqual(['roster']);
  });

  it('the match plays the file as its roster (the file id) and keeps its look, which the board draws', () => {
    const file = { ...draftContent(stockCopy(2)!), id: 'abc', colours: { primary: '#112233', secondary: '#ffffff' } };
    const roster = rosterOfFile(file);
    expect(roster.id).toBe('abc');
    const setup = { teams: [roster, rosterOfFile({ ...file, id: 'def' })] as const, seed: 1, looks: [lookOfFile(file), lookOfFile(STOCK_TEAMS[0]!)] as const };
    expect(rulerballSetupSchema.safeParse(setup).success).toBe(true);
    const [home, away] = looksOf(setup);
    expect(home).toEqual({ colour: '#112233', numbers: file.figures.map((f) => f.number) });
    expect(away.numbers).toEqual(STOCK_TEAMS[0]!.figures.map((f) => f.number));
  });
});

describe('Rülerball teams store', () => {
  it('spends the 6 points: a fourth upgrade is refused in the problems and blocks the save; within 6 the team saves and is listed', async () => {
    const rb = useRulerballTeams();
    rb.createPlain('Dockside Wheels', figureName);
    expect(rb.points).toBe(0);
    expect(rb.problems).toEqual([]);
    const f = rb.draft!.figures;
    toggleUpgrade(f[0]!, 'speed');
    toggleUpgrade(f[0]!, 'strength');
    toggleUpgrade(f[5]!, 'skill');
    expect(rb.points).toBe(7);
    expect(rb.problems).toEqual([{ code: 'over-points', points: 7, max: 6 }]);
    expect(rb.canSave).toBe(false);
    expect(await rb.save()).toBe(false);
    expect(api.save).not.toHaveBeenCalled();
    toggleUpgrade(f[0]!, 'strength');
    expect(rb.points).toBe(5);
    f[1]!.number = 1;
    expect(rb.problems).toEqual([{ code: 'number-taken', figure: 1, number: 1 }]);
    f[1]!.number = 42;
    expect(await rb.save()).toBe(true);
    expect(api.save.mock.calls[0]![0].team).toMatchObject({ game: 'rulerball', name: 'Dockside Wheels', shortName: 'DOC' });
    expect(rb.dirty).toBe(false);
    const teams = useTeamsStore();
    expect(teams.teams).toMatchObject([{ game: 'rulerball', name: 'Dockside Wheels', value: 5, playerCount: 10, emblem: 'shield' }]);
    teams.gameFilter = 'bloodbowl';
    expect(teams.shownTeams).toEqual([]);
    teams.gameFilter = 'rulerball';
    expect(teams.shownTeams).toHaveLength(1);
  });

  it('editing from the list opens the Rülerball builder; a team in use keeps its upgrades', async () => {
    const saved = await api.save({ team: draftContent(stockCopy(3)!) });
    const teams = useTeamsStore();
    await teams.refresh();
    teams.teams[0]!.inUse = true;
    expect(await teams.edit(saved.value.id as string)).toBe(true);
    expect(teams.draft).toBeUndefined();
    const rb = useRulerballTeams();
    expect(rb.draft).toMatchObject({ id: saved.value.id, name: 'Ringtown Rollers' });
    expect(rb.draftInUse).toBe(true);
    rb.draft!.name = 'Ringtown Rollers II';
    expect(rb.canSave).toBe(true);
    toggleUpgrade(rb.draft!.figures[2]!, 'speed');
    expect(rb.lockedEdits).toEqual(['roster']);
    expect(rb.canSave).toBe(false);
  });

  it('New match gets the playable saved teams and the others with their problems', async () => {
    await api.save({ team: draftContent(stockCopy(0)!) });
    const greedy = draftContent(stockCopy(1)!);
    greedy.name = 'Greedy Wheels';
    greedy.figures[5]!.upgrades = ['skill'];
    await api.save({ team: greedy });
    const { playable, refused } = await loadSavedRulerballTeams();
    expect(playable.map((t) => t.name)).toEqual(['Harbour Comets']);
    expect(refused).toMatchObject([{ name: 'Greedy Wheels', problems: [{ code: 'over-points', points: 9, max: 6 }] }]);
  });
});

describe('importing a Rülerball team file from the list', () => {
  it('notes the import, lists the team and marks it', async () => {
    const file = { format: 'rushline-team', schemaVersion: 2, savedAt, appVersion: '0.1.0', id: '00000000-0000-4000-8000-0000000000ee', ...draftContent(stockCopy(2)!) };
    const importApi = vi.fn(() => {
      api.files.set(file.id, file);
      return ok({ cancelled: false as const, outcome: 'imported' as const, team: file });
    });
    vi.stubGlobal('rushline', { teams: { ...api, import: importApi } });
    const teams = useTeamsStore();
    expect(await teams.importTeam()).toBe(true);
    expect(teams.lastAction).toMatchObject({ kind: 'imported', name: 'Gullwing Catchers' });
    expect(teams.selectedId).toBe(file.id);
    expect(teams.teams).toMatchObject([{ id: file.id, game: 'rulerball' }]);
  });
});
