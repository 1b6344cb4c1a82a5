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
import { type Expected, same, sharedFailures, unrolledDice } from '../../game/scenario-check';
import { type PlayedScenario, type ScriptedScenario, playDecisions } from '../../game/scenario-play';

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

export type Scenario = ScriptedScenario<
  ScenarioPosition,
  Expected & {
    /** The decisions the last question lists (as keys) must include these and exclude those. */
    readonly offers?: readonly Record<string, unknown>[];
    readonly refuses?: readonly Record<string, unknown>[];
    /** Entries the boxes must hold (in any order). */
    readonly boxed?: readonly BoxEntry[];
  }
>;
export type ScenarioOutcome = PlayedScenario<MatchState, GameEvent, Decision>;

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
  return playDecisions(buildPosition(sc.position, sc.dice), sc.decisions, (s, d) => applyDecision(s, withCells(d) as unknown as Decision));
}

const matches = (e: Record<string, unknown>, want: Record<string, unknown>): boolean => Object.entries(withCells(want)).every(([k, v]) => same(e[k], v));

export function checkScenario(sc: Scenario, out: ScenarioOutcome): string[] {
  const ex = sc.expect;
  const fails = sharedFailures(sc, out, { stateValue: (path, want) => (/cell$/i.test(path) && isRSS(want) ? cellOfRSS(want) : want), matches });
  const q = question(out.state);
  if (ex.prompt !== undefined && (q?.prompt ?? null) !== ex.prompt) fails.push(`expected prompt ${ex.prompt}, got ${q?.prompt ?? null}`);
  const listed = q?.decisions ?? [];
  for (const want of ex.offers ?? []) if (!listed.some((d) => matches(d as unknown as Record<string, unknown>, want))) fails.push(`not offered: ${JSON.stringify(want)}`);
  for (const want of ex.refuses ?? []) if (listed.some((d) => matches(d as unknown as Record<string, unknown>, want))) fails.push(`offered but must not be: ${JSON.stringify(want)}`);
  for (const want of ex.boxed ?? []) if (!out.state.boxes.some((b) => same(b, want))) fails.push(`not in the boxes: ${JSON.stringify(want)}`);
  return [...fails, ...unrolledDice(out.state.dice, Boolean(ex.error))];
}
