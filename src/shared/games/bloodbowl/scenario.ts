/**
 * The Blood Bowl rules-scenario runner (test/scenarios/bloodbowl/, docs/scenarios.md): a position
 * written by hand, scripted dice, decisions, and what must come out. Squares are written [x, y]
 * in positions, decisions and expectations; the runner turns them into square ids.
 */
import { type SquareId, squareAt, xOf, yOf } from './pitch/pitch';
import { applyDecision, createMatch, question, settled } from './engine';
import { scriptedBBDice } from './engine/dice';
import type { Decision, Frame, GameEvent, MatchState, Status, TeamIndex, Where } from './engine/types';
import type { RaceId } from './teams/races';
import { STOCK_ROSTERS } from './teams/stock';
import { same, sharedFailures, unrolledDice } from '../../game/scenario-check';
import { type PlayedScenario, type ScriptedScenario, playDecisions } from '../../game/scenario-play';

export type XY = [number, number];

export interface ScenarioPlayer {
  readonly id: number;
  readonly at?: XY;
  readonly status?: Status;
  readonly where?: Where;
  readonly acted?: boolean;
  readonly usedDodge?: boolean;
}

export interface ScenarioPosition {
  readonly teams: [RaceId, RaceId];
  /** 'start' (the roll-off), 'setup', 'kick' or 'turn' (default). */
  readonly phase?: 'start' | 'setup' | 'kick' | 'turn';
  /** The team whose turn it is (phase turn), sets up (phase setup) or kicks (phase kick). */
  readonly team?: 'home' | 'away';
  readonly half?: 1 | 2;
  /** Turns taken this half by home and away (default: 1 each, or 1 and 0 when home acts first). */
  readonly turns?: [number, number];
  readonly score?: [number, number];
  readonly rerolls?: [number, number];
  readonly rerollUsed?: boolean;
  readonly used?: Partial<MatchState['used']>;
  readonly players?: readonly ScenarioPlayer[];
  readonly ball?: { readonly carrier: number } | { readonly at: XY };
  readonly timer?: boolean;
}

export type Scenario = ScriptedScenario<ScenarioPosition>;
export type ScenarioOutcome = PlayedScenario<MatchState, GameEvent, Decision>;

const isXY = (v: unknown): v is XY => Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === 'number');
const sq = (v: XY): SquareId => squareAt(v[0], v[1]);
const teamOf = (t: 'home' | 'away' | undefined): TeamIndex => (t === 'away' ? 1 : 0);
const SQUARE_FIELDS = new Set(['square', 'from', 'to', 'target', 'lands']);

/** Fields holding squares turned from [x, y] into ids (events, decisions). */
function withSquares<T extends Record<string, unknown>>(o: T): T {
  const out: Record<string, unknown> = { ...o };
  for (const [k, v] of Object.entries(o)) if (SQUARE_FIELDS.has(k) && isXY(v)) out[k] = sq(v);
  return out as T;
}

export function buildPosition(pos: ScenarioPosition, dice: readonly number[]): MatchState {
  // A copy: the position is written into it, and a state handed out is never changed.
  const s = structuredClone(createMatch({ teams: [STOCK_ROSTERS[pos.teams[0]], STOCK_ROSTERS[pos.teams[1]]], seed: 0, turnTimer: pos.timer === true }));
  const team = teamOf(pos.team);
  const other: TeamIndex = team === 0 ? 1 : 0;
  const half = pos.half ?? 1;
  const phase = pos.phase ?? 'turn';
  s.dice = scriptedBBDice(dice);
  if (phase === 'start') return s;
  s.half = half;
  const kicking: TeamIndex = phase === 'turn' ? other : phase === 'kick' ? team : 0;
  s.firstKicking = half === 1 ? kicking : kicking === 0 ? 1 : 0;
  const stack: Frame[] = [{ kind: 'end' }];
  if (half === 1) stack.push({ kind: 'half', half: 2, started: false, nextKicking: null });
  stack.push({ kind: 'half', half, started: true, nextKicking: null });
  if (phase === 'setup') {
    // Home kicks; `team` is the one setting up now (home first, then away).
    const kicker: TeamIndex = 0;
    stack.push({ kind: 'drive', kicking: kicker, started: true }, { kind: 'turns', next: 1 }, { kind: 'kick', team: kicker, kicked: false });
    if (team === 0) stack.push({ kind: 'setup', team: 1 });
    stack.push({ kind: 'setup', team });
  } else if (phase === 'kick') {
    stack.push({ kind: 'drive', kicking: team, started: true }, { kind: 'turns', next: other }, { kind: 'kick', team, kicked: false });
  } else {
    stack.push({ kind: 'drive', kicking: other, started: true }, { kind: 'turns', next: other }, { kind: 'turn', team });
    s.acting = team;
  }
  s.stack = stack;
  const turns = pos.turns ?? (phase === 'turn' ? (team === 0 ? [1, 0] : [1, 1]) : [0, 0]);
  // New team objects (the engine never writes one in place), fields in createMatch's order.
  const teamAt = (t: TeamIndex) => {
    const base = s.teams[t];
    return {
      ...base,
      rerollsLeft: pos.rerolls ? pos.rerolls[t] : base.rerollsLeft,
      score: pos.score ? pos.score[t] : base.score,
      turns: turns[t],
      rerollUsedThisTurn: pos.rerollUsed === true && s.acting === t ? true : base.rerollUsedThisTurn,
    };
  };
  s.teams = [teamAt(0), teamAt(1)];
  s.used = { blitz: false, pass: false, handOff: false, foul: false, ...pos.used };
  for (const sp of pos.players ?? []) {
    const p = s.players[sp.id];
    if (!p) throw new RangeError(`the position names player ${sp.id}, who is not in either team`);
    // A new object with the fields in createMatch's order (engine players are never written in place).
    s.players[sp.id] = {
      ...p,
      where: sp.where ?? (sp.at ? 'pitch' : 'reserves'),
      square: sp.at ? sq(sp.at) : null,
      status: sp.status ?? 'standing',
      acted: sp.acted ?? false,
      usedDodge: sp.usedDodge ?? false,
    };
  }
  if (pos.ball) s.ball = 'carrier' in pos.ball ? { at: 'carried', player: pos.ball.carrier } : { at: 'ground', square: sq(pos.ball.at) };
  return settled(s).state;
}

export function runScenario(sc: Scenario): ScenarioOutcome {
  return playDecisions({ state: buildPosition(sc.position, sc.dice), events: [] }, sc.decisions, (s, d) => applyDecision(s, withSquares(d) as unknown as Decision));
}

const matches = (e: Record<string, unknown>, want: Record<string, unknown>): boolean => Object.entries(withSquares(want)).every(([k, v]) => same(e[k], v));

export function checkScenario(sc: Scenario, out: ScenarioOutcome): string[] {
  const ex = sc.expect;
  const fails = sharedFailures(sc, out, { stateValue: (path, want) => (/square$/i.test(path) && isXY(want) ? sq(want) : want), matches });
  if (ex.prompt !== undefined) {
    const q = question(out.state)?.prompt ?? null;
    if (q !== ex.prompt) fails.push(`expected prompt ${ex.prompt}, got ${q}`);
  }
  return [...fails, ...unrolledDice(out.state.dice, Boolean(ex.error))];
}

/** [x, y] of a square, for reports. */
export const xy = (s: SquareId): XY => [xOf(s), yOf(s)];
