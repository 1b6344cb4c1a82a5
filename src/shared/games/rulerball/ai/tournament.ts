/**
 * Rülerball head-to-head runner: two entrants ("home" and "away" name the entrants, not the
 * seats) play full matches headless. Games come in pairs with the same teams and match seed, the
 * entrants swapping seats, so neither always receives the first ball (a coach against itself
 * gets a new seed every game instead: the swapped pair would be the same game twice).
 */
import { playHeadToHead } from '../../../game/head-to-head';
import { playGames, tallyResults, timeSummary } from '../../../game/tournament-tool';
import { mulberry32 } from '../../../random/mulberry32';
import { applyDecision, createMatch, keyOf, question } from '../engine';
import type { Decision, GameEvent, MatchState, Question, Seat } from '../engine/types';
import { simTeams } from '../sim-teams';
import { RB_AI_LEVELS, type RBAiLevel, chooseRulerballDecision } from './coach';
import { emptyTally, tallyEvents } from './tally';
import { teamTable } from './teamTable';

export type RBAgentSpec = 'random' | `ai:${RBAiLevel}`;

export function parseRBAgent(s: string): RBAgentSpec {
  const v = s.trim().toLowerCase();
  if (v === 'random') return 'random';
  const level = v.startsWith('ai:') ? v.slice(3) : v;
  if ((RB_AI_LEVELS as readonly string[]).includes(level)) return `ai:${level as RBAiLevel}`;
  throw new RangeError(`unknown entrant "${s}": use random, ai:easy or ai:normal`);
}

type Decide = (s: MatchState, q: Question, seed: number) => Decision;

const randomAgent: Decide = (_s, q, seed) => q.decisions[Math.floor(mulberry32(seed)() * q.decisions.length)] as Decision;

export function makeRBAgent(spec: RBAgentSpec): Decide {
  if (spec === 'random') return randomAgent;
  const level = spec.slice(3) as RBAiLevel;
  return (s, q, seed) => chooseRulerballDecision(s, q, level, seed);
}

export interface RBEntrantStats {
  goals: number;
  shots: number;
  penalties: number;
  /** Injuries (not shaken) and deaths suffered. */
  injuries: number;
  deaths: number;
  thinkMs: number[];
}

export interface RBGameOutcome {
  seed: number;
  /** Seat of entrant "home". */
  homeSeat: Seat;
  winner: 'home' | 'away' | null;
  score: { home: number; away: number };
  decisions: number;
  deadBalls: number;
  /** Dead balls in a row with no shot between them, and periods that ended without a shot. */
  longestDeadStreak: number;
  periodsWithoutShot: number;
  /** Periods without a shot that ended with nobody holding the ball (the dead balls ate them); absent in older game files. */
  periodsAllDead?: number;
  /** The stock team each entrant played. */
  teams: { home: string; away: string };
  entrants: { home: RBEntrantStats; away: RBEntrantStats };
  violations: string[];
}

const emptyStats = (): RBEntrantStats => ({ goals: 0, shots: 0, penalties: 0, injuries: 0, deaths: 0, thinkMs: [] });

export function playRBMatch(o: { seed: number; homeSeat: Seat; home: RBAgentSpec; away: RBAgentSpec; now: () => number; maxDecisions?: number }): RBGameOutcome {
  const rosters = simTeams(o.seed);
  const stats = { home: emptyStats(), away: emptyStats() };
  const entrantOf = (seat: Seat): 'home' | 'away' => (seat === o.homeSeat ? 'home' : 'away');
  const tally = emptyTally();
  const count = (events: readonly GameEvent[], s: MatchState) => {
    tallyEvents(tally, events);
    for (const e of events) {
      if (e.type === 'goal') stats[entrantOf(e.team)].goals++;
      else if (e.type === 'shot') stats[entrantOf((s.figures[e.figure] as { seat: Seat }).seat)].shots++;
      else if (e.type === 'penalty') stats[entrantOf((s.figures[e.figure] as { seat: Seat }).seat)].penalties++;
      else if (e.type === 'injury' && e.result !== 'shaken') {
        const who = stats[entrantOf((s.figures[e.figure] as { seat: Seat }).seat)];
        who.injuries++;
        if (e.result === 'dead') who.deaths++;
      }
    }
  };
  const played = playHeadToHead<MatchState, Decision, GameEvent, Question>({
    initial: createMatch({ teams: rosters, seed: o.seed }),
    question,
    apply: applyDecision,
    key: keyOf,
    entrantOf: (q) => entrantOf(q.decider),
    decide: { home: makeRBAgent(o.home), away: makeRBAgent(o.away) },
    names: { home: o.home, away: o.away },
    counted: count,
    thinkMs: { home: stats.home.thinkMs, away: stats.away.thinkMs },
    run: o,
  });
  const s = played.final;
  const w = s.result?.winner ?? null;
  const homeIndex = o.homeSeat === 'home' ? 0 : 1;
  return {
    seed: o.seed,
    homeSeat: o.homeSeat,
    winner: w === null ? null : entrantOf(w),
    score: { home: s.teams[homeIndex].score, away: s.teams[1 - homeIndex]?.score ?? 0 },
    decisions: played.decisions,
    deadBalls: tally.deadBalls,
    longestDeadStreak: tally.longestDeadStreak,
    periodsWithoutShot: tally.periodsWithoutShot,
    periodsAllDead: tally.periodsAllDead,
    teams: { home: rosters[homeIndex].name, away: (rosters[1 - homeIndex] as { name: string }).name },
    entrants: stats,
    violations: played.violations,
  };
}

const round = (x: number): number => Math.round(x * 1000) / 1000;

export function summariseRB(outcomes: readonly RBGameOutcome[], home: RBAgentSpec, away: RBAgentSpec, seed: number, seconds: number) {
  const n = outcomes.length;
  const per = (x: number): number => (n ? round(x / n) : 0);
  const { wins, draws, losses, violations } = tallyResults(outcomes);
  let deadBalls = 0;
  let periodsWithoutShot = 0;
  let periodsAllDead = 0;
  let longestDeadStreak = 0;
  const sum = { home: emptyStats(), away: emptyStats() };
  for (const g of outcomes) {
    deadBalls += g.deadBalls;
    periodsWithoutShot += g.periodsWithoutShot;
    periodsAllDead += g.periodsAllDead ?? 0;
    longestDeadStreak = Math.max(longestDeadStreak, g.longestDeadStreak);
    for (const k of ['home', 'away'] as const) {
      const e = g.entrants[k];
      const t = sum[k];
      t.goals += e.goals;
      t.shots += e.shots;
      t.penalties += e.penalties;
      t.injuries += e.injuries;
      t.deaths += e.deaths;
      for (const m of e.thinkMs) t.thinkMs.push(m);
    }
  }
  const both = (k: 'goals' | 'shots' | 'penalties' | 'injuries' | 'deaths') => ({ home: per(sum.home[k]), away: per(sum.away[k]) });
  return {
    game: 'rulerball' as const,
    games: n,
    home,
    away,
    seed,
    wins,
    draws,
    losses,
    win_rate: per(wins),
    /** Wins plus half the draws, per game. */
    score_rate: per(wins + draws / 2),
    goals_per_game: both('goals'),
    shots_per_game: both('shots'),
    penalties_per_game: both('penalties'),
    injuries_per_game: both('injuries'),
    deaths_per_game: both('deaths'),
    dead_balls_per_game: per(deadBalls),
    /**
     * Share of periods without a shot; of periods the dead balls ate (no shot, nobody holding the
     * ball at the whistle); and the longest run of dead balls.
     */
    periods_without_shot: n ? round(periodsWithoutShot / (n * 3)) : 0,
    periods_eaten_by_dead_balls: n ? round(periodsAllDead / (n * 3)) : 0,
    longest_dead_streak: longestDeadStreak,
    teams: teamTable(outcomes),
    think: { home: timeSummary(sum.home.thinkMs), away: timeSummary(sum.away.thinkMs) },
    violations: violations.length,
    first_violations: violations.slice(0, 10),
    seconds: Math.round(seconds * 10) / 10,
  };
}

export function runRBTournament(o: { games: number; home: RBAgentSpec; away: RBAgentSpec; seed: number; shard: number; shards: number; only?: readonly number[]; now: () => number; onGame?: (g: RBGameOutcome, i: number) => void }) {
  const t0 = o.now();
  const outcomes = playGames(o, (i) => {
    // Two identical entrants would replay the same game with the seats swapped: each game its own seed then.
    const pair = o.home === o.away ? i : i >> 1;
    return playRBMatch({ seed: (o.seed + pair * 7919) >>> 0, homeSeat: i % 2 === 0 ? 'home' : 'away', home: o.home, away: o.away, now: o.now });
  });
  return summariseRB(outcomes, o.home, o.away, o.seed, (o.now() - t0) / 1000);
}
