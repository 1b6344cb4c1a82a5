import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLeague } from '../../shared/league/create';
import type { League } from '../../shared/league/types';
import { newLeagueOf, STOCK_PICKABLE, type LeagueForm } from '../league/entries';
import { useErrorStore } from './errors';
import { useLeagueStore } from './league';

const ID = '22222222-2222-4222-8222-222222222222';
const SAVED_AT = '2026-01-02T00:00:00.000Z';
const ok = <T>(value: T) => Promise.resolve({ ok: true as const, value });
const fail = (code: string, key: string) => Promise.resolve({ ok: false as const, error: { code, words: { key } } });

function form(coaches: LeagueForm['rows'][number]['coach'][]): LeagueForm {
  return { name: 'Autumn cup', format: 'single', seedText: '7', rows: coaches.map((coach, i) => ({ teamId: STOCK_PICKABLE[i % STOCK_PICKABLE.length]!.id, coach })) };
}

function fakeApi() {
  const files = new Map<string, League>();
  return {
    files,
    list: vi.fn(() => ok([...files].map(([id, l]) => ({ status: 'ok' as const, id, name: l.name, teams: l.teams.length, fixtures: 0, played: 0, postGameUnderWay: !!l.pending, savedAt: SAVED_AT })))),
    load: vi.fn((p: { id: string }) => (files.has(p.id) ? ok({ id: p.id, league: files.get(p.id), savedAt: SAVED_AT }) : fail('not-found', 'problems.notFound'))),
    save: vi.fn((p: { id?: string; league: League }) => {
      const id = p.id ?? ID;
      files.set(id, JSON.parse(JSON.stringify(p.league)) as League);
      return ok({ id, name: p.league.name, savedAt: SAVED_AT });
    }),
    delete: vi.fn((p: { id: string }) => {
      files.delete(p.id);
      return ok(null);
    }),
    export: vi.fn(() => ok({ cancelled: false, words: { key: 'problems.league.savedTo', params: { path: '/x' } } })),
    import: vi.fn(() => ok({ cancelled: true })),
    restoreBackup: vi.fn((p: { id: string }) => ok({ id: p.id, name: 'Autumn cup', savedAt: SAVED_AT })),
  };
}

/** The match files Simulate writes (test/league/simulatedMatch.test.ts has them go through the real handlers). */
function fakeMatches() {
  const files = new Map<string, { id: string; league?: unknown; snapshot: { phase?: string } }>();
  let n = 0;
  return {
    files,
    save: vi.fn((r: { id?: string; league?: unknown; snapshot: { phase?: string } }) => {
      const id = r.id ?? `aaaaaaaa-aaaa-4aaa-8aaa-${String(++n).padStart(12, '0')}`;
      files.set(id, { ...r, id });
      return ok({ id, name: 'm', savedAt: SAVED_AT });
    }),
    load: vi.fn(),
    latest: vi.fn(),
    list: vi.fn(() => ok([...files.values()].reverse().map((f) => ({ status: 'ok', id: f.id, league: f.league, summary: { status: f.snapshot.phase === 'over' ? 'finished' : 'in-progress' } })))),
    delete: vi.fn((p: { id: string }) => {
      files.delete(p.id);
      return ok(null);
    }),
  };
}

let api: ReturnType<typeof fakeApi>;
let matchApi: ReturnType<typeof fakeMatches>;
beforeEach(() => {
  setActivePinia(createPinia());
  api = fakeApi();
  matchApi = fakeMatches();
  vi.stubGlobal('rushline', { leagues: api, matches: matchApi });
  vi.stubGlobal('window', globalThis);
});
afterEach(() => vi.unstubAllGlobals());

describe('league store', () => {
  it('creates a league through the core, saves it as a new file and opens it', async () => {
    const store = useLeagueStore();
    const id = await store.create(newLeagueOf(form(['person', 'person', 'computer-easy', 'computer-easy']), STOCK_PICKABLE, () => 1));
    expect(id).toBe(ID);
    expect(api.save).toHaveBeenCalledTimes(1);
    expect(api.save.mock.calls[0]![0]).not.toHaveProperty('id');
    expect(store.league?.teams.map((t) => t.coach.kind)).toEqual(['person', 'person', 'computer', 'computer']);
    expect(store.league?.rounds).toHaveLength(3);
    expect(store.lastAction).toMatchObject({ kind: 'created', name: 'Autumn cup' });
  });

  it('refuses a league the core refuses, in words, and saves nothing', async () => {
    const store = useLeagueStore();
    expect(await store.create(newLeagueOf(form(['person', 'person']), STOCK_PICKABLE, () => 1))).toBeUndefined();
    expect(api.save).not.toHaveBeenCalled();
    expect(useErrorStore().errors[0]?.words).toMatchObject({ key: 'league.create.refused', params: { reason: expect.stringContaining('3 to 16 teams') } });
  });

  it('simulates a fixture of two computer teams to its committed result', async () => {
    const store = useLeagueStore();
    await store.create(newLeagueOf(form(['computer-easy', 'computer-easy', 'computer-easy']), STOCK_PICKABLE, () => 1));
    const fixture = store.league!.rounds[0]!.fixtures[0]!;
    expect(await store.simulate(fixture.id)).toBe(true);
    const played = store.league!.rounds[0]!.fixtures[0]!;
    expect(played.result).not.toBeNull();
    expect(store.league!.pending).toBeNull();
    expect(api.files.get(ID)!.rounds[0]!.fixtures[0]!.result).toEqual(played.result);
    // Its match was saved first, as a finished match of the fixture, and the result names it.
    expect(matchApi.save).toHaveBeenCalledTimes(1);
    expect(matchApi.save.mock.invocationCallOrder[0]).toBeLessThan(api.save.mock.invocationCallOrder.at(-1)!);
    const [matchId, file] = [...matchApi.files][0]!;
    expect(played.result!.matchId).toBe(matchId);
    expect(file).toMatchObject({ game: 'dreadball', controllers: { A: 'easy', B: 'easy' }, league: { leagueId: ID, fixtureId: fixture.id }, snapshot: { phase: 'over' } });
    expect(store.fixtureMatches.get(fixture.id)).toEqual({ id: matchId, finished: true });
    expect(store.replayable.has(matchId)).toBe(true);
    // A fixture played already is not played again.
    expect(await store.simulate(fixture.id)).toBe(false);
  }, 60_000);

  it("stops at a person's question, saves after each answer, refuses a wrong one and resumes after a reload", async () => {
    const store = useLeagueStore();
    await store.create(newLeagueOf(form(['person', 'person', 'person']), STOCK_PICKABLE, () => 1));
    const fixture = store.league!.rounds[0]!.fixtures[0]!;
    await store.simulate(fixture.id);
    const asked = store.pending;
    if (asked?.status !== 'asking') throw new Error('a post-game of two person-coached teams must ask them');
    expect(api.files.get(ID)!.pending?.fixtureId).toBe(fixture.id);
    expect(fixture.result).toBeNull();

    // No question of a post-game offers to retire a player the team does not have.
    const saves = api.save.mock.calls.length;
    expect(await store.decide({ kind: 'retire', player: 'p99' })).toBe(false);
    expect(useErrorStore().errors[0]?.words).toMatchObject({ key: 'league.postGame.refused' });
    expect(api.save.mock.calls.length).toBe(saves);
    expect(store.pending).toEqual(asked);

    expect(await store.decide(asked.question.options[0]!)).toBe(true);
    expect(api.save.mock.calls.length).toBe(saves + 1);
    expect(store.league!.pending?.postGame.decisions).toEqual([asked.question.options[0]]);

    // A reload: a fresh store opens the file and stands where it was.
    setActivePinia(createPinia());
    const again = useLeagueStore();
    expect(await again.open(ID)).toBe(true);
    expect(again.pending).toEqual(store.pending);

    // Answering every question with its first option commits the fixture into the table.
    for (let n = 0; again.league!.pending && n < 500; n++) {
      const now = again.pending;
      if (now?.status !== 'asking') break;
      expect(await again.decide(now.question.options[0]!)).toBe(true);
    }
    expect(again.league!.pending).toBeNull();
    expect(again.league!.rounds[0]!.fixtures[0]!.result).not.toBeNull();
  }, 60_000);

  it('a save that fails leaves the league as it was', async () => {
    const store = useLeagueStore();
    await store.create(newLeagueOf(form(['computer-easy', 'computer-easy', 'computer-easy']), STOCK_PICKABLE, () => 1));
    const before = store.league;
    api.save.mockImplementation(() => fail('io-error', 'problems.io') as never);
    expect(await store.simulate(before!.rounds[0]!.fixtures[0]!.id)).toBe(false);
    expect(store.league).toBe(before);
    expect(useErrorStore().errors[0]).toMatchObject({ code: 'io-error' });
    // The match it was to enter is taken away again: no file names a fixture the league never entered.
    expect(matchApi.delete).toHaveBeenCalledTimes(1);
    expect(matchApi.files.size).toBe(0);
  }, 60_000);

  it('a match that cannot be written leaves the league as it was, unsaved, the reason in words', async () => {
    const store = useLeagueStore();
    await store.create(newLeagueOf(form(['computer-easy', 'computer-easy', 'computer-easy']), STOCK_PICKABLE, () => 1));
    const before = store.league;
    const saves = api.save.mock.calls.length;
    const reason = { key: 'problems.file.notSaved', params: { kind: 'match' } };
    matchApi.save.mockImplementation(() => Promise.resolve({ ok: false as const, error: { code: 'io-error', words: reason } }) as never);
    expect(await store.simulate(before!.rounds[0]!.fixtures[0]!.id)).toBe(false);
    expect(store.league).toBe(before);
    expect(api.save.mock.calls.length).toBe(saves);
    expect(useErrorStore().errors).toEqual([expect.objectContaining({ code: 'io-error', words: { key: 'league.simulate.notSaved', params: { reason } } })]);
    expect(store.simulating).toBe(false);
  }, 60_000);

  it('the saved match replays on the match screen to the tally its post-game began from', async () => {
    const { useMatchStore } = await import('./match');
    const { applyDecision, createMatch } = await import('../../shared/games/dreadball/engine');
    const { tallyMatch } = await import('../../shared/league/tally');
    const store = useLeagueStore();
    await store.create(newLeagueOf(form(['person', 'person', 'computer-easy']), STOCK_PICKABLE, () => 1));
    const league = store.league!;
    const f = league.rounds.flatMap((r) => r.fixtures).find((x) => league.teams[x.home]!.coach.kind === 'person' && league.teams[x.away]!.coach.kind === 'person')!;
    expect(await store.simulate(f.id)).toBe(true);
    const pending = store.league!.pending!;
    const file = matchApi.files.get(pending.matchId!) as unknown as { id: string; setup: Parameters<typeof createMatch>[0]; decisions: Parameters<typeof applyDecision>[1][] };
    // Its log, replayed: the tally the post-game holds.
    let state = createMatch(file.setup);
    const events = [];
    for (const d of file.decisions) {
      const r = applyDecision(state, d);
      if (!r.ok) throw new Error(r.error.message);
      events.push(...r.events);
      state = r.state;
    }
    expect(tallyMatch(file.setup.teams, events)).toEqual(pending.postGame.start.tally);
    // Replay opens it as the Load screen would: a replay of the league fixture, ending on its score.
    matchApi.load.mockImplementation(((p: { id: string }) => ok({ match: { ...matchApi.files.get(p.id), summary: { status: 'finished' } }, check: { status: 'ok' } })) as never);
    const m = useMatchStore();
    expect(await m.load(pending.matchId!)).toBe(true);
    expect(m.replayMode).toBe(true);
    expect(m.leagueFixture).toEqual({ leagueId: ID, fixtureId: f.id });
    await m.replayTo(m.decisions.length);
    expect(m.state!.score).toEqual(pending.postGame.start.tally.score);
  }, 60_000);

  it('a build without match files simulates nothing and says why', async () => {
    const store = useLeagueStore();
    await store.create(newLeagueOf(form(['computer-easy', 'computer-easy', 'computer-easy']), STOCK_PICKABLE, () => 1));
    const before = store.league;
    vi.stubGlobal('rushline', { leagues: api });
    const saves = api.save.mock.calls.length;
    expect(await store.simulate(before!.rounds[0]!.fixtures[0]!.id)).toBe(false);
    expect(store.league).toBe(before);
    expect(api.save.mock.calls.length).toBe(saves);
    expect(useErrorStore().errors[0]?.words).toEqual({ key: 'league.simulate.notSaved', params: { reason: { key: 'league.simulate.noMatchFiles' } } });
  }, 60_000);

  it('lists, opens, exports, restores and deletes by id', async () => {
    const store = useLeagueStore();
    api.files.set(ID, createLeague(newLeagueOf(form(['person', 'person', 'person']), STOCK_PICKABLE, () => 1)));
    await store.refresh();
    expect(store.entries).toMatchObject([{ status: 'ok', id: ID, name: 'Autumn cup' }]);
    expect(await store.open(ID)).toBe(true);
    expect(store.league?.name).toBe('Autumn cup');
    expect(await store.exportLeague(ID)).toBe(true);
    expect(store.lastAction).toMatchObject({ kind: 'exported', name: 'Autumn cup' });
    expect(await store.restore(ID)).toBe(true);
    expect(api.restoreBackup).toHaveBeenCalledWith({ id: ID });
    expect(await store.remove(ID)).toBe(true);
    expect(store.league).toBeUndefined();
    expect(store.entries).toEqual([]);
    expect(await store.open(ID)).toBe(false);
    expect(useErrorStore().errors[0]).toMatchObject({ code: 'not-found' });
  });

  it('import: a cancelled dialog is quiet, an imported league is listed', async () => {
    const store = useLeagueStore();
    expect(await store.importLeague()).toBeUndefined();
    expect(useErrorStore().errors).toEqual([]);
    api.import.mockImplementation(() => ok({ cancelled: false, league: { id: ID, name: 'Spring', savedAt: SAVED_AT } }) as never);
    expect(await store.importLeague()).toBe(ID);
    expect(store.lastAction).toMatchObject({ kind: 'imported', name: 'Spring' });
  });

  it('says so when this build has no league storage', async () => {
    vi.stubGlobal('rushline', {});
    const store = useLeagueStore();
    await store.refresh();
    expect(store.available).toBe(false);
  });
});

describe('league store: a fixture played in the app', () => {
  it('gives the match both league teams, coach A at home, and begins the post-game from its events', async () => {
    const { applyDecision, createMatch, legalDecisions } = await import('../../shared/games/dreadball/engine');
    const { chooseDecision } = await import('../../shared/games/dreadball/ai/coach');
    const { fixtureControllers, fixtureSetup } = await import('./league');
    const store = useLeagueStore();
    await store.create(newLeagueOf(form(['person', 'computer-easy', 'person']), STOCK_PICKABLE, () => 1));
    const league = store.league!;
    const f = league.rounds[0]!.fixtures[0]!;
    const setup = fixtureSetup(league, f.id);
    expect(setup.teams.map((t) => t.id)).toEqual([league.teams[f.home]!.id, league.teams[f.away]!.id]);
    expect(fixtureControllers(league, f.id)).toEqual({ A: f.home === 1 ? 'easy' : 'human', B: f.away === 1 ? 'easy' : 'human' });

    // The match played out (by the computer here, as a stand-in for the coaches on the screen).
    let state = createMatch(setup);
    const events = [];
    for (let n = 0; state.phase !== 'over' && n < 20_000; n++) {
      const r = applyDecision(state, chooseDecision(state, legalDecisions(state), 'easy', n));
      if (!r.ok) throw new Error(r.error.message);
      events.push(...r.events);
      state = r.state;
    }
    expect(await store.finishMatch(f.id, setup, events, 'match-1')).toBe(true);
    expect(store.league!.pending).toMatchObject({ fixtureId: f.id, matchId: 'match-1' });
    expect(store.league!.pending!.postGame.start.tally.score).toEqual(state.score);
    // Only once: a post-game is under way.
    expect(await store.finishMatch(f.id, setup, events, 'match-1')).toBe(false);
  }, 60_000);
});

describe('league store: the saved matches of the league', () => {
  const OTHER = '33333333-3333-4333-8333-333333333333';
  const entry = (id: string, leagueId: string | null, fixtureId: string, status: 'in-progress' | 'finished') => ({
    status: 'ok',
    id,
    summary: { status },
    ...(leagueId ? { league: { leagueId, fixtureId } } : {}),
  });

  it('by fixture: only this league’s readable matches, the one saved last for a fixture played twice', async () => {
    const { fixtureMatchesOf } = await import('./league');
    const list = [
      entry('m-3', ID, 'r1-1', 'in-progress'),
      entry('m-2', ID, 'r1-1', 'finished'),
      entry('m-1', ID, 'r2-1', 'finished'),
      entry('m-0', OTHER, 'r1-2', 'in-progress'),
      entry('m-9', null, 'r1-2', 'in-progress'),
      { status: 'damaged', id: 'm-8', league: { leagueId: ID, fixtureId: 'r1-2' } },
      null,
      'm-7',
    ];
    const byFixture = fixtureMatchesOf(list, ID);
    expect([...byFixture]).toEqual([
      ['r1-1', { id: 'm-3', finished: false }],
      ['r2-1', { id: 'm-1', finished: true }],
    ]);
  });

  it('replayable: this league’s finished readable matches, also one saved before a later match of its fixture', async () => {
    const { replayableMatchesOf } = await import('./league');
    const list = [
      entry('m-3', ID, 'r1-1', 'in-progress'),
      entry('m-2', ID, 'r1-1', 'finished'),
      entry('m-1', ID, 'r2-1', 'finished'),
      entry('m-0', OTHER, 'r1-2', 'finished'),
      entry('m-9', null, 'r1-2', 'finished'),
      { status: 'damaged', id: 'm-8', league: { leagueId: ID, fixtureId: 'r1-2' }, summary: { status: 'finished' } },
      null,
    ];
    expect([...replayableMatchesOf(list, ID)].sort()).toEqual(['m-1', 'm-2']);
  });

  it('a fixture played through the match store: its saves name the fixture, the post-game begins from its events and the result names the match', async () => {
    const { fixtureControllers, fixtureSetup } = await import('./league');
    const { useMatchStore } = await import('./match');
    const { computerPostGameDecision } = await import('../../shared/league/postgame');
    const matchFiles: Record<string, unknown>[] = [];
    const matches = {
      save: vi.fn(async (r: Record<string, unknown>) => {
        matchFiles[0] = { ...r, id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' };
        return { ok: true, value: { id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', name: 'm', savedAt: SAVED_AT } };
      }),
      load: vi.fn(),
      latest: vi.fn(),
      list: vi.fn(async () => ({ ok: true, value: matchFiles.map((f) => ({ status: 'ok', id: f.id, league: f.league, summary: { status: 'finished' } })) })),
    };
    vi.stubGlobal('rushline', { leagues: api, matches });
    const store = useLeagueStore();
    await store.create(newLeagueOf(form(['person', 'person', 'computer-easy']), STOCK_PICKABLE, () => 1));
    const league = store.league!;
    const f = league.rounds.flatMap((r) => r.fixtures).find((x) => league.teams[x.home]!.coach.kind === 'person' && league.teams[x.away]!.coach.kind === 'person')!;
    expect(fixtureControllers(league, f.id)).toEqual({ A: 'human', B: 'human' });

    // Two people at one screen, each ending his rushes at once: a short match to the final whistle.
    const m = useMatchStore();
    m.startFixture(fixtureSetup(league, f.id), fixtureControllers(league, f.id), { leagueId: store.id!, fixtureId: f.id });
    for (let n = 0; !m.over && n < 500; n++) {
      const d = m.legal.decisions.find((x) => x.kind === 'end-rush') ?? m.legal.decisions[0]!;
      expect(await m.decide(d)).toBe(true);
    }
    expect(m.over).toBe(true);
    await m.autosave();
    expect(matchFiles[0]?.league).toEqual({ leagueId: ID, fixtureId: f.id });
    await store.refreshMatches();
    expect(store.fixtureMatches.get(f.id)).toEqual({ id: m.saveId, finished: true });

    expect(await store.finishMatch(f.id, m.setup!, m.eventLog.flat(), m.saveId ?? null)).toBe(true);
    expect(store.league!.pending!.postGame.start.tally.score).toEqual(m.state!.score);
    // Both people answer every question (here with the computer's pick); the last answer commits.
    for (let i = 0; i < 60 && store.pending?.status === 'asking'; i++) {
      const now = store.pending;
      expect(await store.decide(computerPostGameDecision(now.question, now.teams, now.events))).toBe(true);
    }
    expect(store.league!.pending).toBeNull();
    const result = store.league!.rounds.flatMap((r) => r.fixtures).find((x) => x.id === f.id)!.result;
    expect(result).toMatchObject({ score: m.state!.score, matchId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' });
    // A fixture with its result takes no second match.
    expect(await store.finishMatch(f.id, m.setup!, m.eventLog.flat(), m.saveId ?? null)).toBe(false);
  }, 60_000);
});
