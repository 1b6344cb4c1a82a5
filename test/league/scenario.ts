// League post-game scenarios (test/scenarios/league/*.json): two teams as a post-game starts, the
// match's tally, scripted dice and the coaches' decisions; what must happen is listed in `expect`.
import { scriptedDice } from '../../src/shared/dice/rng';
import { STOCK_TEAMS } from '../../src/shared/games/dreadball/teams/team';
import { createLeague, newPlayer } from '../../src/shared/league/create';
import { computerPostGameDecision, runPostGame, type PostGameDecision, type PostGameEvent, type PostGameStart, type RunOutcome } from '../../src/shared/league/postgame';
import { emptyPlayerTally, type MatchTally, type PlayerTally } from '../../src/shared/league/tally';
import type { LeaguePlayer, LeagueTeam } from '../../src/shared/league/types';

export interface LeagueScenario {
  name: string;
  rule: string;
  /** Stock race ids of the home and away team. */
  teams: [ScenarioTeam, ScenarioTeam];
  result: { score: [number, number]; winner: 0 | 1 | null; landslide?: boolean; deaths?: number };
  /** Per side, what each player did; players not named did not play. */
  tally: [Record<string, Partial<PlayerTally>>, Record<string, Partial<PlayerTally>>];
  dice: number[];
  decisions: PostGameDecision[];
  /** Questions after the decisions are answered by the computer coach (else the run stops there). */
  computerFinishes?: boolean;
  expect: {
    /** In this order, each matched on the fields given (others may come in between). */
    events?: Partial<PostGameEvent>[];
    /** Events that must not occur (matched on the fields given). */
    absent?: Partial<PostGameEvent>[];
    /** The question the run stops at (without computerFinishes). */
    question?: { prompt: string; side?: 0 | 1; player?: string; options?: PostGameDecision[] };
    /** Decision kinds the question must not offer. */
    noOption?: string[];
    players?: { side: 0 | 1; id: string; is: Partial<LeaguePlayer> }[];
    teams?: { side: 0 | 1; is: Partial<LeagueTeam>; roster?: number; available?: number }[];
  };
}

export interface ScenarioTeam {
  race: string;
  /** Changes to roster players by id (XP, rank, upgrades, injuries, missesNext). */
  players?: Record<string, Partial<LeaguePlayer>>;
  /** Extra rookies of these types added to the stock roster. */
  extra?: string[];
  upgrades?: LeagueTeam['upgrades'];
  treasury?: number;
  coachDice?: number;
}

function teamsOf(sc: LeagueScenario): [LeagueTeam, LeagueTeam] {
  const entries = sc.teams.map((t, i) => {
    const stock = STOCK_TEAMS.find((s) => s.race.id === t.race);
    if (!stock) throw new Error(`no stock race ${t.race}`);
    return { sourceId: stock.id, name: `${stock.name} ${i === 0 ? 'H' : 'A'}`, shortName: stock.shortName, race: { kind: 'stock' as const, raceId: t.race }, players: stock.players, coachDice: stock.coachDice, coach: { kind: 'person' as const } };
  });
  const league = createLeague({ name: sc.name, format: 'single', seed: 1, entries: [...entries, entries[0]] });
  const teams: [LeagueTeam, LeagueTeam] = [league.teams[0], league.teams[1]];
  sc.teams.forEach((t, i) => {
    const team = teams[i];
    // Added after entry, as a roster update would (an entered team has at most 14).
    (t.extra ?? []).forEach((typeId, k) => {
      team.players.push(newPlayer(team, typeId, `Extra ${k + 1}`, 20 + k));
      team.nextPlayer++;
    });
    for (const [id, patch] of Object.entries(t.players ?? {})) {
      const p = team.players.find((x) => x.id === id);
      if (!p) throw new Error(`scenario names player ${id}, not in ${team.name}`);
      Object.assign(p, patch);
    }
    if (t.upgrades) team.upgrades = [...t.upgrades];
    if (t.treasury !== undefined) team.treasury = t.treasury;
    if (t.coachDice !== undefined) team.coachDice = t.coachDice;
  });
  return teams;
}

export function scenarioStart(sc: LeagueScenario): PostGameStart {
  const teams = teamsOf(sc);
  const players = teams.map((team, side) => {
    const out: Record<string, PlayerTally> = {};
    for (const p of team.players) if (p.status === 'active' && !p.missesNext) out[p.id] = { ...emptyPlayerTally(), ...(sc.tally[side][p.id] ?? {}) };
    for (const id of Object.keys(sc.tally[side])) if (!(id in out)) throw new Error(`tally names ${id}, who is not available in ${team.name}`);
    return out;
  }) as MatchTally['players'];
  const tally: MatchTally = { score: sc.result.score, winner: sc.result.winner, landslide: sc.result.landslide ?? false, deaths: sc.result.deaths ?? 0, players };
  return { teams, tally, dice: scriptedDice(sc.dice) };
}

export function runLeagueScenario(sc: LeagueScenario): { outcome: RunOutcome; decisions: PostGameDecision[] } {
  const start = scenarioStart(sc);
  const decisions = [...sc.decisions];
  for (;;) {
    const outcome = runPostGame(start, decisions);
    if (outcome.status === 'done' || !sc.computerFinishes) return { outcome, decisions };
    decisions.push(computerPostGameDecision(outcome.question, outcome.teams, outcome.events));
  }
}

function matches(actual: unknown, expected: unknown): boolean {
  if (expected === null || typeof expected !== 'object') return actual === expected;
  if (Array.isArray(expected)) return Array.isArray(actual) && actual.length === expected.length && expected.every((e, i) => matches(actual[i], e));
  if (actual === null || typeof actual !== 'object') return false;
  return Object.entries(expected).every(([k, v]) => matches((actual as Record<string, unknown>)[k], v));
}

/** What does not hold of the scenario's expectations (empty when it passes). */
export function checkLeagueScenario(sc: LeagueScenario, outcome: RunOutcome): string[] {
  const out: string[] = [];
  const ex = sc.expect;
  let at = 0;
  for (const e of ex.events ?? []) {
    const i = outcome.events.findIndex((a, k) => k >= at && matches(a, e));
    if (i < 0) {
      out.push(`missing event (in order) ${JSON.stringify(e)}`);
      continue;
    }
    at = i + 1;
  }
  for (const e of ex.absent ?? []) if (outcome.events.some((a) => matches(a, e))) out.push(`event ${JSON.stringify(e)} should not happen`);
  if (ex.question) {
    if (outcome.status !== 'asking') out.push(`expected the question ${ex.question.prompt}, but the post-game ended`);
    else if (!matches(outcome.question, ex.question)) out.push(`expected question ${JSON.stringify(ex.question)}, got ${JSON.stringify(outcome.question)}`);
    else for (const kind of ex.noOption ?? []) if (outcome.question.options.some((o) => o.kind === kind)) out.push(`the question offers ${kind}`);
  } else if (outcome.status !== 'done') out.push(`the post-game stopped at ${outcome.question.prompt}`);
  for (const p of ex.players ?? []) {
    const actual = outcome.teams[p.side].players.find((x) => x.id === p.id);
    if (!actual) out.push(`no player ${p.id} on side ${p.side}`);
    else if (!matches(actual, p.is)) out.push(`player ${p.id}: expected ${JSON.stringify(p.is)}, got ${JSON.stringify(actual)}`);
  }
  for (const t of ex.teams ?? []) {
    const team = outcome.teams[t.side];
    if (t.is && !matches(team, t.is)) out.push(`team ${t.side}: expected ${JSON.stringify(t.is)}`);
    const roster = team.players.filter((p) => p.status === 'active');
    if (t.roster !== undefined && roster.length !== t.roster) out.push(`team ${t.side}: ${roster.length} on the roster, expected ${t.roster}`);
    const avail = roster.filter((p) => !p.missesNext).length;
    if (t.available !== undefined && avail !== t.available) out.push(`team ${t.side}: ${avail} available, expected ${t.available}`);
  }
  return out;
}
