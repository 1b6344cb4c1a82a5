// A whole league of computer teams played headless (`npm run league -- --simulate`): each fixture
// is a full DreadBall match between the existing computer coaches, then the post-game with the
// computer's picks, committed, and the invariants checked after every match.
import { chooseDecision, type AiLevel } from '../games/dreadball/ai/coach';
import { applyDecision, legalDecisions, type MatchSetup } from '../games/dreadball/engine';
import { createMatch } from '../games/dreadball/engine/state';
import type { Decision, GameEvent, MatchState } from '../games/dreadball/engine/types';
import { STOCK_TEAMS } from '../games/dreadball/teams/team';
import { hashPair } from '../random/hash';
import { createLeague, type LeagueEntry } from './create';
import { leagueViolations } from './invariants';
import { commitPostGame, computerPostGameDecision, postGameNow, startPostGame, type PostGameEvent } from './postgame';
import { sheetOfTeam } from './roster';
import { tallyMatch, type MatchTally } from './tally';
import type { Fixture, League } from './types';

/** Most decisions one match may take before the simulation calls it stuck. */
const MAX_MATCH_DECISIONS = 20_000;

/**
 * The match of a fixture: both league teams' sheets (available players only; home is coach A) and
 * a seed from the league's seed and the fixture, so a league replays from its seed whichever way
 * its fixtures are played (on the screen or simulated).
 */
export function fixtureMatchSetup(league: League, fixture: Fixture): MatchSetup {
  return {
    teams: [sheetOfTeam(league.teams[fixture.home]), sheetOfTeam(league.teams[fixture.away])],
    seed: hashPair(league.seed, fixture.round * 1009 + fixture.home * 31 + fixture.away),
  };
}

/** A fixture's match played out: what a match file holds (setup, log, final state) and its tally. */
export interface PlayedFixture {
  setup: MatchSetup;
  decisions: Decision[];
  /** The state at the final whistle. */
  state: MatchState;
  events: GameEvent[];
  tally: MatchTally;
}

/** Plays a fixture's match between the two teams' computer coaches at `level`, to the final whistle. */
export function playFixtureMatch(league: League, fixture: Fixture, level: AiLevel): PlayedFixture {
  const setup = fixtureMatchSetup(league, fixture);
  let state = createMatch(setup);
  const decisions: Decision[] = [];
  const events: GameEvent[] = [];
  for (let n = 0; state.phase !== 'over'; n++) {
    if (n >= MAX_MATCH_DECISIONS) throw new Error(`fixture ${fixture.id} did not end within ${MAX_MATCH_DECISIONS} decisions`);
    const decision = chooseDecision(state, legalDecisions(state), level, hashPair(setup.seed, n));
    const result = applyDecision(state, decision);
    if (!result.ok) throw new Error(`fixture ${fixture.id}: the computer coach's decision was refused: ${result.error.message}`);
    decisions.push(decision);
    events.push(...result.events);
    state = result.state;
  }
  return { setup, decisions, state, events, tally: tallyMatch(setup.teams, events) };
}

/** The tally of a fixture's match between the computer coaches (the headless league needs no more). */
export function playFixture(league: League, fixture: Fixture, level: AiLevel): MatchTally {
  return playFixtureMatch(league, fixture, level).tally;
}

/** Runs a fixture's post-game to its end with the computer's picks for both teams. */
export function computerPostGame(league: League, fixtureId: string, tally: MatchTally): { league: League; events: PostGameEvent[] } {
  let pg = startPostGame(league, fixtureId, tally);
  for (;;) {
    const now = postGameNow(pg);
    if (now.status === 'done') return { league: commitPostGame(league, fixtureId, pg), events: now.events };
    pg = { start: pg.start, decisions: [...pg.decisions, computerPostGameDecision(now.question, now.teams, now.events)] };
  }
}

export interface SimulationCounts {
  matches: number;
  deaths: number;
  injuries: number;
  advances: number;
  playerUpgrades: number;
  teamUpgrades: number;
  freeRookies: number;
  boughtRookies: number;
  retired: number;
}

export interface Simulation {
  league: League;
  counts: SimulationCounts;
  violations: string[];
}

/** A league of `teams` stock teams (in turn) coached by the computer at `level`, played to the end. */
export function simulateLeague(o: { teams: number; seed: number; level: AiLevel; format?: 'single' | 'double'; onMatch?: (f: Fixture, league: League) => void }): Simulation {
  const entries: LeagueEntry[] = Array.from({ length: o.teams }, (_, i) => {
    const t = STOCK_TEAMS[i % STOCK_TEAMS.length];
    const copy = Math.floor(i / STOCK_TEAMS.length);
    const name = copy === 0 ? t.name : `${t.name} ${copy + 1}`;
    return { sourceId: t.id, name, shortName: t.shortName, race: { kind: 'stock', raceId: t.race.id }, players: t.players, coachDice: t.coachDice, coach: { kind: 'computer', level: o.level } };
  });
  let league = createLeague({ name: `Simulated league ${o.seed}`, format: o.format ?? 'single', seed: o.seed, entries });
  const counts: SimulationCounts = { matches: 0, deaths: 0, injuries: 0, advances: 0, playerUpgrades: 0, teamUpgrades: 0, freeRookies: 0, boughtRookies: 0, retired: 0 };
  const violations: string[] = [];
  for (const round of league.rounds) {
    for (const fixture of round.fixtures) {
      const before = league;
      const played = computerPostGame(league, fixture.id, playFixture(league, fixture, o.level));
      league = played.league;
      counts.matches++;
      for (const e of played.events) {
        if (e.type === 'killed' || (e.type === 'injured' && e.applied === 'death')) counts.deaths++;
        else if (e.type === 'injured') counts.injuries++;
        else if (e.type === 'advance') {
          counts.advances++;
          if (e.advance.kind !== 'heal') counts.playerUpgrades++;
        } else if (e.type === 'team-upgrade') counts.teamUpgrades++;
        else if (e.type === 'rookie-joined') counts[e.free ? 'freeRookies' : 'boughtRookies']++;
        else if (e.type === 'retired') counts.retired++;
      }
      for (const v of leagueViolations(before, league, [fixture.home, fixture.away])) violations.push(`${fixture.id}: ${v}`);
      o.onMatch?.(fixture, league);
    }
  }
  return { league, counts, violations };
}
