// The leagues: the list of league files, the league open in the league screen, and its fixtures
// played through the core (flow.ts). Storage goes through `window.rushline.leagues` (failures reach
// the banner through callIpc). Every change is saved before it is shown: a save that fails leaves
// the league as it was, so the screen never shows what the file does not hold.
import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { AiLevel } from '../../shared/games/dreadball/ai/coach';
import type { Words } from '../../shared/words';
import type { RushlineApi } from '../../shared/ipc/client';
import type { ResponseOf } from '../../shared/ipc/contract';
import { createLeague, LeagueInputError, type NewLeague } from '../../shared/league/create';
import { answerForComputers, beginPostGame, decidePending, fixturePreview, pendingNow } from '../../shared/league/flow';
import { findFixture, type PostGameDecision } from '../../shared/league/postgame';
import type { MatchSetup } from '../../shared/games/dreadball/engine';
import type { GameEvent } from '../../shared/games/dreadball/engine/types';
import { fixtureMatchSetup, playFixtureMatch } from '../../shared/league/simulate';
import { tallyMatch } from '../../shared/league/tally';
import type { Controllers } from '../match/computer';
import type { League } from '../../shared/league/types';
import { matchesChannels } from '../match/saveClient';
import { discardSimulatedMatch, saveSimulatedMatch } from '../league/simulatedMatch';
import { callIpc, useIpcRunner } from './ipc';
import { useErrorStore } from './errors';

type LeaguesApi = RushlineApi['leagues'];
export type LeagueListEntry = ResponseOf<'leagues:list'>[number];
export type LeagueAction = 'created' | 'deleted' | 'exported' | 'imported' | 'already' | 'restored';

/** The `leagues:*` channels, when this build has them. */
function leaguesApi(): LeaguesApi | undefined {
  const api = (globalThis as { rushline?: Partial<RushlineApi> }).rushline;
  return api?.leagues && typeof api.leagues.list === 'function' ? api.leagues : undefined;
}

/** The level the computer plays a simulated fixture at: the computer team's, else normal. */
export function simulationLevel(league: League, fixtureId: string): AiLevel {
  const f = findFixture(league, fixtureId);
  for (const team of [league.teams[f.home], league.teams[f.away]]) if (team.coach.kind === 'computer') return team.coach.level;
  return 'normal';
}

/** Who plays each side of a fixture's match: home is coach A. */
export function fixtureControllers(league: League, fixtureId: string): Controllers {
  const f = findFixture(league, fixtureId);
  const of = (i: number) => {
    const coach = league.teams[i]!.coach;
    return coach.kind === 'person' ? ('human' as const) : coach.level;
  };
  return { A: of(f.home), B: of(f.away) };
}

/** The match of a fixture played in the app: the simulator's setup (fixtureMatchSetup), so a league replays from its seed whichever way its fixtures are played. */
export function fixtureSetup(league: League, fixtureId: string): MatchSetup {
  return fixtureMatchSetup(league, findFixture(league, fixtureId));
}

/** A saved match of the open league: its file id and whether it is still being played. */
export interface FixtureMatch {
  id: string;
  finished: boolean;
}

/**
 * The saved matches of league `leagueId` by fixture, from the match list's entries (each names its
 * league fixture, if any). A fixture played more than once (a match left unfinished and begun
 * again) keeps the one saved last: the list comes last saved first.
 */
export function fixtureMatchesOf(entries: readonly unknown[], leagueId: string): Map<string, FixtureMatch> {
  const out = new Map<string, FixtureMatch>();
  for (const m of leagueMatches(entries, leagueId)) if (m.fixtureId !== null && !out.has(m.fixtureId)) out.set(m.fixtureId, { id: m.id, finished: m.finished });
  return out;
}

/**
 * The ids of league `leagueId`'s finished, readable matches: a fixture's Replay is offered while
 * the match its result names is among them, even when a later match of the fixture (one left
 * unfinished and continued after the result was in) is the one saved last.
 */
export function replayableMatchesOf(entries: readonly unknown[], leagueId: string): Set<string> {
  return new Set(leagueMatches(entries, leagueId).filter((m) => m.finished).map((m) => m.id));
}

/** The readable entries of the match list that belong to league `leagueId`, in list order. */
function leagueMatches(entries: readonly unknown[], leagueId: string): { id: string; fixtureId: string | null; finished: boolean }[] {
  const out: { id: string; fixtureId: string | null; finished: boolean }[] = [];
  for (const e of entries) {
    if (typeof e !== 'object' || e === null) continue;
    const entry = e as { status?: unknown; id?: unknown; league?: { leagueId?: unknown; fixtureId?: unknown }; summary?: { status?: unknown } };
    if (entry.status !== 'ok' || typeof entry.id !== 'string' || entry.league?.leagueId !== leagueId) continue;
    out.push({ id: entry.id, fixtureId: typeof entry.league.fixtureId === 'string' ? entry.league.fixtureId : null, finished: entry.summary?.status === 'finished' });
  }
  return out;
}

/** Lets the screen paint (a "simulating" line) before a long synchronous step. */
const paint = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export const useLeagueStore = defineStore('league', () => {
  const entries = shallowRef<LeagueListEntry[]>([]);
  const loaded = ref(false);
  const { busy, available, run } = useIpcRunner(leaguesApi);
  const simulating = ref(false);
  const lastAction = ref<{ kind: LeagueAction; name: string; n: number } | undefined>();
  let actions = 0;

  /** The league open in the league screen and its file id. */
  const id = ref<string | undefined>();
  const league = shallowRef<League | undefined>();

  const pending = computed(() => (league.value ? pendingNow(league.value) : null));
  /** The open league's saved matches by fixture (to continue one under way, to replay one played). */
  const fixtureMatches = shallowRef<Map<string, FixtureMatch>>(new Map());
  /** The open league's finished matches by id (Replay of a played fixture). */
  const replayable = shallowRef<ReadonlySet<string>>(new Set());

  function note(kind: LeagueAction, name: string): void {
    lastAction.value = { kind, name, n: ++actions };
  }

  function nameOf(leagueId: string): string {
    const entry = entries.value.find((e) => e.id === leagueId);
    return entry && entry.status === 'ok' ? entry.name : '';
  }


  async function refresh(): Promise<void> {
    const api = leaguesApi();
    if (!api) {
      available.value = false;
      loaded.value = true;
      return;
    }
    const list = await callIpc(() => api.list());
    if (list) entries.value = [...list].sort((a, b) => (b.status === 'ok' ? b.savedAt : '').localeCompare(a.status === 'ok' ? a.savedAt : ''));
    loaded.value = true;
  }

  /** Writes `next` as the open league's file; only once written does the screen show it. */
  async function persist(next: League): Promise<boolean> {
    // The schema types its arrays as mutable; the league is passed as it is and checked by the main process.
    // Shown inside the call, so the screen is never un-busy with the question already answered.
    const saved = await run(async (api) => {
      const written = await api.save({ ...(id.value ? { id: id.value } : {}), league: next as unknown as Parameters<LeaguesApi['save']>[0]['league'] });
      if (written.ok) {
        id.value = written.value.id;
        league.value = next;
      }
      return written;
    });
    return saved !== undefined;
  }

  /** A new league from the form's input, saved and opened; undefined (and the reason in the banner) when refused. */
  async function create(input: NewLeague): Promise<string | undefined> {
    let made: League;
    try {
      made = createLeague(input);
    } catch (e) {
      if (!(e instanceof LeagueInputError)) throw e;
      useErrorStore().push('invalid-payload', { key: 'league.create.refused', params: { reason: e.message } });
      return undefined;
    }
    id.value = undefined;
    if (!(await persist(made))) return undefined;
    note('created', made.name);
    return id.value;
  }

  async function open(leagueId: string): Promise<boolean> {
    const file = await run((api) => api.load({ id: leagueId }));
    if (!file) return false;
    id.value = leagueId;
    league.value = file.league as unknown as League;
    await refreshMatches();
    return true;
  }

  /** Reads the match list again for the open league's fixtures (quietly: no list, no matches). */
  async function refreshMatches(): Promise<void> {
    const channels = matchesChannels();
    const leagueId = id.value;
    if (!channels || !leagueId) {
      fixtureMatches.value = new Map();
      replayable.value = new Set();
      return;
    }
    const list = await callIpc(() => channels.list());
    if (id.value === leagueId) {
      fixtureMatches.value = fixtureMatchesOf(list ?? [], leagueId);
      replayable.value = replayableMatchesOf(list ?? [], leagueId);
    }
  }

  function close(): void {
    id.value = undefined;
    league.value = undefined;
    fixtureMatches.value = new Map();
    replayable.value = new Set();
  }

  async function remove(leagueId: string): Promise<boolean> {
    const name = nameOf(leagueId);
    const done = await run((api) => api.delete({ id: leagueId }));
    if (done === undefined) return false;
    if (id.value === leagueId) close();
    note('deleted', name);
    await refresh();
    return true;
  }

  async function exportLeague(leagueId: string): Promise<boolean> {
    const done = await run((api) => api.export({ id: leagueId }));
    if (!done || done.cancelled) return false;
    note('exported', nameOf(leagueId) || (league.value?.name ?? ''));
    return true;
  }

  /**
   * One of the open league's teams as a plain team file (where the user picks): the words saying
   * where it went, or undefined when cancelled or refused (the reason in the banner).
   */
  async function exportTeam(teamId: string): Promise<Words | undefined> {
    const leagueId = id.value;
    if (!leagueId) return undefined;
    const done = await run((api) => api.exportTeam({ id: leagueId, team: teamId }));
    return done && !done.cancelled ? done.words : undefined;
  }

  async function importLeague(): Promise<string | undefined> {
    const result = await run((api) => api.import());
    if (!result || result.cancelled) return undefined;
    note(result.already ? 'already' : 'imported', result.league.name);
    await refresh();
    return result.league.id;
  }

  async function restore(leagueId: string): Promise<boolean> {
    const saved = await run((api) => api.restoreBackup({ id: leagueId }));
    if (!saved) return false;
    note('restored', saved.name);
    await refresh();
    return true;
  }

  function preview(fixtureId: string) {
    return league.value ? fixturePreview(league.value, fixtureId) : undefined;
  }

  /**
   * Plays the fixture's match between computer coaches at once (no animations), saves it as a
   * match file of the fixture (so it can be replayed), then begins its post-game with the computer
   * answering for its teams; saved, so a reload resumes it. The match file is written first: when
   * it cannot be, the league is left as it was; when the league then cannot be, the match is
   * taken away again.
   */
  async function simulate(fixtureId: string): Promise<boolean> {
    const current = league.value;
    const leagueId = id.value;
    if (!current || !leagueId || current.pending || simulating.value) return false;
    const fixture = findFixture(current, fixtureId);
    if (fixture.result) return false;
    simulating.value = true;
    try {
      await paint();
      const level = simulationLevel(current, fixtureId);
      const played = playFixtureMatch(current, fixture, level);
      const matchId = await saveSimulatedMatch(played, { leagueId, fixtureId }, level);
      if (matchId === undefined) return false;
      // Another league opened meanwhile is not this match's to enter.
      const entered = id.value === leagueId && league.value === current && (await persist(answerForComputers(beginPostGame(current, fixtureId, played.tally, matchId))));
      if (!entered) {
        await discardSimulatedMatch(matchId);
        return false;
      }
      await refreshMatches();
      return true;
    } finally {
      simulating.value = false;
    }
  }

  /**
   * A fixture's match played in the app has ended: its events tallied, its post-game begun (the
   * computer answering for its teams) and saved. `matchId` is the match's own save, if any.
   */
  async function finishMatch(fixtureId: string, setup: MatchSetup, events: readonly GameEvent[], matchId: string | null): Promise<boolean> {
    const current = league.value;
    if (!current || current.pending || findFixture(current, fixtureId).result) return false;
    // The sheets the match was played with (the players who were on them), not the teams as now.
    const tally = tallyMatch(setup.teams, [...events]);
    return persist(answerForComputers(beginPostGame(current, fixtureId, tally, matchId)));
  }

  /** A coach's answer to the post-game's question; the computer's answers follow; saved each time. */
  async function decide(decision: PostGameDecision): Promise<boolean> {
    const current = league.value;
    // An answer while the last one is being written would be decided against the old question.
    if (!current?.pending || busy.value) return false;
    const decided = decidePending(current, decision);
    if (!decided.ok) {
      useErrorStore().push('invalid-payload', { key: 'league.postGame.refused', params: { reason: decided.message } });
      return false;
    }
    return persist(answerForComputers(decided.league));
  }

  return {
    entries, loaded, busy, available, simulating, lastAction, id, league, pending, fixtureMatches, replayable,
    refresh, create, open, refreshMatches, close, remove, exportLeague, exportTeam, importLeague, restore, preview, simulate, finishMatch, decide,
  };
});
