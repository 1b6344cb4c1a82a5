/**
 * Normal's one-ply look-ahead. At an action prompt (and at the block step of a Block or Blitz) the
 * static choice is played out against a few alternatives that throw dice at an opponent: blocks
 * by players already next to one (one die or the opponent's choice included) and blitzes on the
 * opposing carrier at worse odds than the static rule takes. Each candidate is resolved through
 * the engine's own applyDecision on copies whose future dice are sampled (never the match's own
 * dice), the rest of the activation played by the static policy, and the position it leaves
 * scored by evaluate.ts; a turnover also costs what the team's players yet to act could still have
 * done. An alternative replaces the static choice only when it is clearly better on average.
 *
 * Deterministic for (state, seed): the sample dice come from the coach's seed (the match seed and
 * the decision count in the worker and the tournament), the same samples for every candidate.
 */
import { mulberry32 } from '../../../random/mulberry32';
import { applyDecision, question } from '../engine';
import { seededBBDice } from '../engine/dice';
import { carrier, isStanding } from '../engine/board';
import type { Decision, Frame, MatchState, Player, Question } from '../engine/types';
import { isAdjacent, type SquareId, type TeamIndex } from '../pitch/pitch';
import { evaluate } from './evaluate';
import { blitzPlan, blockOddsNow } from './policy';

/** The static coach (coach.ts), for every prompt inside a played-out activation. */
export type StaticChoose = (s: MatchState, q: Question) => Decision;

/** What a candidate does: its first decision, then (for its player) a route and a block target. */
export interface Intent {
  readonly first: Decision;
  readonly player?: number;
  readonly path?: readonly SquareId[];
  readonly target?: number;
}

export interface LookConfig {
  /** Dice samples per candidate. */
  readonly samples: number;
  /** How much better on average an alternative must be than the static choice. */
  readonly margin: number;
  /** The least P(reaching him) for a blitz on the opposing carrier tried here. */
  readonly blitzP: number;
  /** The most P(blocker down) for a block tried here. */
  readonly risk: number;
  /** At most this many block and blitz alternatives. */
  readonly alternatives: number;
}

export const LOOK: LookConfig = { samples: 4, margin: 3, blitzP: 0.3, risk: 0.5, alternatives: 6 };

/** Prompts that end a played-out activation: another action, the kick-off after a touchdown. */
const STOP = new Set(['action', 'setup', 'kick', 'touchback', 'kick-or-receive']);
const MAX_PLIES = 80;

/** What the team's players yet to act could still do this turn, lost to a turnover. */
function potential(s: MatchState, team: TeamIndex, actor: number | undefined): number {
  const c = carrier(s);
  let v = 0;
  for (const p of s.players) {
    if (p.team !== team || p.where !== 'pitch' || p.acted || p.id === actor || p.status === 'stunned') continue;
    v += c?.id === p.id ? 20 : isStanding(p) ? 2 : 0.5;
  }
  return v;
}

const frameTop = (s: MatchState): Frame | undefined => s.stack[s.stack.length - 1];

/** The candidate's own step: the block on its target when offered, else the next square of its route. */
function intentStep(s: MatchState, legal: readonly Decision[], it: Intent): Decision | null {
  const f = frameTop(s);
  if (f?.kind !== 'activation' || f.player !== it.player) return null;
  if (it.target !== undefined) {
    const b = legal.find((d) => d.kind === 'block' && d.target === it.target);
    if (b) return b;
  }
  if (!it.path || it.path.length === 0) return null;
  const at = (s.players[f.player] as Player).square as SquareId;
  const next = it.path[it.path.indexOf(at) + 1];
  return legal.find((d) => d.kind === 'step' && d.square === next) ?? null;
}

/** One sample: the candidate resolved on a copy with dice from `seed`, scored for `team`. */
function playOut(s: MatchState, it: Intent, team: TeamIndex, seed: number, lost: number, choose: StaticChoose): number {
  let r = applyDecision({ ...s, dice: seededBBDice(seed) }, it.first);
  if (!r.ok) return -Infinity;
  let turnover = r.events.some((e) => e.type === 'turnover' && e.team === team);
  let cur = r.state;
  for (let n = 0; n < MAX_PLIES; n++) {
    const q = question(cur);
    if (!q || STOP.has(q.prompt)) break;
    const d = (q.prompt === 'step' && q.decider === team ? intentStep(cur, q.decisions, it) : null) ?? choose(cur, q);
    r = applyDecision(cur, d);
    if (!r.ok) return -Infinity;
    turnover ||= r.events.some((e) => e.type === 'turnover' && e.team === team);
    cur = r.state;
  }
  return evaluate(cur, team) - (turnover ? lost : 0);
}

/** The sample seeds of one decision, shared by its candidates (common random numbers). */
function sampleSeeds(seed: number, n: number): number[] {
  const rng = mulberry32(seed ^ 0x9e3779b9);
  return Array.from({ length: n }, () => Math.floor(rng() * 4294967296) >>> 0);
}

/** The static choice, or the alternative whose mean outcome beats it by the margin. */
export function pickByLookAhead(s: MatchState, team: TeamIndex, staticIntent: Intent, alternatives: readonly Intent[], seed: number, choose: StaticChoose, cfg: LookConfig = LOOK): Decision {
  if (alternatives.length === 0) return staticIntent.first;
  const seeds = sampleSeeds(seed, cfg.samples);
  const mean = (it: Intent): number => {
    const lost = potential(s, team, it.player ?? actorOf(it.first));
    let sum = 0;
    for (const k of seeds) sum += playOut(s, it, team, k, lost, choose);
    return sum / seeds.length;
  };
  const base = mean(staticIntent);
  let best: { d: Decision; v: number } | null = null;
  for (const it of alternatives) {
    const v = mean(it);
    if (v > base + cfg.margin && (!best || v > best.v)) best = { d: it.first, v };
  }
  return best?.d ?? staticIntent.first;
}

const actorOf = (d: Decision): number | undefined => (d.kind === 'action' ? d.player : undefined);

/** Whom a blitz tried here goes for: the opposing carrier, at worse odds than the static rule takes. */
function blitzTargets(s: MatchState, team: TeamIndex, cfg: LookConfig): { t: Player; minP: number }[] {
  const c = carrier(s);
  return c && c.square !== null && c.team !== team ? [{ t: c, minP: cfg.blitzP }] : [];
}

const declared = (legal: readonly Decision[], player: number, action: 'block' | 'blitz'): Decision | undefined =>
  legal.find((d) => d.kind === 'action' && d.player === player && d.action === action);

/** Block and blitz alternatives at the action prompt: dice on an opponent the static rules pass over. */
export function actionAlternatives(s: MatchState, legal: readonly Decision[], cfg: LookConfig = LOOK): Intent[] {
  const team = s.acting as TeamIndex;
  const c = carrier(s);
  const out: { it: Intent; rank: number }[] = [];
  const mine = s.players.filter((p) => p.team === team && p.where === 'pitch' && !p.acted && isStanding(p) && p.square !== null);
  for (const p of mine) {
    if (c?.id === p.id) continue;
    const decl = declared(legal, p.id, 'block');
    if (!decl) continue;
    for (const t of s.players) {
      if (t.team === team || !isStanding(t) || t.square === null || !isAdjacent(t.square, p.square as SquareId)) continue;
      const o = blockOddsNow(s, p, t);
      if (o.attackerDown > cfg.risk) continue;
      out.push({ it: { first: decl, player: p.id, target: t.id }, rank: o.defenderDown * (t.id === c?.id ? 5 : 1) - o.attackerDown });
    }
  }
  if (!s.used.blitz) {
    for (const p of mine) {
      const decl = declared(legal, p.id, 'blitz');
      if (!decl || c?.id === p.id) continue;
      for (const { t, minP } of blitzTargets(s, team, cfg)) {
        const plan = blitzPlan(s, p, t, minP);
        if (plan) out.push({ it: { first: decl, player: p.id, path: plan.route.path, target: t.id }, rank: 5 * plan.route.p });
      }
    }
  }
  return out
    .sort((a, b) => b.rank - a.rank)
    .slice(0, cfg.alternatives)
    .map((x) => x.it);
}

/**
 * Alternatives at the step prompt of a Block or a Blitz that has not blocked yet: a block on each
 * opponent next to him, and on a Blitz the next square towards each target of blitzTargets.
 */
export function stepAlternatives(s: MatchState, legal: readonly Decision[], cfg: LookConfig = LOOK): Intent[] {
  const f = frameTop(s);
  if (f?.kind !== 'activation' || f.blocked || (f.action !== 'block' && f.action !== 'blitz')) return [];
  const p = s.players[f.player] as Player;
  const out: Intent[] = [];
  for (const d of legal) if (d.kind === 'block') out.push({ first: d, player: p.id });
  if (f.action !== 'blitz' || p.square === null) return out;
  for (const { t, minP } of blitzTargets(s, p.team, cfg)) {
    if (t.square === null || isAdjacent(t.square, p.square)) continue;
    const plan = blitzPlan(s, p, t, minP);
    const next = plan?.route.path[0];
    const step = next === undefined ? undefined : legal.find((d) => d.kind === 'step' && d.square === next);
    if (plan && step) out.push({ first: step, player: p.id, path: plan.route.path, target: t.id });
  }
  return out;
}
