import { applyDecision, decisionKey, legalDecisions } from '../engine';
import { createMatch } from '../engine/state';
import type { Coach, Decision, GameEvent, Legal, MatchState } from '../engine/types';
import { STOCK_TEAMS, type TeamSheet } from '../teams/team';
import { AI_PLAYERS, type AiPlayer, chooseDecision } from './coach';
import { AiRng } from './rng';
import { playHeadToHead } from '../../../game/head-to-head';
import { playGames, tallyResults, timeSummary, type TimeSummary } from '../../../game/tournament-tool';

/**
 * Head-to-head runner: two agents ("home" and "away" name the two entrants, not the DreadBall
 * sides) play full matches headless. Games come in pairs with the same teams and match seed, the
 * entrants swapping coach seats (coach A rolls off first), so neither gets a systematic edge.
 */
export type AgentSpec = 'random' | `ai:${AiPlayer}`;

export function parseAgent(s: string): AgentSpec {
  const v = s.trim().toLowerCase();
  if (v === 'random') return 'random';
  const level = v.startsWith('ai:') ? v.slice(3) : v;
  if ((AI_PLAYERS as readonly string[]).includes(level)) return `ai:${level as AiPlayer}`;
  throw new RangeError(`unknown agent "${s}": use random, ai:easy, ai:normal, ai:hard or ai:hard-v1`);
}

export interface Agent {
  spec: AgentSpec;
  decide(state: MatchState, legal: Legal, seed: number): Decision;
}

export function makeAgent(spec: AgentSpec): Agent {
  if (spec === 'random') {
    return { spec, decide: (_s, legal, seed) => legal.decisions[new AiRng(seed).int(legal.decisions.length)] as Decision };
  }
  const level = spec.slice(3) as AiPlayer;
  return { spec, decide: (s, legal, seed) => chooseDecision(s, legal, level, seed) };
}

export interface EntrantStats {
  points: number;
  strikes: number;
  /** Milliseconds per decision this entrant made (only decisions with more than one option). */
  thinkMs: number[];
}

export interface GameOutcome {
  seed: number;
  /** Coach seat of entrant "home" in this game. */
  homeCoach: Coach;
  winner: 'home' | 'away' | null;
  reason: string;
  decisions: number;
  entrants: { home: EntrantStats; away: EntrantStats };
  violations: string[];
}

export function teamsForPair(pair: number): [TeamSheet, TeamSheet] {
  const n = STOCK_TEAMS.length;
  return [STOCK_TEAMS[pair % n], STOCK_TEAMS[Math.floor(pair / n) % n]];
}

export interface PlayOptions {
  seed: number;
  home: Agent;
  away: Agent;
  /** Seat of the "home" entrant. */
  homeCoach: Coach;
  /** Teams of the home and away entrants. */
  teams: [TeamSheet, TeamSheet];
  now: () => number;
  maxDecisions?: number;
}

/** One full match between two agents. */
export function playMatch(o: PlayOptions): GameOutcome {
  const homeIsA = o.homeCoach === 'A';
  const teams: [TeamSheet, TeamSheet] = homeIsA ? [o.teams[0], o.teams[1]] : [o.teams[1], o.teams[0]];
  const stats = { home: { points: 0, strikes: 0, thinkMs: [] as number[] }, away: { points: 0, strikes: 0, thinkMs: [] as number[] } };
  const entrantOf = (c: Coach): 'home' | 'away' => ((c === 'A') === homeIsA ? 'home' : 'away');
  const played = playHeadToHead<MatchState, Decision, GameEvent, Legal>({
    initial: createMatch({ teams, seed: o.seed }),
    question: (s) => (s.phase === 'over' ? null : legalDecisions(s)),
    apply: applyDecision,
    key: decisionKey,
    entrantOf: (legal) => entrantOf(legal.decider as Coach),
    decide: { home: o.home.decide, away: o.away.decide },
    names: { home: o.home.spec, away: o.away.spec },
    // A move is checked by the engine's path validation when applied: its list is hundreds long.
    listed: (legal) => legal.prompt !== 'move',
    counted: (events) => count(events, stats, entrantOf),
    thinkMs: { home: stats.home.thinkMs, away: stats.away.thinkMs },
    run: o,
  });
  const s = played.final;
  const w = s.result?.winner ?? null;
  return {
    seed: o.seed,
    homeCoach: o.homeCoach,
    winner: w === null ? null : entrantOf(w),
    reason: s.result?.reason ?? 'unfinished',
    decisions: played.decisions,
    entrants: stats,
    violations: played.violations,
  };
}

function count(events: readonly GameEvent[], stats: Record<'home' | 'away', EntrantStats>, entrantOf: (c: Coach) => 'home' | 'away'): void {
  for (const e of events) {
    if (e.type === 'score') {
      const who = entrantOf(e.coach);
      stats[who].points += e.points;
      stats[who].strikes++;
    }
  }
}

export interface TournamentOptions {
  games: number;
  home: AgentSpec;
  away: AgentSpec;
  /** First match seed (default 1). */
  seed?: number;
  /** Milliseconds, injected (no Node or DOM timers in shared code). */
  now: () => number;
  /** Run only games whose index i satisfies i % shards === shard (for parallel processes). */
  shard?: number;
  shards?: number;
  /** Play only these game indices (the shard still applies). */
  only?: readonly number[];
  onGame?: (g: GameOutcome, index: number) => void;
}

export interface TournamentSummary {
  games: number;
  home: AgentSpec;
  away: AgentSpec;
  seed: number;
  /** From the "home" entrant's point of view. */
  wins: number;
  draws: number;
  losses: number;
  win_rate: number;
  avg_points: { home: number; away: number };
  strikes_per_game: { home: number; away: number };
  /** Share of games in which the entrant scored at least one Strike. */
  scored_share: { home: number; away: number };
  think: { home: TimeSummary; away: TimeSummary };
  reasons: Record<string, number>;
  violations: number;
  first_violations: string[];
  seconds: number;
}

/** Game i of a tournament: pair i >> 1 fixes teams and seed; odd games swap the seats. */
export function gameSetup(i: number, seed: number): { seed: number; homeCoach: Coach; teams: [TeamSheet, TeamSheet] } {
  const pair = i >> 1;
  const t = teamsForPair(pair);
  return { seed: (seed + pair * 7919) >>> 0, homeCoach: i % 2 === 0 ? 'A' : 'B', teams: t };
}

/** Plays the games and sums them up. */
export function runTournament(o: TournamentOptions): TournamentSummary {
  const t0 = o.now();
  const seed = o.seed ?? 1;
  const home = makeAgent(o.home);
  const away = makeAgent(o.away);
  const outcomes = playGames(o, (i) => playMatch({ ...gameSetup(i, seed), home, away, now: o.now }));
  return summarise(outcomes, o.home, o.away, seed, (o.now() - t0) / 1000);
}

export function summarise(outcomes: GameOutcome[], home: AgentSpec, away: AgentSpec, seed: number, seconds: number): TournamentSummary {
  const n = outcomes.length;
  const per = (x: number): number => (n ? Math.round((x / n) * 1000) / 1000 : 0);
  const { wins, draws, losses, violations } = tallyResults(outcomes);
  const pts = { home: 0, away: 0 };
  const str = { home: 0, away: 0 };
  const scored = { home: 0, away: 0 };
  const ms = { home: [] as number[], away: [] as number[] };
  const reasons: Record<string, number> = {};
  for (const g of outcomes) {
    reasons[g.reason] = (reasons[g.reason] ?? 0) + 1;
    for (const k of ['home', 'away'] as const) {
      pts[k] += g.entrants[k].points;
      str[k] += g.entrants[k].strikes;
      if (g.entrants[k].strikes > 0) scored[k]++;
      for (const m of g.entrants[k].thinkMs) ms[k].push(m);
    }
  }
  return {
    games: n,
    home,
    away,
    seed,
    wins,
    draws,
    losses,
    win_rate: per(wins),
    avg_points: { home: per(pts.home), away: per(pts.away) },
    strikes_per_game: { home: per(str.home), away: per(str.away) },
    scored_share: { home: per(scored.home), away: per(scored.away) },
    think: { home: timeSummary(ms.home), away: timeSummary(ms.away) },
    reasons,
    violations: violations.length,
    first_violations: violations.slice(0, 10),
    seconds: Math.round(seconds * 10) / 10,
  };
}
