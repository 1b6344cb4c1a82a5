// Odds before committing, asked of the engine itself: a dry run of a decision with throwaway dice
// (never the match's own, so nothing is revealed) tells which test comes next and with how many
// dice; the exact odds then come from src/shared/dice/odds.ts. No rules live here.
import { applyDecision } from '../../../shared/engine';
import type { Decision, GameEvent, MatchState } from '../../../shared/engine/types';
import { seededDice } from '../../../shared/dice/rng';
import { opposedOdds, passOdds } from '../../../shared/dice/odds';

type TestEvent = Extract<GameEvent, { type: 'test' }>;

export type Odds =
  | { kind: 'single'; test: TestEvent['test']; dice: number; target: number; needed: number; pass: number; spectacular: number }
  | { kind: 'opposed'; attacker: TestEvent['test']; defender: TestEvent['test']; aDice: number; aTarget: number; dDice: number; dTarget: number; win: number; tie: number; lose: number }
  | { kind: 'none' };

function withDice(s: MatchState, seed: number): MatchState {
  const dice = seededDice(seed);
  return { ...s, dice, resume: s.resume ? { ...s.resume, base: { ...s.resume.base, dice } } : null };
}

/** Default answer in a dry run: no coach dice, duck, first option otherwise. */
function defaultAnswer(s: MatchState): Decision | null {
  const opts = s.prompt?.options ?? [];
  return opts.find((d) => d.kind === 'coach-dice' && d.count === 0) ?? opts.find((d) => d.kind === 'defend' && d.choice === 'duck') ?? opts[0] ?? null;
}

/**
 * Runs `decision` (then default answers) on throwaway dice until the first tests appear.
 * Returns the events of the dry run, or null when the decision is not legal.
 */
export function dryRun(state: MatchState, decision: Decision, seed = 0x5eed, maxAnswers = 8, toTheEnd = false): GameEvent[] | null {
  let s = withDice(state, seed);
  let res = applyDecision(s, decision);
  if (!res.ok) return null;
  const events = [...res.events];
  let answers = 0;
  while (res.ok && res.state.prompt && answers < maxAnswers) {
    const tests = toTheEnd ? [] : events.filter((e) => e.type === 'test');
    if (tests.length > 0 && (tests[0] as TestEvent).needed !== null) break;
    if (tests.length >= 2) break;
    const next = defaultAnswer(res.state);
    if (!next) break;
    s = res.state;
    res = applyDecision(s, next);
    if (!res.ok) break;
    events.push(...res.events);
    answers++;
  }
  return events;
}

/** Odds of the first test (or opposed pair) a decision leads to. */
export function oddsOf(state: MatchState, decision: Decision): Odds {
  const events = dryRun(state, decision);
  if (!events) return { kind: 'none' };
  const tests = events.filter((e): e is TestEvent => e.type === 'test');
  const first = tests[0];
  if (!first) return { kind: 'none' };
  const dice = first.dice + first.coachDice;
  if (first.needed !== null) {
    const o = passOdds(dice, first.target, first.needed);
    return { kind: 'single', test: first.test, dice, target: first.target, needed: first.needed, pass: o.pass, spectacular: o.spectacular };
  }
  const second = tests[1];
  if (!second) return { kind: 'none' };
  const dDice = second.dice + second.coachDice;
  const o = opposedOdds(dice, first.target, dDice, second.target);
  const mine = first.player === (state.action?.player ?? first.player);
  return {
    kind: 'opposed',
    attacker: first.test,
    defender: second.test,
    aDice: dice,
    aTarget: first.target,
    dDice,
    dTarget: second.target,
    win: mine ? o.attackerWins : o.defenderWins,
    tie: o.tie,
    lose: mine ? o.defenderWins : o.attackerWins,
  };
}

/**
 * Chance that a decision gets through without a failed test (a move's dodges and sprint extras,
 * a pick-up at the end), estimated over `samples` throwaway rolls. No coach dice spent.
 */
export function chanceClean(state: MatchState, decision: Decision, samples = 160): { chance: number; rolls: number } {
  let clean = 0;
  let maxRolls = 0;
  for (let i = 0; i < samples; i++) {
    const events = dryRun(state, decision, 1000 + i * 7919, 16, true);
    if (!events) return { chance: 0, rolls: 0 };
    let failed = false;
    let rolls = 0;
    for (const e of events) {
      if (e.type !== 'test') continue;
      rolls++;
      if (e.outcome === 'fail') failed = true;
    }
    if (rolls > maxRolls) maxRolls = rolls;
    if (!failed) clean++;
  }
  return { chance: clean / samples, rolls: maxRolls };
}
