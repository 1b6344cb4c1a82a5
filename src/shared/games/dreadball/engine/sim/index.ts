import { mulberry32 } from '../../../../random/mulberry32';
import { ACCESS_HEX, STRIKE_ZONES } from '../../pitch/zones';
import { OFF_PITCH, PITCH_SIZE } from '../../pitch/pitch';
import type { TeamSheet } from '../../teams/team';
import { STOCK_TEAMS } from '../../teams/team';
import { anyoneCanAct } from '../actions/declare';
import { sideOf } from '../board';
import { applyDecision, replay } from '../door';
import type { MoveSet } from '../move-search';
import { legalDecisions } from '../legal';
import { createMatch } from '../state';
import type { Decision, GameEvent, MatchState } from '../types';
import { PreviewChecker } from './previews';

/** What a player for automated play reads of the legal set (the engine's Legal, or a GameModule's LegalSet). */
export interface LegalChoice {
  readonly prompt: string;
  readonly decisions: readonly Decision[];
  /** A lazy listing's size and single decisions (the engine's move and set-up prompts). */
  readonly count?: number;
  readonly at?: (i: number) => Decision;
  /** At a move prompt: the moves' end hexes without building decisions. */
  readonly moves?: MoveSet;
}

/** A player for automated play: picks one decision from the legal list. */
export type SimPlayer = (state: MatchState, legal: LegalChoice, random: () => number) => Decision;

// The players' choices come from their own generator, kept apart from the match dice. Re-exported
// because tests in the storage and renderer areas import it from here.

export const randomPlayer: SimPlayer = (_state, legal, random) => {
  const i = Math.floor(random() * legal.decisions.length);
  return legal.decisions[i] as Decision;
};

/** 1 where a player of that side may throw a Strike from. */
const THROW_FROM: Record<'home' | 'away', Uint8Array> = (() => {
  const home = new Uint8Array(PITCH_SIZE);
  const away = new Uint8Array(PITCH_SIZE);
  for (const z of STRIKE_ZONES) for (const h of z.hexes) (z.scoringSide === 'home' ? home : away)[h] = 1;
  return { home, away };
})();

/**
 * Random play with a purpose: still a random legal decision, but two times in three it picks
 * among the "keen" ones when there are any (go for the ball, carry it into a Strike zone, throw at
 * the Strike hex, take free actions). Uniform random play almost never scores, so the fuzzer
 * would never exercise strikes, relaunches and landslides without this.
 */
export const keenPlayer: SimPlayer = (s, legal, random) => {
  if (legal.moves) return keenMove(s, legal.moves, random);
  if (legal.prompt === 'setup' && legal.at && legal.count !== undefined) {
    // Nothing at set-up is keen: one draw for "keen or not", then a uniform pick either way.
    random();
    return legal.at(Math.floor(random() * legal.count));
  }
  const all = legal.decisions;
  if (random() < 0.34) return all[Math.floor(random() * all.length)] as Decision;
  const keen: Decision[] = [];
  const ballLoose = s.ball.carrier < 0 ? s.ball.hex : -1;
  for (const d of all) {
    switch (d.kind) {
      case 'target-hex':
        keen.push(d);
        break;
      case 'free-action':
        if (d.action !== 'decline') keen.push(d);
        break;
      case 'action': {
        const p = s.players[d.player];
        if (!p) break;
        if (d.action === 'throw') keen.push(d);
        else if (ballLoose >= 0 && p.role !== 'guard' && (d.action === 'run' || d.action === 'sprint')) keen.push(d);
        else if (s.ball.carrier === p.id && d.action === 'run') keen.push(d);
        else if (p.down && d.action === 'stand-up') keen.push(d);
        break;
      }
      default:
        break;
    }
  }
  const pool = keen.length > 0 ? keen : all;
  return pool[Math.floor(random() * pool.length)] as Decision;
};

/**
 * The keen player at a move prompt, reading the lazy move set's end hexes: only a Jack or Striker
 * going for a loose ball, or the carrier, has keen moves (onto the ball, into a Strike zone).
 */
function keenMove(s: MatchState, moves: MoveSet, random: () => number): Decision {
  const n = moves.count;
  if (random() < 0.34) return moves.at(Math.floor(random() * n));
  const ballLoose = s.ball.carrier < 0 ? s.ball.hex : -1;
  const actor = s.action ? s.players[s.action.player] : undefined;
  const wanted = actor && ((ballLoose >= 0 && actor.role !== 'guard') || s.ball.carrier === actor.id);
  if (!actor || !wanted) return moves.at(Math.floor(random() * n));
  const throwFrom = s.ball.carrier === actor.id && s.home !== -1 ? THROW_FROM[s.home === actor.team ? 'home' : 'away'] : null;
  // By reached end rather than by decision (a Run's six facings of one hex are keen together), and
  // counted first, then the chosen one found, so no list of keen indices is built.
  const per = moves.perEnd;
  const goal = actor.role !== 'guard' ? ballLoose : -1;
  const ends = moves.reached;
  let keenEnds = 0;
  for (let k = 0; k < ends; k++) {
    const end = moves.reachedHex(k);
    if ((goal >= 0 && end === goal) || (throwFrom && throwFrom[end] === 1)) keenEnds++;
  }
  if (keenEnds === 0) return moves.at(Math.floor(random() * n));
  const j = Math.floor(random() * keenEnds * per);
  const want = (j / per) | 0;
  for (let k = 0, seen = 0; k < ends; k++) {
    const end = moves.reachedHex(k);
    if ((goal >= 0 && end === goal) || (throwFrom && throwFrom[end] === 1)) {
      if (seen === want) return moves.at(k * per + (j % per));
      seen++;
    }
  }
  throw new Error('a keen move counted is not found again');
}

/** True when `v` survives JSON.stringify/parse unchanged (no undefined, NaN, classes, typed arrays). */
export function isPlainJson(v: unknown): boolean {
  if (v === null) return true;
  switch (typeof v) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(v) && !Object.is(v, -0);
    case 'object': {
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) if (!(i in v) || !isPlainJson(v[i])) return false;
        return true;
      }
      if (Object.getPrototypeOf(v) !== Object.prototype) return false;
      for (const k of Object.keys(v)) if (!isPlainJson((v as Record<string, unknown>)[k])) return false;
      return true;
    }
    default:
      return false;
  }
}

/** Every invariant a state must keep; returns the broken ones as messages. */
export function checkInvariants(s: MatchState, json = true): string[] {
  const out: string[] = [];
  if (json && !isPlainJson(s)) out.push('state does not round-trip through JSON');
  if (s.tokens < 0 || s.tokens > 5) out.push(`tokens ${s.tokens}`);
  const home = s.home === -1 ? 0 : s.home;
  if (s.scoreDiff !== s.score[home] - s.score[home === 0 ? 1 : 0]) out.push('score difference does not match the totals');
  const seen = new Map<number, number>();
  const count = [0, 0];
  for (const p of s.players) {
    if (p.tokenActions > 2) out.push(`player ${p.id} took ${p.tokenActions} token actions`);
    if (p.where !== 'pitch') {
      if (p.hex !== OFF_PITCH) out.push(`player ${p.id} off the pitch has hex ${p.hex}`);
      continue;
    }
    count[p.team] = (count[p.team] ?? 0) + 1;
    if (seen.has(p.hex)) out.push(`players ${seen.get(p.hex)} and ${p.id} share hex ${p.hex}`);
    seen.set(p.hex, p.id);
    if (s.home !== -1 && p.hex === ACCESS_HEX[sideOf(s, p.team === 0 ? 1 : 0)]) out.push(`player ${p.id} stands on the enemy access hex`);
  }
  if ((count[0] ?? 0) > 6 || (count[1] ?? 0) > 6) out.push(`too many on the pitch: ${count.join('/')}`);
  const b = s.ball;
  if (b.carrier >= 0) {
    const c = s.players[b.carrier];
    if (!c || c.where !== 'pitch' || c.down) out.push(`ball carrier ${b.carrier} is not standing on the pitch`);
    if (b.hex !== OFF_PITCH) out.push('a carried ball also lies on a hex');
  } else if (b.hex === OFF_PITCH) {
    if (s.phase === 'rush' && !s.launchPending) out.push('the ball is out of play during a rush');
  } else {
    const o = s.players.find((p) => p.where === 'pitch' && p.hex === b.hex);
    if (o && s.prompt === null) out.push(`loose ball rests under player ${o.id}`);
  }
  const settled = s.phase === 'rush' && s.action === null && s.freeActions.length === 0 && s.prompt === null;
  if (settled && s.tokens === 0) out.push('rush did not end with no tokens left');
  if (settled && s.tokens > 0 && !anyoneCanAct(s)) out.push('rush did not end with no player left who can act');
  return out;
}

export interface GameStats {
  decisions: number;
  strikes: number;
  injuries: number;
  deaths: number;
}

export interface GameRecord {
  initial: MatchState;
  final: MatchState;
  decisions: Decision[];
  violations: string[];
  stats: GameStats;
}

export interface PlayOptions {
  seed: number;
  teams?: [TeamSheet, TeamSheet];
  players?: [SimPlayer, SimPlayer];
  /** Check invariants after every decision (default true). */
  check?: boolean;
  /** Replay the decision log at the end and compare (default true). */
  replayCheck?: boolean;
  maxDecisions?: number;
}

function countEvents(events: GameEvent[], stats: GameStats): void {
  for (const e of events) {
    if (e.type === 'strike') stats.strikes++;
    else if (e.type === 'injury') stats.injuries++;
    else if (e.type === 'death') stats.deaths++;
  }
}

/** Plays one match from the roll-off to the final whistle. */
export function playGame(opts: PlayOptions): GameRecord {
  const random = mulberry32(opts.seed ^ 0x5bd1e995);
  const teams = opts.teams ?? pickTeams(opts.seed);
  const players = opts.players ?? [keenPlayer, keenPlayer];
  const check = opts.check ?? true;
  const previews = check ? new PreviewChecker() : null;
  const initial = createMatch({ teams, seed: opts.seed });
  const decisions: Decision[] = [];
  const violations: string[] = [];
  const stats: GameStats = { decisions: 0, strikes: 0, injuries: 0, deaths: 0 };
  const max = opts.maxDecisions ?? 200000;
  let s = initial;
  while (s.phase !== 'over') {
    const legal = legalDecisions(s);
    if (legal.decider === null || legal.decisions.length === 0) {
      violations.push(`no legal decision at prompt ${legal.prompt}`);
      break;
    }
    const player = players[legal.decider === 'A' ? 0 : 1];
    const d = player(s, legal, random);
    if (previews) for (const v of previews.before(s, d)) violations.push(`decision ${decisions.length + 1}: ${v}`);
    const res = applyDecision(s, d);
    if (!res.ok) {
      violations.push(`decision refused: ${res.error.code} ${res.error.message}`);
      break;
    }
    decisions.push(d);
    countEvents(res.events, stats);
    s = res.state;
    if (check) for (const v of checkInvariants(s)) violations.push(`after decision ${decisions.length}: ${v}`);
    if (previews) for (const v of previews.after(res.events, s)) violations.push(`after decision ${decisions.length}: ${v}`);
    if (decisions.length >= max) {
      violations.push(`match did not end within ${max} decisions`);
      break;
    }
  }
  stats.decisions = decisions.length;
  if (opts.replayCheck ?? true) {
    try {
      const again = replay(initial, decisions);
      if (JSON.stringify(again) !== JSON.stringify(s)) violations.push('replaying the decision log gives a different final state');
    } catch (e) {
      violations.push(`replay failed: ${(e as Error).message}`);
    }
  }
  return { initial, final: s, decisions, violations, stats };
}

export function pickTeams(seed: number): [TeamSheet, TeamSheet] {
  const n = STOCK_TEAMS.length;
  const a = STOCK_TEAMS[(seed >>> 0) % n] as TeamSheet;
  const b = STOCK_TEAMS[((seed >>> 2) + 1) % n] as TeamSheet;
  return [a, b];
}

export interface SimSummary {
  games: number;
  seconds: number;
  games_per_second: number;
  decisions: number;
  decisions_per_second: number;
  wins_a: number;
  wins_b: number;
  draws: number;
  strikes: number;
  injuries: number;
  deaths: number;
  violations: number;
  first_violations: string[];
}

/** Plays `games` matches with seeds seed, seed+1, ...; `now` supplies milliseconds (injected: no Node APIs here). */
export function runSim(games: number, seed: number, now: () => number, opts: Partial<PlayOptions> = {}): SimSummary {
  const t0 = now();
  const sum: SimSummary = {
    games,
    seconds: 0,
    games_per_second: 0,
    decisions: 0,
    decisions_per_second: 0,
    wins_a: 0,
    wins_b: 0,
    draws: 0,
    strikes: 0,
    injuries: 0,
    deaths: 0,
    violations: 0,
    first_violations: [],
  };
  for (let g = 0; g < games; g++) {
    const rec = playGame({ ...opts, seed: (seed + g) >>> 0 });
    sum.decisions += rec.stats.decisions;
    sum.strikes += rec.stats.strikes;
    sum.injuries += rec.stats.injuries;
    sum.deaths += rec.stats.deaths;
    const w = rec.final.result?.winner ?? null;
    if (w === 'A') sum.wins_a++;
    else if (w === 'B') sum.wins_b++;
    else sum.draws++;
    sum.violations += rec.violations.length;
    for (const v of rec.violations) if (sum.first_violations.length < 10) sum.first_violations.push(`game seed ${(seed + g) >>> 0}: ${v}`);
  }
  sum.seconds = (now() - t0) / 1000;
  sum.games_per_second = sum.seconds > 0 ? games / sum.seconds : 0;
  sum.decisions_per_second = sum.seconds > 0 ? sum.decisions / sum.seconds : 0;
  return sum;
}
