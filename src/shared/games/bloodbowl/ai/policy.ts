/**
 * The computer coach's turn: which player acts next (the action prompt) and how his action goes
 * on (the step prompt). Both are static: every choice is recomputed from the state, so the step
 * prompt picks up the intent the action prompt had (the same functions and thresholds decide).
 *
 * Odds: block odds from the engine's blockStrengths and blockOdds (what its preview shows), pass
 * odds from its passModifier, interceptors and testOdds, routes from paths.ts (the engine's test
 * tables). At the step prompt a block is judged by the engine's own preview.
 */
import { distance, isAdjacent, isScoringEndZone, neighbours, passDistance, PITCH_WIDTH, scoringEndZoneX, type SquareId, type TeamIndex, xOf, yOf } from '../pitch/pitch';
import { ACCURATE_CATCH_MODIFIER, agilityTarget } from '../tables/agility';
import { testOdds } from '../odds/tests';
import { blockOdds, type BlockOdds } from '../odds/block';
import { blockStrengths } from '../engine/procs/block';
import { interceptors, passModifier } from '../engine/procs/pass';
import { activationOf, carrier, isStanding, tackleZones } from '../engine/board';
import { teamRerollOpen } from '../engine/rerolls';
import { rerollSkill, stumbleIsPush } from '../engine/skills';
import type { ActionName, Decision, Frame, MatchState, Player } from '../engine/types';
import { previewDecision } from '../preview';
import { type Route, routes, tackleZoneMap } from './paths';

export type Level = 'easy' | 'normal';

/** What sets the levels apart (each a measured choice: docs/ai.md, "Blood Bowl"). */
export interface Style {
  /** The carrier values team-mates next to him. */
  readonly escort: boolean;
  /** Team-mates form a cage (the carrier's diagonals) rather than just gather round. */
  readonly cage: boolean;
  /** Markers stand between the opposing carrier and their own end zone. */
  readonly screen: boolean;
  /** Keep out of tackle zones when going for a loose ball. */
  readonly wary: boolean;
  /** Blitz a good target when the opponent does not hold the ball. */
  readonly blitzAny: boolean;
  /** Blocks come before the ball handling (the safe players first). */
  readonly blocksFirst: boolean;
  /** The longest pass tried. */
  readonly passRange: number;
  /** A free player steps in first to give a team-mate's block the assist it lacks. */
  readonly assist: boolean;
  /** What standing next to the opposing carrier is worth to a player without the ball (marking him). */
  readonly mark: number;
  /** The least P(reaching him safely) for a blitz on the opposing carrier. */
  readonly blitzCarrierP: number;
  /** A marked carrier of ours is freed first: blocks on the opponents next to him come before his move. */
  readonly freeCarrier: boolean;
  /** What the carrier gives up for standing on the sideline (a push there is into the crowd); a third of it one square in. */
  readonly edge: number;
  /** When the opposing carrier could score next turn: blitz him at worse odds and put bodies in his way before blocking. */
  readonly goalLine: boolean;
}

export const STYLES: Record<Level, Style> = {
  easy: { escort: false, cage: false, screen: false, wary: false, blitzAny: false, blocksFirst: false, passRange: 6, assist: false, mark: 8, blitzCarrierP: 0.6, freeCarrier: false, edge: 0, goalLine: false },
  normal: { escort: true, cage: true, screen: true, wary: true, blitzAny: true, blocksFirst: false, passRange: 10, assist: true, mark: 8, blitzCarrierP: 0.6, freeCarrier: true, edge: 6, goalLine: true },
};
type Activation = Extract<Frame, { kind: 'activation' }>;

/** Points: a touchdown is 100. */
const TD = 100;
const LOST_BALL = 30;
const FAILED_PICK_UP = 15;

const progress = (team: TeamIndex, sq: SquareId): number => 25 - Math.abs(scoringEndZoneX(team) - xOf(sq));
const standingOpponents = (s: MatchState, team: TeamIndex): Player[] => s.players.filter((o) => o.team !== team && isStanding(o));

/** How good a square is for the ball carrier to end his move on. */
function carrierValue(s: MatchState, p: Player, sq: SquareId, tz: Int8Array, level: Level): number {
  if (isScoringEndZone(p.team, sq)) return TD;
  let v = 2.5 * progress(p.team, sq) - 6 * tz[sq];
  let near = 0;
  for (const o of standingOpponents(s, p.team)) if (o.square !== null && distance(o.square, sq) <= 3) near++;
  v -= near * 0.5;
  const y = yOf(sq);
  if (y === 0 || y === PITCH_WIDTH - 1) v -= STYLES[level].edge;
  else if (y === 1 || y === PITCH_WIDTH - 2) v -= STYLES[level].edge / 3;
  if (STYLES[level].escort) {
    let mates = 0;
    for (const m of s.players) if (m.team === p.team && m.id !== p.id && isStanding(m) && m.square !== null && isAdjacent(m.square, sq)) mates++;
    v += Math.min(4, mates) * 1.5;
  }
  return v;
}

/** A route's worth: success times the value, failure costing the ball (or the turn). */
const worth = (r: Route, value: number, fail: number): number => r.p * value + (1 - r.p) * fail;

function bestRoute(rs: Map<SquareId, Route>, value: (sq: SquareId) => number, fail: (sq: SquareId) => number): { route: Route; value: number } | null {
  let best: { route: Route; value: number } | null = null;
  for (const r of rs.values()) {
    const v = worth(r, value(r.square), fail(r.square));
    if (!best || v > best.value + 1e-9 || (Math.abs(v - best.value) <= 1e-9 && r.path.length < best.route.path.length)) best = { route: r, value: v };
  }
  return best;
}

function usedOf(s: MatchState, p: Player): number {
  const f = activationOf(s);
  return f?.player === p.id ? f.used : p.status === 'prone' ? 3 : 0;
}

/** The carrier's best move: a touchdown or a safe advance. */
function carrierPlan(s: MatchState, p: Player, level: Level): { route: Route; value: number } | null {
  const tz = tackleZoneMap(s, p.team);
  const rs = routes(s, p, { used: usedOf(s, p), pickUp: false, stopAt: (sq) => isScoringEndZone(p.team, sq) });
  const here = carrierValue(s, p, p.square as SquareId, tz, level);
  return bestRoute(rs, (sq) => carrierValue(s, p, sq, tz, level), () => here - LOST_BALL);
}

/** A route to pick the loose ball up (ending there), with its worth. */
function pickUpPlan(s: MatchState, p: Player): { route: Route; value: number } | null {
  if (s.ball.at !== 'ground') return null;
  const ball = s.ball.square;
  const rs = routes(s, p, { used: usedOf(s, p), pickUp: true, stopAt: (sq) => sq === ball });
  const r = rs.get(ball);
  return r ? { route: r, value: worth(r, 60, -FAILED_PICK_UP) } : null;
}

/** Where a player without the ball wants to stand, by what the ball is doing. */
function supportValue(s: MatchState, p: Player, sq: SquareId, tz: Int8Array, level: Level): number {
  const c = carrier(s);
  const fwd = progress(p.team, sq);
  if (c && c.team === p.team && c.square !== null) {
    const d = distance(sq, c.square);
    if (STYLES[level].cage) {
      // A cage: the four diagonals of the carrier, then a screen ahead of him.
      const diag = d === 1 && xOf(sq) !== xOf(c.square) && sq !== c.square + 26 && sq !== c.square - 26;
      const ahead = progress(p.team, sq) - progress(p.team, c.square);
      return (diag ? 12 : d === 1 ? 6 : 0) - d * 1.2 + (ahead > 0 && ahead <= 3 && d <= 3 ? 3 : 0) - tz[sq] * 2 + fwd * 0.2;
    }
    return (d === 1 ? 4 : 0) - d * 0.8 + fwd * 0.4 - tz[sq] * 1.5;
  }
  if (c && c.square !== null) {
    // Mark the opposing carrier and stand between him and the own end zone.
    const d = distance(sq, c.square);
    const between = progress(p.team, sq) < progress(p.team, c.square) ? 1 : 0;
    const v = (d === 1 ? STYLES[level].mark : 0) - d * 1.0 + (STYLES[level].screen ? between * 2 : 0);
    if (!STYLES[level].goalLine) return v;
    // He could score next turn: a tackle zone on him or a body in his lane to our end zone.
    const threat = scoringThreat(s, c);
    const lane = between && Math.abs(yOf(sq) - yOf(c.square)) <= 2 && d <= c.ma ? 1 : 0;
    return v + threat * ((d === 1 ? 12 : 0) + lane * 8);
  }
  if (s.ball.at === 'ground') {
    const d = distance(sq, s.ball.square);
    return -d * 1.0 - (STYLES[level].wary ? tz[sq] * 0.5 : 0);
  }
  return fwd * 0.2;
}

/** A move with no test at all (no dodge, no GFI): the only kind a player without the ball makes. */
function supportPlan(s: MatchState, p: Player, level: Level): { route: Route; value: number; gain: number } | null {
  const tz = tackleZoneMap(s, p.team);
  const rs = routes(s, p, { used: usedOf(s, p), pickUp: false });
  const safe = new Map([...rs].filter(([, r]) => r.p >= 1 - 1e-9 && !r.path.some((_, i) => usedOf(s, p) + i >= p.ma)));
  const here = supportValue(s, p, p.square as SquareId, tz, level);
  const best = bestRoute(safe, (sq) => supportValue(s, p, sq, tz, level), () => 0);
  return best ? { ...best, gain: best.value - here } : null;
}

/** The odds the block preview would show for `p` blocking `t` now. */
function blockOddsNow(s: MatchState, p: Player, t: Player): BlockOdds {
  const st = blockStrengths(s, p.id, t.id);
  const chooser = st.chooser === p.team ? 'attacker' : 'defender';
  const rr = rerollSkill(p, 'block') !== null || teamRerollOpen(s, p);
  return blockOdds(st.dice as 1 | 2 | 3, chooser, stumbleIsPush(t), rr);
}

/** Whether `t` stands next to our carrier, who has yet to act (his tackle zone holds him). */
function holdsOurCarrier(s: MatchState, team: TeamIndex, t: Player): boolean {
  const c = carrier(s);
  return !!c && c.team === team && !c.acted && c.square !== null && t.square !== null && isAdjacent(c.square, t.square);
}

function blockValue(s: MatchState, p: Player, t: Player, o: BlockOdds, level: Level): number {
  const theirBall = carrier(s)?.id === t.id;
  const ourBall = carrier(s)?.team === p.team;
  // Knocking down (or at least pushing off) a marker of our carrier lets him move without a dodge.
  const marker = STYLES[level].freeCarrier && holdsOurCarrier(s, p.team, t) ? 12 * o.defenderDown + 4 : 0;
  return o.defenderDown * (theirBall ? 40 : 8) - o.attackerDown * (ourBall ? 25 : 12) + marker;
}

/** How risky a block may be: a blitz on the carrier takes one die; other blocks need two. */
const blockRiskCap = (theirBall: boolean): number => (theirBall ? 0.34 : 0.12);

interface Choice {
  readonly d: Decision;
  readonly value: number;
}

function best(cs: Choice[]): Choice | null {
  let b: Choice | null = null;
  for (const c of cs) if (!b || c.value > b.value) b = c;
  return b;
}

const action = (player: number, a: ActionName): Decision => ({ kind: 'action', player, action: a });
const offered = (legal: readonly Decision[], d: Decision): boolean => legal.some((x) => x.kind === 'action' && d.kind === 'action' && x.player === d.player && x.action === d.action);

/** Blocks by players already next to an opponent, as good as the rule for their risk allows. */
function blockChoices(s: MatchState, mine: Player[], legal: readonly Decision[], level: Level, only?: (t: Player) => boolean): Choice[] {
  const out: Choice[] = [];
  for (const p of mine) {
    // The carrier keeps his action for the ball (a block would end his move; both down loses it).
    if (!offered(legal, action(p.id, 'block')) || carrier(s)?.id === p.id) continue;
    for (const t of standingOpponents(s, p.team)) {
      if (t.square === null || !isAdjacent(t.square, p.square as SquareId) || (only && !only(t))) continue;
      const o = blockOddsNow(s, p, t);
      const theirs = carrier(s)?.id === t.id;
      if (o.attackerDown > blockRiskCap(theirs)) continue;
      const v = blockValue(s, p, t, o, level);
      if (v > 0) out.push({ d: action(p.id, 'block'), value: v });
    }
  }
  return out;
}

/** The block as its blocker's coach sees it: dice, positive when he chooses. */
function ownDice(s: MatchState, b: Player, t: Player): number {
  const st = blockStrengths(s, b.id, t.id);
  return st.chooser === b.team ? st.dice : -st.dice;
}

/**
 * A safe move (no test on the way) of `p` to a square next to an opponent that a team-mate yet to
 * act stands next to, where `p` gives that block the assist it lacks: from one die or the
 * opponent's choice to two dice (or more) of ours. The dice are the engine's (blockStrengths on
 * the position after the move).
 */
function assistPlan(s: MatchState, p: Player): { route: Route; value: number } | null {
  if (p.square === null || !isStanding(p) || carrier(s)?.id === p.id) return null;
  const rs = routes(s, p, { used: usedOf(s, p), pickUp: false });
  let bestA: { route: Route; value: number } | null = null;
  // The blocks as they would be without him, so the square he already assists from still counts.
  const without: MatchState = { ...s, players: s.players.map((x) => (x.id === p.id ? { ...x, square: null } : x)) };
  const blockers = s.players.filter((b) => b.team === p.team && b.id !== p.id && isStanding(b) && !b.acted && b.square !== null && carrier(s)?.id !== b.id);
  for (const t of standingOpponents(s, p.team)) {
    if (t.square === null) continue;
    const next = blockers.filter((b) => isAdjacent(b.square as SquareId, t.square as SquareId));
    if (next.length === 0) continue;
    for (const n of neighbours(t.square)) {
      const r = rs.get(n);
      if (!r || r.p < 1 - 1e-9 || r.path.some((_, i) => usedOf(s, p) + i >= p.ma)) continue;
      if (tackleZones(s, n, p.team) !== 1) continue;
      const moved: MatchState = { ...s, players: s.players.map((x) => (x.id === p.id ? { ...x, square: n } : x)) };
      for (const b of next) {
        const before = ownDice(without, b, t);
        const after = ownDice(moved, b, t);
        if (after < 2 || after <= before) continue;
        const v = (after - before) * 4 + (carrier(s)?.id === t.id ? 6 : 0) - r.path.length * 0.1;
        if (!bestA || v > bestA.value) bestA = { route: r, value: v };
      }
    }
  }
  return bestA;
}

/** The blitz target and route: a square next to the target reachable safely, one square kept for the block. */
function blitzPlan(s: MatchState, p: Player, t: Player, minP: number): { route: Route; value: number } | null {
  if (t.square === null) return null;
  const rs = routes(s, p, { used: usedOf(s, p), pickUp: false, reserve: 1 });
  const tz = tackleZoneMap(s, p.team);
  let bestR: { route: Route; value: number } | null = null;
  for (const n of neighbours(t.square)) {
    const r = rs.get(n);
    if (!r || r.p < minP) continue;
    const v = r.p * 10 - tz[n] - r.path.length * 0.1;
    if (!bestR || v > bestR.value) bestR = { route: r, value: v };
  }
  return bestR;
}

/** P(the opposing carrier scores next turn from where he stands), once per position. */
const threatMemo = new WeakMap<MatchState, number>();
function scoringThreat(s: MatchState, c: Player): number {
  let t = threatMemo.get(s);
  if (t === undefined) threatMemo.set(s, (t = runInOdds(s, c)));
  return t;
}

/** The least P(reaching him) for a blitz on the opposing carrier: any fair chance when he could score. */
function carrierBlitzP(s: MatchState, c: Player, level: Level): number {
  return STYLES[level].goalLine && scoringThreat(s, c) >= 0.2 ? 0.25 : STYLES[level].blitzCarrierP;
}

/** Who a blitz goes for: the opposing carrier; at Normal, else the best-odds standing opponent in reach. */
function blitzTarget(s: MatchState, p: Player, level: Level): Player | null {
  const c = carrier(s);
  if (c && c.team !== p.team) return c;
  if (!STYLES[level].blitzAny) return null;
  let bestT: Player | null = null;
  let v = 0;
  for (const t of standingOpponents(s, p.team)) {
    if (t.square === null || p.square === null || distance(t.square, p.square) > p.ma) continue;
    const st = blockStrengths(s, p.id, t.id);
    if (st.dice < 2 || st.chooser !== p.team) continue;
    const score = st.dice * 5 + (s.ball.at === 'ground' && distance(t.square, s.ball.square) <= 2 ? 5 : 0) - distance(t.square, p.square);
    if (score > v) [bestT, v] = [t, score];
  }
  return bestT;
}

interface PassIdea {
  readonly receiver: Player;
  readonly value: number;
}

/** A pass from where the carrier stands to a team-mate who then runs in (Easy: quick and short passes only). */
function passIdea(s: MatchState, c: Player, level: Level): PassIdea | null {
  let out: PassIdea | null = null;
  for (const r of s.players) {
    if (r.team !== c.team || r.id === c.id || !isStanding(r) || r.acted || r.square === null) continue;
    const d = passDistance(c.square as SquareId, r.square);
    if (d > STYLES[level].passRange) continue;
    const mod = passModifier(s, c, r.square);
    const thr = testOdds(agilityTarget(c.ag), mod);
    const pThrow = rerollSkill(c, 'pass') || teamRerollOpen(s, c) ? thr.successWithReroll : thr.success;
    const catchO = testOdds(agilityTarget(r.ag), ACCURATE_CATCH_MODIFIER - tackleZones(s, r.square, r.team));
    const pCatch = rerollSkill(r, 'catch') ? catchO.successWithReroll : catchO.success;
    const pInt = interceptors(s, c, r.square).reduce((m, o) => Math.max(m, testOdds(agilityTarget(o.ag), -2 - tackleZones(s, o.square as SquareId, o.team)).success), 0);
    const run = runInOdds(s, r);
    const p = pThrow * pCatch * (1 - pInt) * run;
    const v = p * TD - (1 - p) * LOST_BALL;
    if (!out || v > out.value) out = { receiver: r, value: v };
  }
  return out;
}

/** P(`r` scores from where he stands, were he holding the ball). */
function runInOdds(s: MatchState, r: Player): number {
  const rs = routes(s, r, { used: r.status === 'prone' ? 3 : 0, pickUp: false, stopAt: (sq) => isScoringEndZone(r.team, sq) });
  let p = 0;
  for (const x of rs.values()) if (isScoringEndZone(r.team, x.square)) p = Math.max(p, x.p);
  return p;
}

/** The acting team's next action declaration, or the end of its turn. */
export function chooseAction(s: MatchState, legal: readonly Decision[], level: Level): Decision {
  const team = s.acting as TeamIndex;
  const mine = s.players.filter((p) => p.team === team && p.where === 'pitch' && !p.acted && p.status !== 'stunned');
  const endTurn = legal.find((d) => d.kind === 'end-turn') ?? (legal[0] as Decision);
  const c = carrier(s);
  const ours = c?.team === team;
  const lastTurn = s.teams[team].turns >= 7;
  const pick = (d: Decision | undefined): Decision | null => (d && offered(legal, d) ? d : null);

  // 1. A touchdown in reach: take it first (it ends the turn anyway).
  if (ours && c && !c.acted) {
    const plan = carrierPlan(s, c, level);
    if (plan && isScoringEndZone(team, plan.route.square) && (plan.route.p >= 0.5 || lastTurn)) {
      const d = pick(action(c.id, 'move'));
      if (d) return d;
    }
  }

  // 2. Normal first moves a player (no test on the way) to give a block its second die, then frees
  // a marked carrier of ours with blocks on his markers.
  if (STYLES[level].assist) {
    const cands: Choice[] = [];
    for (const p of mine) {
      const plan = p.status === 'standing' && offered(legal, action(p.id, 'move')) ? assistPlan(s, p) : null;
      if (plan && plan.route.path.length > 0) cands.push({ d: action(p.id, 'move'), value: plan.value });
    }
    const b = best(cands);
    if (b) return b.d;
  }
  const blockList = blockChoices(s, mine, legal, level);
  const blocks = best(blockList);
  if (STYLES[level].blocksFirst && blocks) return blocks.d;
  if (STYLES[level].freeCarrier && ours) {
    const free = best(blockChoices(s, mine, legal, level, (t) => holdsOurCarrier(s, team, t)));
    if (free) return free.d;
  }

  // 3. Blitz the opposing carrier (or, at Normal, a good target).
  if (!s.used.blitz) {
    const cands: Choice[] = [];
    for (const p of mine) {
      if (!offered(legal, action(p.id, 'blitz')) || (ours && c?.id === p.id)) continue;
      const t = blitzTarget(s, p, level);
      if (!t) continue;
      const plan = blitzPlan(s, p, t, t.id === c?.id ? carrierBlitzP(s, t, level) : 0.99);
      if (!plan) continue;
      const st = blockStrengths(s, p.id, t.id);
      const dice = st.chooser === p.team ? st.dice : -st.dice;
      cands.push({ d: action(p.id, 'blitz'), value: plan.value + dice * 3 + p.st });
    }
    const b = best(cands);
    if (b && (c?.team !== team || STYLES[level].blitzAny)) return b.d;
  }

  if (STYLES[level].goalLine && c && !ours && blocks && scoringThreat(s, c) > 0) {
    // He could score next turn: the bodies in his way first (no dice), then the blocks.
    const blockers = new Set(blockList.map((b) => (b.d as { player: number }).player));
    const sup = bestSupport(s, mine.filter((p) => !blockers.has(p.id)), level);
    if (sup) return pick(sup) ?? endTurn;
  }
  if (!STYLES[level].blocksFirst && blocks && !ours) return blocks.d;

  // 4. The loose ball: the surest pick-up.
  if (s.ball.at === 'ground') {
    const cands: Choice[] = [];
    for (const p of mine) {
      const plan = pickUpPlan(s, p);
      if (plan && plan.route.p >= 0.25) cands.push({ d: action(p.id, 'move'), value: plan.value });
    }
    const b = best(cands);
    if (b) return pick(b.d) ?? endTurn;
  }

  // 5. The ball in hand: a hand-off or pass to a runner who scores, else the carrier advances.
  if (ours && c && !c.acted) {
    const own = carrierPlan(s, c, level);
    const idea = !s.used.pass ? passIdea(s, c, level) : null;
    if (idea && idea.value > (own?.value ?? 0) && idea.value > 20) {
      const d = pick(action(c.id, 'pass'));
      if (d) return d;
    }
    if (own && own.route.path.length > 0) return pick(action(c.id, 'move')) ?? endTurn;
  }
  if (!STYLES[level].blocksFirst && blocks) return blocks.d;

  // 6. Everyone else moves to where he helps, with no test on the way.
  const sup = bestSupport(s, mine.filter((p) => p.id !== c?.id), level);
  if (sup) return pick(sup) ?? endTurn;
  return endTurn;
}

function bestSupport(s: MatchState, players: Player[], level: Level): Decision | null {
  const cands: Choice[] = [];
  for (const p of players) {
    if (p.status === 'prone') {
      cands.push({ d: action(p.id, 'move'), value: 1 });
      continue;
    }
    const plan = supportPlan(s, p, level);
    if (plan && plan.gain > 0.5 && plan.route.path.length > 0) cands.push({ d: action(p.id, 'move'), value: plan.gain });
  }
  return best(cands)?.d ?? null;
}

const stepTo = (legal: readonly Decision[], sq: SquareId | undefined): Decision | null => (sq === undefined ? null : (legal.find((d) => d.kind === 'step' && d.square === sq) ?? null));

/** The next square, block, pass or hand-off of the player acting now. */
export function chooseStep(s: MatchState, legal: readonly Decision[], level: Level): Decision {
  const f = activationOf(s) as Activation;
  const p = s.players[f.player] as Player;
  const end = legal.find((d) => d.kind === 'end-action') ?? (legal[0] as Decision);
  const c = carrier(s);

  if (f.action === 'block' || (f.action === 'blitz' && !f.blocked)) {
    // A block next to him, judged by the engine's preview.
    let bestB: Choice | null = null;
    for (const d of legal) {
      if (d.kind !== 'block') continue;
      const pv = previewDecision(s, d);
      if (!pv || pv.kind !== 'block') continue;
      const o = pv.rerollable ? pv.withReroll : pv.odds;
      const t = s.players[d.target] as Player;
      const theirs = c?.id === t.id;
      const gfiP = pv.gfi ? pv.gfi.success : 1;
      if (o.attackerDown > blockRiskCap(theirs) && !(f.action === 'blitz' && theirs)) continue;
      const v = gfiP * blockValue(s, p, t, o, level) - (1 - gfiP) * 12;
      if (v > 0 && (!bestB || v > bestB.value)) bestB = { d, value: v };
    }
    if (bestB) return bestB.d;
    if (f.action === 'blitz') {
      const t = blitzTarget(s, p, level);
      const plan = t ? blitzPlan(s, p, t, t.id === c?.id ? carrierBlitzP(s, t, level) : 0.99) : null;
      const st = plan ? stepTo(legal, plan.route.path[0]) : null;
      if (st) return st;
    }
    return end;
  }

  if (c?.id === p.id) {
    if (f.action === 'pass') {
      const idea = passIdea(s, p, level);
      const d = idea ? legal.find((x) => x.kind === 'pass' && x.square === idea.receiver.square) : undefined;
      return d ?? end;
    }
    const plan = carrierPlan(s, p, level);
    return (plan && stepTo(legal, plan.route.path[0])) ?? end;
  }

  if (STYLES[level].assist && f.action === 'move') {
    const a = assistPlan(s, p);
    if (a) return stepTo(legal, a.route.path[0]) ?? end;
  }
  if (s.ball.at === 'ground') {
    const plan = pickUpPlan(s, p);
    if (plan && plan.route.p >= 0.25) return stepTo(legal, plan.route.path[0]) ?? end;
  }
  const plan = supportPlan(s, p, level);
  if (plan && plan.gain > 0.5) return stepTo(legal, plan.route.path[0]) ?? end;
  return end;
}
