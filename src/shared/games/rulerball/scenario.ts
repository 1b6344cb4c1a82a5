/**
 * The Rülerball rules-scenario runner (test/scenarios/rulerball/, docs/scenarios.md): a position
 * written by hand, scripted dice, decisions, and what must come out. Squares are written
 * [ring, sector, slot] the way the rules write them; the runner turns them into cell ids.
 */
import { startClock, type BoxEntry, type Clock } from './clock/boxes';
import type { Possession } from './laps/activation';
import { cellAt, ringOf, slotOf, sectorOf, type Cell } from './track/track';
import { plainRoster, type RosterFigure } from './teams/roster';
import { applyDecision, question, settled } from './engine/engine';
import { blankMatch } from './engine/create';
import { scriptedDice } from './engine/dice';
import { startTurn } from './engine/flow';
import type { Decision, Figure, FigureState, GameEvent, MatchState, Step } from './engine/types';
import type { LooseKind } from './ball/flight';

export type RSS = [ring: number, sector: number, slot: number];

export interface ScenarioFigure {
  readonly id: number;
  readonly at?: RSS;
  readonly state?: FigureState;
  readonly speed?: number;
  readonly moved?: boolean;
  readonly fought?: boolean;
  readonly upgrades?: RosterFigure['upgrades'];
  /** Offences already noticed, by rule (the second-offence rule). */
  readonly offences?: Figure['offences'];
}

export interface ScenarioPosition {
  /**
   * Where the turn stands: 'turn' runs the clock, ball and initiative steps from the dice; 'move'
   * starts the Move step with the marker at `first`; 'combat' starts Combat (every figure moved).
   */
  readonly start?: 'turn' | 'move' | 'combat';
  readonly first?: number;
  readonly figures?: readonly ScenarioFigure[];
  readonly ball?: { readonly carrier: number } | { readonly at: RSS; readonly speed: number; readonly kind: LooseKind };
  readonly possession?: Possession;
  readonly clock?: Partial<Clock>;
  readonly boxes?: readonly BoxEntry[];
  readonly score?: [number, number];
  readonly goalSectorTurns?: number;
  readonly screenBarred?: 'home' | 'away';
}

export interface Scenario {
  readonly name: string;
  readonly rule: string;
  readonly position: ScenarioPosition;
  readonly dice: readonly number[];
  readonly decisions: readonly Record<string, unknown>[];
  readonly expect: {
    readonly state?: Readonly<Record<string, unknown>>;
    readonly events?: readonly Record<string, unknown>[];
    readonly noEvents?: readonly string[];
    readonly error?: string;
    readonly prompt?: string | null;
    /** The decisions the last question lists (as keys) must include these and exclude those. */
    readonly offers?: readonly Record<string, unknown>[];
    readonly refuses?: readonly Record<string, unknown>[];
    /** Entries the boxes must hold (in any order). */
    readonly boxed?: readonly BoxEntry[];
  };
}

export interface ScenarioOutcome {
  readonly state: MatchState;
  readonly events: GameEvent[];
  readonly failure: { index: number; code: string; message: string; legal: readonly Decision[] } | null;
}

const isRSS = (v: unknown): v is RSS => Array.isArray(v) && v.length === 3 && v.every((n) => typeof n === 'number');
const CELL_FIELDS = new Set(['cell', 'from', 'to', 'at']);
const CELL_LISTS = new Set(['path', 'passes', 'squares']);
const cellOfRSS = (v: RSS): Cell => cellAt(v[0], v[1], v[2]);

/** Fields holding squares turned from [ring, sector, slot] into cell ids (events, decisions). */
function withCells(o: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...o };
  for (const [k, v] of Object.entries(o)) {
    if (CELL_FIELDS.has(k) && isRSS(v)) out[k] = cellOfRSS(v);
    else if (CELL_LISTS.has(k) && Array.isArray(v) && v.every(isRSS)) out[k] = v.map(cellOfRSS);
  }
  return out;
}

/** A cell as [ring, sector, slot], for reports. */
export const rss = (c: Cell): RSS => [ringOf(c), sectorOf(c), slotOf(c)];

/** The position run on to its first question, with the events of getting there (a 'turn' start rolls). */
export function buildPosition(pos: ScenarioPosition, dice: readonly number[]): { state: MatchState; events: GameEvent[] } {
  const upgrades = new Map((pos.figures ?? []).filter((f) => f.upgrades).map((f) => [f.id, f.upgrades as RosterFigure['upgrades']]));
  const team = (id: string, name: string, first: number) => {
    const r = plainRoster(id, name);
    return { ...r, figures: r.figures.map((f, i) => ({ ...f, upgrades: upgrades.get(first + i) ?? [] })) };
  };
  const s = blankMatch({ teams: [team('home', 'Home', 0), team('away', 'Away', 10)], seed: 0 }, scriptedDice(dice));
  const listed = new Map((pos.figures ?? []).map((f) => [f.id, f]));
  const boxes: BoxEntry[] = [...(pos.boxes ?? [])];
  for (const f of s.figures as Figure[]) {
    const sf = listed.get(f.id);
    const boxed = boxes.some((b) => b.figure === String(f.id));
    if (!sf?.at) {
      // Figures the position leaves out are out of this game; named box entries keep theirs.
      f.state = sf?.state === 'waiting' ? 'waiting' : 'off';
      f.cell = null;
      if (f.state === 'off' && !boxed) boxes.push({ figure: String(f.id), box: 'out', time: { kind: 'game' } });
      continue;
    }
    f.cell = cellOfRSS(sf.at);
    f.state = sf.state ?? 'standing';
    if (f.state === 'lying') f.injury = 'injured';
    f.speed = sf.speed ?? 0;
    f.moved = sf.moved ?? pos.start === 'combat';
    f.fought = sf.fought ?? false;
    f.offences = { ...sf.offences };
  }
  s.boxes = boxes;
  if (pos.ball) s.ball = 'carrier' in pos.ball ? { at: 'held', figure: pos.ball.carrier } : { at: 'loose', cell: cellOfRSS(pos.ball.at), speed: pos.ball.speed, kind: pos.ball.kind };
  s.possession = pos.possession ?? (pos.ball && 'carrier' in pos.ball ? { team: (s.figures[pos.ball.carrier] as Figure).seat, marked: 1, crossings: 0, sinceActivation: null } : null);
  s.clock = { ...startClock(), minute: 1, ...pos.clock };
  if (pos.score) s.teams = [{ ...s.teams[0], score: pos.score[0] }, { ...s.teams[1], score: pos.score[1] }];
  s.goalSectorTurns = pos.goalSectorTurns ?? 0;
  s.screenBarred = pos.screenBarred ?? null;
  const start = pos.start ?? 'move';
  if (start === 'turn') return settled(s, startTurn);
  s.step = start as Step;
  s.first = pos.first ?? 1;
  s.entered = 12;
  const c = s.ball.at === 'held' ? s.figures[s.ball.figure] : undefined;
  s.ballStartSector = c?.cell != null ? sectorOf(c.cell) : null;
  return settled(s);
}

export function runScenario(sc: Scenario): ScenarioOutcome {
  const first = buildPosition(sc.position, sc.dice);
  let s = first.state;
  const events: GameEvent[] = [...first.events];
  for (let i = 0; i < sc.decisions.length; i++) {
    const d = withCells(sc.decisions[i] as Record<string, unknown>) as unknown as Decision;
    const r = applyDecision(s, d);
    if (!r.ok) return { state: s, events, failure: { index: i, code: r.error.code, message: r.error.message, legal: r.error.legal ?? [] } };
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events, failure: null };
}

function get(o: unknown, path: string): unknown {
  let cur: unknown = o;
  for (const k of path.split('.')) cur = cur && typeof cur === 'object' ? (cur as Record<string, unknown>)[k] : undefined;
  return cur;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const matches = (e: Record<string, unknown>, want: Record<string, unknown>): boolean => Object.entries(withCells(want)).every(([k, v]) => same(e[k], v));

export function checkScenario(sc: Scenario, out: ScenarioOutcome): string[] {
  const fails: string[] = [];
  const ex = sc.expect;
  if (ex.error) {
    if (!out.failure) fails.push(`expected error ${ex.error}, but every decision was accepted`);
    else if (out.failure.code !== ex.error) fails.push(`expected error ${ex.error}, got ${out.failure.code}`);
    else if (out.failure.index !== sc.decisions.length - 1) fails.push(`decision ${out.failure.index} failed before the last one`);
  } else if (out.failure) fails.push(`decision ${out.failure.index} failed: ${out.failure.code} ${out.failure.message}`);
  for (const [path, want] of Object.entries(ex.state ?? {})) {
    const expected = /cell$/i.test(path) && isRSS(want) ? cellOfRSS(want) : want;
    const got = get(out.state, path);
    if (!same(got, expected)) fails.push(`state.${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(got)}`);
  }
  let at = 0;
  for (const want of ex.events ?? []) {
    let found = false;
    while (at < out.events.length) {
      if (matches(out.events[at++] as unknown as Record<string, unknown>, want)) {
        found = true;
        break;
      }
    }
    if (!found) fails.push(`event not found in order: ${JSON.stringify(want)}`);
  }
  for (const t of ex.noEvents ?? []) if (out.events.some((e) => e.type === t)) fails.push(`unexpected event ${t}`);
  const q = question(out.state);
  if (ex.prompt !== undefined && (q?.prompt ?? null) !== ex.prompt) fails.push(`expected prompt ${ex.prompt}, got ${q?.prompt ?? null}`);
  const listed = q?.decisions ?? [];
  for (const want of ex.offers ?? []) if (!listed.some((d) => matches(d as unknown as Record<string, unknown>, want))) fails.push(`not offered: ${JSON.stringify(want)}`);
  for (const want of ex.refuses ?? []) if (listed.some((d) => matches(d as unknown as Record<string, unknown>, want))) fails.push(`offered but must not be: ${JSON.stringify(want)}`);
  for (const want of ex.boxed ?? []) if (!out.state.boxes.some((b) => same(b, want))) fails.push(`not in the boxes: ${JSON.stringify(want)}`);
  const dice = out.state.dice;
  if (!ex.error && dice.kind === 'scripted' && dice.next !== dice.faces.length) fails.push(`${dice.faces.length - dice.next} scripted dice were not rolled`);
  return fails;
}
