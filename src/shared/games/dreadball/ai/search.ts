import { Dice, type DiceState, scriptedDice, seededDice } from '../../../dice/rng';
import { opposed } from './reply';
import { applyDecision, legalDecisions } from '../engine';
import { moveRolls, targetPreviews } from '../engine/preview';
import type { ActionCtx, Decision, Legal, MatchState, PlayerRec, TeamIx, TestPreview } from '../engine/types';
import { OFF_PITCH, type HexId } from '../pitch/pitch';
import { AiRng } from './rng';
import { evaluate, bestChance, p1, sideOfTeam, strikeWorth } from './evaluate';
import { ZONES_BY_SIDE, facingTowards as facingTowardsHex, hexDist, neighbour } from './geometry';
import { defaultDecision } from './policy';
import { probAtLeast } from '../../../dice/odds';

/** Search settings of one level. */
export interface SearchConfig {
  /** Actions (player + kind) looked at beyond the static ranking. */
  actionWidth: number;
  /** Moves per action sampled through the engine. */
  moveWidth: number;
  /** Dice samples per candidate. */
  samples: number;
  /** Dice samples per option at small prompts (coach dice, duck or counter-slam, push...). */
  promptSamples: number;
  /** Engine applications allowed per decision before the search narrows to one sample. */
  nodeBudget: number;
  /** Noise added to static values (Easy). */
  noise: number;
  /** Only static evaluation, no sampling (Easy). */
  staticOnly: boolean;
  /** Small prompts (coach dice, duck or counter-slam, push, follow-up, facing, target) answered by sampling each option; otherwise by the fast default policy. */
  samplePrompts: boolean;
  /** Hard: the search's best actions and moves judged again with the best action that can follow them (`plan.ts`). */
  plan?: PlanConfig;
  /** Hard: in sudden death every Strike counts this many points (`evaluate`), 0 or absent for the zone's own. */
  suddenDeathStrike?: number;
}

/** How wide Hard's rush plan looks (`plan.ts`). */
export interface PlanConfig {
  /** Actions, best by the search's values, judged with their follow-up at an action prompt. */
  actions: number;
  /** Moves (distinct end hexes), best by the search's values, judged with their follow-up at a move prompt. */
  moves: number;
  /** Dice samples per candidate (shared by all candidates). */
  samples: number;
}

export interface SearchCtx {
  team: TeamIx;
  cfg: SearchConfig;
  rng: AiRng;
  /** Seeds shared by every candidate (common random numbers make comparisons fairer). */
  seeds: number[];
  nodes: number;
  /**
   * Hard's plan: the best static action's value by position (the dice left out), for this decision
   * only. Many dice samples of a candidate end on the same position (every roll passed, or none
   * was made), and the ranking of every action's every move there is most of Hard's time.
   */
  staticBest?: Map<string, { v: number | null; nodes: number }>;
}

const SUB_PROMPTS = new Set(['coach-dice', 'defence', 'push', 'follow-up', 'duck-step', 'facing', 'target', 'free-action', 'choose-side', 'roll-off', 'career']);

function sameDice(a: DiceState, b: DiceState): boolean {
  if (a.kind === 'seeded' && b.kind === 'seeded') return a.s[0] === b.s[0] && a.s[1] === b.s[1] && a.s[2] === b.s[2] && a.s[3] === b.s[3];
  if (a.kind === 'scripted' && b.kind === 'scripted') return a.next === b.next && a.faces.length === b.faces.length;
  return false;
}

/** The faces rolled from `from` until the generator reached `to`, or null. */
function facesBetween(from: DiceState, to: DiceState): number[] | null {
  if (from.kind === 'scripted') return to.kind === 'scripted' ? from.faces.slice(from.next, to.next) : null;
  if (to.kind !== 'seeded') return null;
  const d = new Dice(from);
  const out: number[] = [];
  for (let i = 0; i < 400; i++) {
    if (sameDice(d.state(), to)) return out;
    out.push(d.d6());
  }
  return null;
}

/**
 * A copy of `s` whose future dice are a fresh sample. At a settled prompt that is a new seed; in
 * the middle of a resolution (a question asked after some dice were rolled) the engine replays from
 * the resolution's start, so the copy keeps the faces already rolled and samples only the rest.
 */
export function sampledCopy(s: MatchState, seed: number): MatchState {
  if (!s.resume) return { ...s, dice: seededDice(seed) };
  const base = s.resume.base;
  const faces = facesBetween(base.dice, s.dice);
  if (!faces) return s;
  const r = new AiRng(seed);
  for (let i = 0; i < 240; i++) faces.push(1 + r.int(6));
  const dice = scriptedDice(faces);
  return { ...s, dice, resume: { ...s.resume, base: { ...base, dice } } };
}

/** The evaluation of `s` for the deciding team. */
export function ev(ctx: SearchCtx, s: MatchState): number {
  return evaluate(s, ctx.team, ctx.cfg.suddenDeathStrike);
}

function apply(ctx: SearchCtx, s: MatchState, d: Decision): MatchState | null {
  ctx.nodes++;
  const r = applyDecision(s, d);
  return r.ok ? r.state : null;
}

/** Answers small questions with the default policy until a real choice (action or move) or the end. */
export function quiesce(ctx: SearchCtx, s: MatchState, stopAtOwnTarget = false): MatchState {
  for (let i = 0; i < 40; i++) {
    if (s.phase !== 'rush') return s;
    const legal = legalDecisions(s);
    if (!SUB_PROMPTS.has(legal.prompt) || legal.decisions.length === 0) return s;
    if (stopAtOwnTarget && legal.prompt === 'target' && isOwnTargetPrompt(ctx, s)) return s;
    const n = apply(ctx, s, defaultDecision(s, legal));
    if (!n) return s;
    s = n;
  }
  return s;
}

function isOwnMovePrompt(ctx: SearchCtx, s: MatchState): boolean {
  return s.phase === 'rush' && !s.prompt && s.freeActions.length === 0 && s.action?.stage === 'move' && s.players[s.action.player].team === ctx.team;
}

function isOwnTargetPrompt(ctx: SearchCtx, s: MatchState): boolean {
  return s.phase === 'rush' && !s.prompt && s.freeActions.length === 0 && s.action?.stage === 'target' && s.players[s.action.player].team === ctx.team;
}

/** Like quiesce, but our own target choice and the rest of a planned action are searched statically. */
export function quiesceOwn(ctx: SearchCtx, s: MatchState, depth: number): MatchState {
  for (let i = 0; i < 8; i++) {
    s = quiesce(ctx, s, depth > 0);
    if (isOwnTargetPrompt(ctx, s) && depth > 0) {
      const legal = legalDecisions(s);
      const best = bestBySampling(ctx, s, legal.decisions, 1, depth - 1);
      const n = apply(ctx, s, best.decision);
      if (!n) return s;
      s = n;
      continue;
    }
    if (isOwnMovePrompt(ctx, s)) {
      const legal = legalDecisions(s);
      const m = rankMovesStatic(ctx, s, legal.decisions)[0];
      if (!m) return s;
      const n = apply(ctx, s, m.decision);
      if (!n) return s;
      s = n;
      continue;
    }
    return s;
  }
  return s;
}

/** Expected value of `d` at `s` over the shared dice samples. */
export function sampleValue(ctx: SearchCtx, s: MatchState, d: Decision, samples: number, depth: number): number {
  let sum = 0;
  let n = 0;
  const k = ctx.nodes > ctx.cfg.nodeBudget ? 1 : Math.min(samples, ctx.seeds.length);
  for (let i = 0; i < k; i++) {
    const copy = sampledCopy(s, ctx.seeds[i]);
    const after = apply(ctx, copy, d);
    if (!after) return -Infinity;
    const leaf = quiesceOwn(ctx, after, depth);
    sum += ev(ctx, leaf);
    n++;
    if (i === 0 && sameDice(copy.dice, leaf.dice) && !s.resume) break;
    if (i === 0 && s.resume && leaf.dice.kind === 'scripted' && copy.dice.kind === 'scripted' && leaf.dice.next === copy.dice.faces.length - 240) break;
  }
  return sum / n;
}

export interface Scored {
  decision: Decision;
  value: number;
}

export function bestBySampling(ctx: SearchCtx, s: MatchState, options: Decision[], samples: number, depth: number): Scored {
  let best: Scored = { decision: options[0] as Decision, value: -Infinity };
  for (const d of options) {
    const v = sampleValue(ctx, s, d, samples, depth);
    if (v > best.value) best = { decision: d, value: v };
  }
  return best;
}

// ------------------------------------------------------------------------------------------
// Static move ranking: the position after a successful move, weighed by the odds of the rolls.
// Every roll and every target's dice come from the engine's previews (`moveRolls`,
// `targetPreviews`); only the judgement of what a position is worth is the coach's own.
// ------------------------------------------------------------------------------------------

function withPlayer(s: MatchState, p: PlayerRec): MatchState {
  const players = s.players.slice();
  players[p.id] = p;
  return { ...s, players };
}

/** The value of a failed roll: the player lies down, a carried ball scatters and the rush ends. */
function failValue(ctx: SearchCtx, s: MatchState, a: ActionCtx): number {
  const me = s.players[a.player];
  let fail = s;
  if (me.where === 'pitch') {
    fail = withPlayer(s, { ...me, down: true });
    if (s.ball.carrier === me.id) fail = { ...fail, ball: { hex: me.hex, carrier: -1 }, rushEnd: 'ball-lost' };
  }
  return ev(ctx, fail);
}

/** P(the test passes) without coach dice (a (1) or (123) test). */
function passChance(t: TestPreview): number {
  return probAtLeast(t.dice, t.target, t.needed ?? 1);
}

/**
 * Static value of a throw or slam made at the end of a move, on `ok` (the position the move
 * reaches, `p` moved there): the engine's targets and rolls as if the target prompt were asked.
 */
function targetBonus(ok: MatchState, a: ActionCtx, p: PlayerRec, moved: boolean, suddenDeathStrike = 0): number {
  const throwing = a.kind === 'throw' && ok.ball.carrier === p.id;
  const clashing = a.kind === 'slam' || a.kind === 'snatch';
  if (!throwing && !clashing) return 0;
  const zones = ZONES_BY_SIDE[sideOfTeam(ok, p.team)];
  // Cheap filters before asking the engine: a Strike needs a zone hex, a Slam or Snatch a neighbour.
  if (throwing && !zones.some((z) => z.hexes.includes(p.hex))) return 0;
  if (clashing && !ok.players.some((o) => o.team !== p.team && o.where === 'pitch' && !o.down && hexDist(o.hex, p.hex) === 1)) return 0;
  const at: MatchState = { ...ok, action: { ...a, stage: 'target', movedOrTurned: a.movedOrTurned || moved } };
  let best = 0;
  for (const { decision: d, rolls } of targetPreviews(at)) {
    if (throwing) {
      if (d.kind !== 'target-hex') continue;
      const z = zones.find((x) => x.strikeHex === d.hex && x.hexes.includes(p.hex));
      if (!z) continue;
      const pts = strikeWorth(ok, suddenDeathStrike) || z.points + (p.hex === z.bonusHex ? 1 : 0);
      const pass = p1(rolls.test.dice, rolls.test.target);
      best = Math.max(best, pts * pass * 100 - 45 * (1 - pass));
      continue;
    }
    if (d.kind !== 'target') continue;
    const o = ok.players[d.player];
    const carrier = ok.ball.carrier === o.id;
    const attack = rolls.test;
    // The defender counter-slams when he may (the engine lists it), else he ducks.
    const defence = rolls.defences?.find((x) => x.choice === 'counter-slam') ?? rolls.defences?.[0];
    if (!defence) continue;
    const odds = opposed(attack.dice, attack.target, defence.test.dice, defence.test.target);
    let v: number;
    if (a.kind === 'slam') {
      const counter = defence.choice === 'counter-slam';
      v = odds.attackerWins * (carrier ? 45 : 6) + odds.attackerSpectacular * (carrier ? 30 : 22) - (counter ? odds.defenderSpectacular * 25 : 0);
    } else v = odds.attackerWins * 40 + odds.attackerSpectacular * 40;
    if (o.role === 'striker') v *= 1.2;
    best = Math.max(best, v);
  }
  return best;
}

/** The facings worth considering at the end of a move to `h`: at the ball or the Strike hex, at adjacent opponents. */
function wantedFacings(s: MatchState, a: ActionCtx, me: PlayerRec, suddenDeathStrike = 0): (h: HexId, f: number) => boolean {
  const cache = new Map<HexId, number>();
  const carrier = s.ball.carrier >= 0 ? s.players[s.ball.carrier] : null;
  let goal: HexId = -1;
  if (carrier && carrier.id === me.id) {
    const c = bestChance(s, me, 6, strikeWorth(s, suddenDeathStrike));
    goal = c ? c.strikeHex : -1;
  } else if (carrier) goal = carrier.team === me.team ? -1 : carrier.hex;
  else goal = s.ball.hex;
  const endGoal: HexId = ZONES_BY_SIDE[sideOfTeam(s, me.team)].find((z) => z.points === 3)?.strikeHex ?? me.hex;
  return (h, f) => {
    if (h === OFF_PITCH) return true;
    let mask = cache.get(h);
    if (mask === undefined) {
      mask = 0;
      const g = goal >= 0 && goal !== h ? goal : endGoal;
      if (g !== h) mask |= 1 << facingTowardsHex(h, g);
      for (const o of s.players) {
        if (o.where !== 'pitch' || o.down || o.team === me.team) continue;
        if (hexDist(o.hex, h) === 1) for (let d = 0; d < 6; d++) if (neighbour(h, d) === o.hex) mask |= 1 << d;
      }
      if (a.kind === 'throw') for (const z of ZONES_BY_SIDE[sideOfTeam(s, me.team)]) if (z.hexes.includes(h)) mask |= 1 << facingTowardsHex(h, z.strikeHex);
      if (mask === 0) mask = 63;
      cache.set(h, mask);
    }
    return (mask & (1 << f)) !== 0;
  };
}

/** Static values of the moves, best first. */
export function rankMovesStatic(ctx: SearchCtx, s: MatchState, moves: Decision[]): Scored[] {
  const a = s.action as ActionCtx;
  const me = s.players[a.player];
  const fallen = failValue(ctx, s, a);
  const out: Scored[] = [];
  const noise = ctx.cfg.noise;
  const wanted = wantedFacings(s, a, me, ctx.cfg.suddenDeathStrike);
  let list = moves.filter((d) => d.kind === 'move' && (d.path.length === 0 ? me.hex : d.path[d.path.length - 1]) === OFF_PITCH || (d.kind === 'move' && wanted(d.path.length === 0 ? me.hex : d.path[d.path.length - 1], d.facing)));
  if (list.length === 0) list = moves;
  for (const d of list) {
    if (d.kind !== 'move') continue;
    const path = d.path;
    // The engine's rolls of this path, in order: Dodges and Sprint extras ((123) counted on from
    // the action's earlier ones), then a pick-up where the move ends on the loose ball.
    const rolls = moveRolls(s, path, d.facing);
    if (typeof rolls === 'string') continue;
    let pSucc = 1;
    let pickUp: TestPreview | null = null;
    for (const r of rolls) {
      if (r.kind === 'pick-up') pickUp = r.test;
      else if (r.test) pSucc *= passChance(r.test);
    }
    const last = path.length > 0 ? path[path.length - 1] : me.hex;
    let value: number;
    if (last === OFF_PITCH) {
      value = ev(ctx, withPlayer(s, { ...me, where: 'bench', hex: OFF_PITCH, facing: 0 }));
    } else {
      const moved: PlayerRec = { ...me, where: 'pitch', hex: last, facing: d.facing, down: false };
      const ok = withPlayer(s, moved);
      if (pickUp) {
        const pick = passChance(pickUp);
        const got = ev(ctx, { ...ok, ball: { hex: OFF_PITCH, carrier: me.id } });
        const miss = ev(ctx, { ...ok, rushEnd: 'ball-lost' });
        value = pick * got + (1 - pick) * miss;
      } else {
        value = ev(ctx, ok) + targetBonus(ok, a, moved, path.length > 0 || d.facing !== me.facing, ctx.cfg.suddenDeathStrike);
      }
    }
    value = pSucc * value + (1 - pSucc) * fallen;
    if (noise > 0) value += ctx.rng.noise(noise);
    out.push({ decision: d, value });
  }
  out.sort((x, y) => y.value - x.value);
  return out;
}

/** Moves: static ranking, then the best few sampled through the engine. */
export function searchMoves(ctx: SearchCtx, s: MatchState, moves: Decision[], width: number, depth: number): Scored {
  const scored = scoreMoves(ctx, s, moves, width, depth);
  return scored.length === 1 ? scored[0] : best(scored);
}

/** The moves `searchMoves` weighs, with their values (the static best alone when it samples none). */
export function scoreMoves(ctx: SearchCtx, s: MatchState, moves: Decision[], width: number, depth: number): Scored[] {
  const ranked = rankMovesStatic(ctx, s, moves);
  if (ranked.length === 0) return [{ decision: moves[0] as Decision, value: -Infinity }];
  if (ctx.cfg.staticOnly || width <= 0) return [ranked[0]];
  const picked = distinctEnds(ranked, width);
  return picked.map((m) => ({ decision: m.decision, value: sampleValue(ctx, s, m.decision, ctx.cfg.samples, depth) }));
}

/** The first `width` of the ranked moves with distinct end hexes. */
export function distinctEnds(ranked: Scored[], width: number): Scored[] {
  const picked: Scored[] = [];
  const seen = new Set<string>();
  for (const m of ranked) {
    if (picked.length >= width) break;
    const d = m.decision;
    const key = d.kind === 'move' ? `${d.path[d.path.length - 1] ?? 'x'}` : '';
    if (seen.has(key)) continue;
    seen.add(key);
    picked.push(m);
  }
  return picked;
}

function best(xs: Scored[]): Scored {
  let b: Scored = { decision: xs[0].decision, value: -Infinity };
  for (const x of xs) if (x.value > b.value) b = x;
  return b;
}

/** Action choices without duplicates (bench players of the same type are interchangeable). */
export function actionCandidates(s: MatchState, legal: Legal): Decision[] {
  const out: Decision[] = [];
  const seen = new Set<string>();
  for (const d of legal.decisions) {
    if (d.kind === 'action') {
      const p = s.players[d.player];
      if (p.where === 'bench') {
        const key = `${p.typeId}|${d.action}`;
        if (seen.has(key)) continue;
        seen.add(key);
      }
    }
    out.push(d);
  }
  return out;
}

/** An action ranked statically; `after` is the own move prompt it leads to (null when it was sampled instead). */
export interface RankedAction {
  d: Decision;
  after: MatchState | null;
  v: number;
}

/**
 * Every action ranked by its best static move (stand-ups, ending the rush and whatever does not
 * lead to an own move prompt are sampled), best first.
 */
export function rankActions(ctx: SearchCtx, s: MatchState, legal: Legal): RankedAction[] {
  const cfg = ctx.cfg;
  const cands = actionCandidates(s, legal);
  const prelim: RankedAction[] = [];
  for (const d of cands) {
    const isEnd = d.kind === 'end-rush' || (d.kind === 'free-action' && d.action === 'decline');
    const needsDice = isEnd || (d.kind === 'action' && d.action === 'stand-up');
    if (needsDice) {
      prelim.push({ d, after: null, v: sampleValue(ctx, s, d, cfg.staticOnly ? 1 : cfg.samples, 1) + (cfg.noise ? ctx.rng.noise(cfg.noise) : 0) });
      continue;
    }
    // Declaring an action rolls no dice; a sampled copy makes sure the real dice stay unseen anyway.
    const after = apply(ctx, sampledCopy(s, ctx.seeds[0]), d);
    if (!after) continue;
    if (isOwnMovePrompt(ctx, after)) {
      const top = rankMovesStatic(ctx, after, legalDecisions(after).decisions)[0];
      prelim.push({ d, after, v: top ? top.value : -Infinity });
    } else prelim.push({ d, after: null, v: sampleValue(ctx, s, d, cfg.staticOnly ? 1 : cfg.samples, 1) });
  }
  prelim.sort((x, y) => y.v - x.v);
  return prelim;
}

/** The action prompt (or a free-action offer): rank every action by its best static move, sample the best few. */
export function searchActions(ctx: SearchCtx, s: MatchState, legal: Legal): Scored {
  const cfg = ctx.cfg;
  const prelim = rankActions(ctx, s, legal);
  if (prelim.length === 0) return { decision: legal.decisions[0] as Decision, value: -Infinity };
  if (cfg.staticOnly) return { decision: prelim[0].d, value: prelim[0].v };
  return best(scoreActions(ctx, prelim));
}

/** An action with its value, and for one that was searched, the move the search found for it. */
export interface ScoredAction extends Scored {
  move?: Decision;
}

/** The ranked actions' values: the best `actionWidth` that lead to a move prompt searched, the rest as ranked. */
export function scoreActions(ctx: SearchCtx, prelim: RankedAction[]): ScoredAction[] {
  const scored: ScoredAction[] = [];
  let looked = 0;
  for (const c of prelim) {
    if (!c.after) {
      scored.push({ decision: c.d, value: c.v });
      continue;
    }
    if (looked >= ctx.cfg.actionWidth) continue;
    looked++;
    const m = searchMoves(ctx, c.after, legalDecisions(c.after).decisions, Math.max(1, ctx.cfg.moveWidth - 2), 2);
    scored.push({ decision: c.d, value: m.value, move: m.decision });
  }
  return scored;
}
