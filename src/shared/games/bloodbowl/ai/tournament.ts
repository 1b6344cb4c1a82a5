/**
 * Blood Bowl head-to-head runner: two entrants ("home" and "away" name the entrants, not the
 * seats) play full matches headless. Games come in pairs with the same teams and match seed, the
 * entrants swapping seats, so neither gets the home side's roll-off or first kick every time.
 */
import { playHeadToHead } from '../../../game/head-to-head';
import { playGames, tallyResults, timeSummary, type TimeSummary } from '../../../game/tournament-tool';
import { mulberry32 } from '../../../random/mulberry32';
import { applyDecision, createMatch, keyOf, question } from '../engine';
import type { GameEvent, MatchState, Question, Decision } from '../engine/types';
import { RACE_IDS } from '../teams/races';
import { STOCK_ROSTERS } from '../teams/stock';
import type { Roster } from '../teams/roster';
import { BB_AI_LEVELS, type BBAiLevel, chooseBloodBowlDecision } from './coach';

export type BBAgentSpec = 'random' | `ai:${BBAiLevel}`;

export function parseBBAgent(s: string): BBAgentSpec {
  const v = s.trim().toLowerCase();
  if (v === 'random') return 'random';
  const level = v.startsWith('ai:') ? v.slice(3) : v;
  if ((BB_AI_LEVELS as readonly string[]).includes(level)) return `ai:${level as BBAiLevel}`;
  throw new RangeError(`unknown entrant "${s}": use random, ai:easy or ai:normal`);
}

export type BBDecide = (s: MatchState, q: Question, seed: number) => Decision;

/** Uniform over the legal list. */
const randomAgent: BBDecide = (_s, q, seed) => q.decisions[Math.floor(mulberry32(seed)() * q.decisions.length)] as Decision;

export function makeBBAgent(spec: BBAgentSpec): BBDecide {
  if (spec === 'random') return randomAgent;
  const level = spec.slice(3) as BBAiLevel;
  return (s, q, seed) => chooseBloodBowlDecision(s, q, level, seed);
}

export interface BBEntrantStats {
  touchdowns: number;
  casualties: number;
  turnovers: number;
  /** Milliseconds per decision with more than one option. */
  thinkMs: number[];
}

export interface BBGameOutcome {
  seed: number;
  /** Seat of entrant "home": 0 (home) or 1 (away). */
  homeSeat: 0 | 1;
  winner: 'home' | 'away' | null;
  score: { home: number; away: number };
  decisions: number;
  entrants: { home: BBEntrantStats; away: BBEntrantStats };
  violations: string[];
}

/** Game i: pair i >> 1 fixes the races (all 16 pairings in turn) and the seed; odd games swap seats. */
export function bbGameSetup(i: number, seed: number): { seed: number; homeSeat: 0 | 1; rosters: [Roster, Roster] } {
  const pair = i >> 1;
  const n = RACE_IDS.length;
  const a = STOCK_ROSTERS[RACE_IDS[pair % n] as keyof typeof STOCK_ROSTERS];
  const b = STOCK_ROSTERS[RACE_IDS[Math.floor(pair / n) % n] as keyof typeof STOCK_ROSTERS];
  return { seed: (seed + pair * 7919) >>> 0, homeSeat: i % 2 === 0 ? 0 : 1, rosters: [a, b] };
}

export interface BBPlayOptions {
  seed: number;
  homeSeat: 0 | 1;
  /** Rosters of the home and away entrants. */
  rosters: [Roster, Roster];
  home: BBAgentSpec;
  away: BBAgentSpec;
  now: () => number;
  maxDecisions?: number;
}

const emptyStats = (): BBEntrantStats => ({ touchdowns: 0, casualties: 0, turnovers: 0, thinkMs: [] });

export function playBBMatch(o: BBPlayOptions): BBGameOutcome {
  const homeFirst = o.homeSeat === 0;
  const teams: [Roster, Roster] = homeFirst ? [o.rosters[0], o.rosters[1]] : [o.rosters[1], o.rosters[0]];
  const agents = { home: makeBBAgent(o.home), away: makeBBAgent(o.away) };
  const stats = { home: emptyStats(), away: emptyStats() };
  const entrantOf = (seat: number): 'home' | 'away' => ((seat === 0) === homeFirst ? 'home' : 'away');
  const played = playHeadToHead<MatchState, Decision, GameEvent, Question>({
    initial: createMatch({ teams, seed: o.seed }),
    question,
    apply: applyDecision,
    key: keyOf,
    entrantOf: (q) => entrantOf(q.decider),
    decide: agents,
    names: { home: o.home, away: o.away },
    counted: (events, before) => count(events, before, stats, entrantOf),
    thinkMs: { home: stats.home.thinkMs, away: stats.away.thinkMs },
    run: o,
  });
  const s = played.final;
  const w = s.result?.winner ?? null;
  return {
    seed: o.seed,
    homeSeat: o.homeSeat,
    winner: w === null ? null : entrantOf(w),
    score: { home: s.teams[homeFirst ? 0 : 1].score, away: s.teams[homeFirst ? 1 : 0].score },
    decisions: played.decisions,
    entrants: stats,
    violations: played.violations,
  };
}

function count(events: readonly GameEvent[], s: MatchState, stats: Record<'home' | 'away', BBEntrantStats>, entrantOf: (seat: number) => 'home' | 'away'): void {
  for (const e of events) {
    if (e.type === 'touchdown') stats[entrantOf(e.team)].touchdowns++;
    if (e.type === 'turnover') stats[entrantOf(e.team)].turnovers++;
    // A casualty is counted for the side that caused it: the victim's opponent.
    if (e.type === 'injury' && e.result === 'casualty') {
      const victim = s.players[e.player];
      if (victim) stats[entrantOf(victim.team === 0 ? 1 : 0)].casualties++;
    }
  }
}

export interface BBTournamentSummary {
  game: 'bloodbowl';
  games: number;
  home: BBAgentSpec;
  away: BBAgentSpec;
  seed: number;
  /** From the "home" entrant's point of view. */
  wins: number;
  draws: number;
  losses: number;
  win_rate: number;
  /** Wins plus half the draws, per game. */
  score_rate: number;
  touchdowns_per_game: { home: number; away: number };
  casualties_per_game: { home: number; away: number };
  turnovers_per_game: { home: number; away: number };
  think: { home: TimeSummary; away: TimeSummary };
  violations: number;
  first_violations: string[];
  seconds: number;
}

export function summariseBB(outcomes: readonly BBGameOutcome[], home: BBAgentSpec, away: BBAgentSpec, seed: number, seconds: number): BBTournamentSummary {
  const n = outcomes.length;
  const per = (x: number): number => (n ? Math.round((x / n) * 1000) / 1000 : 0);
  const { wins, draws, losses, violations } = tallyResults(outcomes);
  const sum = { home: emptyStats(), away: emptyStats() };
  for (const g of outcomes) {
    for (const k of ['home', 'away'] as const) {
      const e = g.entrants[k];
      sum[k].touchdowns += e.touchdowns;
      sum[k].casualties += e.casualties;
      sum[k].turnovers += e.turnovers;
      for (const m of e.thinkMs) sum[k].thinkMs.push(m);
    }
  }
  const both = <K extends 'touchdowns' | 'casualties' | 'turnovers'>(k: K) => ({ home: per(sum.home[k]), away: per(sum.away[k]) });
  return {
    game: 'bloodbowl',
    games: n,
    home,
    away,
    seed,
    wins,
    draws,
    losses,
    win_rate: per(wins),
    score_rate: per(wins + draws / 2),
    touchdowns_per_game: both('touchdowns'),
    casualties_per_game: both('casualties'),
    turnovers_per_game: both('turnovers'),
    think: { home: timeSummary(sum.home.thinkMs), away: timeSummary(sum.away.thinkMs) },
    violations: violations.length,
    first_violations: violations.slice(0, 10),
    seconds: Math.round(seconds * 10) / 10,
  };
}

export interface BBTournamentOptions {
  games: number;
  home: BBAgentSpec;
  away: BBAgentSpec;
  seed?: number;
  now: () => number;
  shard?: number;
  shards?: number;
  /** Play only these game indices (the shard still applies). */
  only?: readonly number[];
  onGame?: (g: BBGameOutcome, index: number) => void;
}

export function runBBTournament(o: BBTournamentOptions): BBTournamentSummary {
  const t0 = o.now();
  const seed = o.seed ?? 1;
  const outcomes = playGames(o, (i) => playBBMatch({ ...bbGameSetup(i, seed), home: o.home, away: o.away, now: o.now }));
  return summariseBB(outcomes, o.home, o.away, seed, (o.now() - t0) / 1000);
}
