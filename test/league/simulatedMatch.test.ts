// A simulated fixture keeps its match (issue 16: "every match replayable"): the match Simulate
// writes goes through the real IPC handlers as a match file of the fixture (game, rules version,
// seed, decision log, the league link, finished); its replay gives the same score and the same
// tally the post-game is begun from, and the committed result names it. The league store's order
// (match first; a league that cannot be written takes the match away) is in
// src/renderer/stores/league.test.ts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHandlerTable, type HandlerTable } from '../../src/main/ipc/handlers';
import { applyDecision, createMatch, type MatchSetup } from '../../src/shared/games/dreadball/engine';
import type { Decision, GameEvent } from '../../src/shared/games/dreadball/engine/types';
import { dreadballSaves } from '../../src/shared/games/dreadball/saves';
import { answerForComputers, beginPostGame } from '../../src/shared/league/flow';
import { simulatedMatchFile } from '../../src/shared/league/matchFile';
import { findFixture } from '../../src/shared/league/postgame';
import { playFixtureMatch } from '../../src/shared/league/simulate';
import { tallyMatch } from '../../src/shared/league/tally';
import type { League } from '../../src/shared/league/types';
import { APP_VERSION, tempDir } from '../saves/helpers';
import { stockLeague } from './helpers';

let work: { dir: string; cleanup: () => Promise<void> };
let table: HandlerTable;
beforeEach(async () => {
  work = await tempDir('rushline-simulated-');
  table = createHandlerTable({ dataDir: work.dir, appName: 'Rushline', version: APP_VERSION, platform: 'linux', quit: () => undefined, openInBrowser: async () => undefined });
});
afterEach(() => work.cleanup());

async function value<T>(call: Promise<unknown>): Promise<T> {
  const r = (await call) as { ok: boolean; value?: T; error?: unknown };
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.error)}`);
  return r.value as T;
}

interface LoadedMatch {
  match: { id: string; game: string; rulesVersion: number; setup: MatchSetup; decisions: Decision[]; summary: { status: string; score: number[] }; controllers: unknown; league: unknown };
  check: { status: string };
}

/** A match file's log replayed from its setup: the final state and every event. */
function replayFile(setup: MatchSetup, decisions: readonly Decision[]) {
  let state = createMatch(setup);
  const events: GameEvent[] = [];
  for (const d of decisions) {
    const r = applyDecision(state, d);
    if (!r.ok) throw new Error(r.error.message);
    events.push(...r.events);
    state = r.state;
  }
  return { state, events };
}

describe('a simulated fixture keeps its match', { timeout: 120_000 }, () => {
  it('saved as a finished match file of the fixture; its replay gives the result and the tally the post-game uses', async () => {
    const league: League = stockLeague(4, 9);
    const leagueId = (await value<{ id: string }>(table['leagues:save']({ league }))).id;
    const fixture = league.rounds[0]!.fixtures[0]!;
    const played = playFixtureMatch(league, fixture, 'normal');

    const matchId = (await value<{ id: string }>(table['matches:save'](simulatedMatchFile(played, { leagueId, fixtureId: fixture.id }, 'normal')))).id;
    const loaded = await value<LoadedMatch>(table['matches:load']({ id: matchId }));
    // Checked on load as any match: the log replays to the saved state under today's rules.
    expect(loaded.check.status).toBe('ok');
    expect(loaded.match).toMatchObject({
      game: 'dreadball',
      rulesVersion: dreadballSaves.rulesVersion,
      league: { leagueId, fixtureId: fixture.id },
      controllers: { A: 'normal', B: 'normal' },
      summary: { status: 'finished', score: played.tally.score },
    });
    expect(loaded.match.setup).toEqual(played.setup);
    expect(loaded.match.setup.teams.map((t) => t.id)).toEqual([league.teams[fixture.home]!.id, league.teams[fixture.away]!.id]);

    // Replayed from the file alone: the same final state, events and tally as the simulation's.
    const replayed = replayFile(loaded.match.setup, loaded.match.decisions);
    expect(JSON.stringify(replayed.state)).toBe(JSON.stringify(played.state));
    expect(replayed.events).toEqual(played.events);
    expect(tallyMatch(loaded.match.setup.teams, replayed.events)).toEqual(played.tally);

    // The match list names the fixture and says it is finished (what Fixtures reads for Replay).
    const list = await value<{ id: string; league?: unknown; summary: { status: string } }[]>(table['matches:list'](undefined));
    expect(list).toEqual([expect.objectContaining({ id: matchId, league: { leagueId, fixtureId: fixture.id }, summary: expect.objectContaining({ status: 'finished' }) })]);

    // The league takes it in (the computer's post-game here) and its result names the match.
    const entered = answerForComputers(beginPostGame(league, fixture.id, played.tally, matchId));
    expect(entered.pending).toBeNull();
    expect(findFixture(entered, fixture.id).result).toMatchObject({ score: played.tally.score, matchId });
    await value(table['leagues:save']({ id: leagueId, league: entered }));
    const back = await value<{ league: League }>(table['leagues:load']({ id: leagueId }));
    expect(findFixture(back.league, fixture.id).result?.matchId).toBe(matchId);
  });

  it('the same fixture simulated twice is the same match: a league replays from its seed', () => {
    const league = stockLeague(3, 5);
    const fixture = league.rounds[0]!.fixtures[0]!;
    const a = playFixtureMatch(league, fixture, 'easy');
    const b = playFixtureMatch(league, fixture, 'easy');
    expect(b.decisions).toEqual(a.decisions);
    expect(b.tally).toEqual(a.tally);
  });
});
