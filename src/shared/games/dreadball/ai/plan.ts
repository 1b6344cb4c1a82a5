import { applyDecision, coachOf, legalDecisions } from '../engine';
import { other } from '../engine/board';
import type { Decision, Legal, MatchState, TeamIx } from '../engine/types';
import { evaluate } from './evaluate';
import {
  type PlanConfig,
  type ScoredAction,
  type SearchConfig,
  type SearchCtx,
  ev,
  quiesceOwn,
  rankActions,
  sampledCopy,
  scoreActions,
  scoreMoves,
} from './search';

/**
 * Hard's rush plan: the search of one action (`search.ts`) finds the best few candidates, and
 * each is then judged together with the best action that can follow it in the same rush. The
 * single-action search compared a throw now, counted in points (100 a point), with a run whose
 * throw would come next action, counted as scoring potential (55 a point): so it threw at one
 * die after a long run with tokens left. Here the run's position is also worth the best next
 * action's static value, whose throw counts in points too. The next action is ranked statically
 * (its rolls' odds, no dice drawn), so the only luck in a candidate's value is its own dice,
 * sampled on seeds every candidate shares. Where a candidate's dice end the rush, its leaf counts
 * what the opponent's best first action would make of it (`replyThreat`).
 */

/** The static ranking without noise: what the follow-up action is worth. */
const FOLLOW_UP: SearchConfig = { actionWidth: 0, moveWidth: 0, samples: 1, promptSamples: 1, nodeBudget: 0, noise: 0, staticOnly: true, samplePrompts: false };

/**
 * The value of team `t`'s best action at `leaf`, ranked statically from its side, when `leaf` is
 * its action prompt; else null. The follow-up (our next action) and the reply (his first) both
 * ask this. The ranking never reads the leaf's own dice (declaring rolls none, and what it samples
 * starts from the shared seeds), so one answer serves every leaf of the same position.
 */
function bestStaticAction(ctx: SearchCtx, leaf: MatchState, t: TeamIx): number | null {
  const legal = legalDecisions(leaf);
  if (legal.prompt !== 'action' || legal.decider !== coachOf(t)) return null;
  const memo = leaf.resume ? null : (ctx.staticBest ??= new Map());
  const key = memo ? positionKey(leaf, t) : '';
  const known = memo?.get(key);
  if (known) {
    // Counted as if ranked again, so that the node budget narrows the search as it would.
    ctx.nodes += known.nodes;
    return known.v;
  }
  // The follow-up values sudden death's Strike as the deciding coach does.
  const policy: SearchCtx = { ...ctx, team: t, cfg: { ...FOLLOW_UP, suddenDeathStrike: ctx.cfg.suddenDeathStrike }, staticBest: undefined };
  const nodes0 = ctx.nodes;
  const v = rankActions(policy, leaf, legal)[0]?.v ?? null;
  ctx.nodes = policy.nodes;
  memo?.set(key, { v, nodes: ctx.nodes - nodes0 });
  return v;
}

/** A position's key for `bestStaticAction`: the whole state but its dice and its (fixed) teams. */
function positionKey(s: MatchState, t: TeamIx): string {
  return t + JSON.stringify({ ...s, dice: null, teams: null });
}

/**
 * The value of a leaf for the deciding team: its evaluation, or, while its own rush goes on at an
 * action prompt, the best static next action when that is worth more; once the opponent's rush
 * has begun, its evaluation less part of his best reply (`replyThreat`).
 */
export function followUpValue(ctx: SearchCtx, leaf: MatchState): number {
  const here = ev(ctx, leaf);
  if (leaf.phase !== 'rush' || leaf.rushEnd !== null || leaf.tokens <= 0) return here;
  if (leaf.rushing !== ctx.team) return here - REPLY_WEIGHT * replyThreat(ctx, leaf);
  const next = bestStaticAction(ctx, leaf, ctx.team);
  return next !== null && next > here ? next : here;
}

/** How much of the opponent's best first reply counts against a leaf where his rush has begun. */
export const REPLY_WEIGHT = 0.5;

/**
 * The opponent's reply to the position a rush leaves him: at his first action prompt, how much
 * his best action (ranked statically, from his side) gains over the position as it stands. A
 * carrier he can reach and slam, a loose ball he can pick up, a Strike hex he can run to: the
 * evaluation counts these as threats, the reply as what his next action makes of them.
 */
export function replyThreat(ctx: SearchCtx, leaf: MatchState): number {
  const them = other(ctx.team);
  const best = bestStaticAction(ctx, leaf, them);
  return best !== null ? Math.max(0, best - evaluate(leaf, them, ctx.cfg.suddenDeathStrike)) : 0;
}

/**
 * Mean follow-up value, over the shared dice samples, of `d` applied at `s` and then, when `d`
 * declared an action that reached its move prompt, of `move` (the move the search found for it).
 */
function planValue(ctx: SearchCtx, s: MatchState, d: Decision, move: Decision | undefined, samples: number): number {
  let sum = 0;
  const k = Math.min(samples, ctx.seeds.length);
  for (let i = 0; i < k; i++) {
    ctx.nodes++;
    const r = applyDecision(sampledCopy(s, ctx.seeds[i]), d);
    if (!r.ok) return -Infinity;
    let at = r.state;
    if (move && at.phase === 'rush' && legalDecisions(at).prompt === 'move') {
      ctx.nodes++;
      const m = applyDecision(at, move);
      if (!m.ok) return -Infinity;
      at = m.state;
    }
    sum += followUpValue(ctx, quiesceOwn(ctx, at, 2));
  }
  return sum / k;
}

/** Of the best `n` scored candidates, the one with the best plan value (the first of equals). */
function bestByPlan(ctx: SearchCtx, s: MatchState, scored: ScoredAction[], n: number, samples: number): Decision {
  const top = [...scored].sort((a, b) => b.value - a.value).slice(0, n);
  if (top.length === 1) return top[0].decision;
  let best = top[0];
  let bestValue = -Infinity;
  for (const c of top) {
    const v = planValue(ctx, s, c.decision, c.move, samples);
    if (v > bestValue) {
      bestValue = v;
      best = c;
    }
  }
  return best.decision;
}

/** An action prompt (or a free-action offer): Hard's action search, then its best few judged with their follow-up. */
export function planActions(ctx: SearchCtx, s: MatchState, legal: Legal, plan: PlanConfig): Decision {
  const prelim = rankActions(ctx, s, legal);
  if (prelim.length === 0) return legal.decisions[0] as Decision;
  return bestByPlan(ctx, s, scoreActions(ctx, prelim), plan.actions, plan.samples);
}

/** A move prompt: Hard's move search, then its best few judged with their follow-up. */
export function planMoves(ctx: SearchCtx, s: MatchState, moves: Decision[], plan: PlanConfig): Decision {
  return bestByPlan(ctx, s, scoreMoves(ctx, s, moves, ctx.cfg.moveWidth, 2), plan.moves, plan.samples);
}
