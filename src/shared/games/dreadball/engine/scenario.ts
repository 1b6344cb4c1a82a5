import { scriptedDice } from '../../../dice/rng';
import type { Direction } from '../../../hex/axial';
import { OFF_PITCH, hexId, hexOf, type HexId } from '../pitch/pitch';
import { STOCK_RACES } from '../teams/stock';
import type { PlayerCareer, TeamUpgrade } from '../teams/career';
import { stockTeam, type TeamSheet } from '../teams/team';
import { applyDecision } from './door';
import { decisionKey } from './keys';
import { createMatch, teamOf } from './state';
import type { ActionCtx, Coach, Decision, GameEvent, MatchState, Phase } from './types';
import { sharedFailures } from '../../../game/scenario-check';

/** A hex in a scenario file: `[q, r]`, or a hex id. */
export type HexRef = [number, number] | number;

export interface ScenarioPlayer {
  id: number;
  hex?: HexRef;
  facing?: number;
  down?: boolean;
  where?: 'pitch' | 'bench' | 'cage' | 'dead';
  cage?: number;
  tokenActions?: number;
  /** A league career: abilities, injuries, stat upgrades (set on the team sheet, so stats follow). */
  career?: Partial<PlayerCareer>;
}

export interface ScenarioPosition {
  /** Stock race ids for coach A and coach B. */
  teams: [string, string];
  /** Absent: the match starts at the roll-off and the rest of the position is ignored. */
  home?: Coach;
  phase?: Phase;
  setupTeam?: Coach;
  rushing?: Coach;
  rush?: number;
  tokens?: number;
  score?: [number, number];
  coachDice?: [number, number];
  suddenDeath?: boolean;
  launchPending?: boolean;
  /** Players not listed stay on their bench. */
  players?: ScenarioPlayer[];
  ball?: { carrier: number } | { hex: HexRef } | null;
  /** League team upgrades of coach A's and coach B's teams. */
  upgrades?: [TeamUpgrade[], TeamUpgrade[]];
  /** Players who have already used Counterattack this rush. */
  counterattacked?: number[];
  /** Whether each team has already used Pitch Control this match. */
  pitchControlUsed?: [boolean, boolean];
  /** An action already under way (e.g. to resume mid-move). */
  action?: Partial<ActionCtx> & { player: number; kind: ActionCtx['kind'] };
}

export interface Scenario {
  name: string;
  rule: string;
  position: ScenarioPosition;
  dice: number[];
  decisions: unknown[];
  expect?: {
    /** Dotted paths into the final state; a `[q, r]` value for a field ending in "hex" is converted. */
    state?: Record<string, unknown>;
    /** Partial events that must appear in this order (other events may come between). */
    events?: Record<string, unknown>[];
    /** Event types that must not appear. */
    noEvents?: string[];
    /** The last decision must fail with this error code. */
    error?: string;
    /** The pending mid-resolution question's kind, or null for a settled prompt. */
    prompt?: string | null;
  };
}

export function toHex(h: HexRef): HexId {
  if (typeof h === 'number') return h;
  const id = hexId(h[0], h[1]);
  if (id === OFF_PITCH) throw new RangeError(`hex (${h[0]}, ${h[1]}) is not on the pitch`);
  return id;
}

/** Converts `[q, r]` pairs in `hex`/`path` fields of a decision into hex ids. */
export function toDecision(raw: unknown): Decision {
  const d = { ...(raw as Record<string, unknown>) };
  if (Array.isArray(d.hex)) d.hex = toHex(d.hex as HexRef);
  if (Array.isArray(d.path)) d.path = (d.path as unknown[]).map((h) => (h === 'bench' ? OFF_PITCH : toHex(h as HexRef)));
  return d as unknown as Decision;
}

/** Builds the starting state of a scenario. */
export function buildPosition(pos: ScenarioPosition, dice: number[]): MatchState {
  const sheet = (id: string) => {
    const race = STOCK_RACES.find((r) => r.id === id);
    if (!race) throw new RangeError(`no stock race ${id}`);
    return stockTeam(race);
  };
  const sheets = [sheet(pos.teams[0]), sheet(pos.teams[1])];
  const careers = new Map((pos.players ?? []).filter((sp) => sp.career).map((sp) => [sp.id, sp.career as Partial<PlayerCareer>]));
  const withCareers = (t: TeamSheet, first: number, upgrades: TeamUpgrade[] | undefined): TeamSheet => ({
    ...t,
    players: t.players.map((p, i) => {
      const c = careers.get(first + i);
      return c ? { ...p, career: { abilities: c.abilities ?? [], injuries: c.injuries ?? [], stats: c.stats ?? [] } } : p;
    }),
    ...(upgrades && upgrades.length > 0 ? { upgrades } : {}),
  });
  const teams: [TeamSheet, TeamSheet] = [withCareers(sheets[0], 0, pos.upgrades?.[0]), withCareers(sheets[1], sheets[0].players.length, pos.upgrades?.[1])];
  const s = createMatch({ teams, seed: 0 }, scriptedDice(dice));
  if (!pos.home) return s;
  s.home = teamOf(pos.home);
  s.phase = pos.phase ?? 'rush';
  s.setupTeam = teamOf(pos.setupTeam ?? pos.home);
  s.rushing = teamOf(pos.rushing ?? pos.home);
  s.rush = pos.rush ?? 1;
  s.tokens = pos.tokens ?? 5;
  s.score = pos.score ?? [0, 0];
  const h = s.home;
  s.scoreDiff = s.score[h] - s.score[h === 0 ? 1 : 0];
  if (pos.coachDice) s.coachDice = pos.coachDice;
  s.suddenDeath = pos.suddenDeath ?? false;
  s.launchPending = pos.launchPending ?? false;
  if (pos.counterattacked) s.counterattacked = [...pos.counterattacked];
  if (pos.pitchControlUsed) s.pitchControlUsed = [pos.pitchControlUsed[0], pos.pitchControlUsed[1]];
  for (const sp of pos.players ?? []) {
    const p = s.players[sp.id];
    if (!p) throw new RangeError(`no player ${sp.id}`);
    const where = sp.where ?? (sp.hex !== undefined ? 'pitch' : 'bench');
    s.players[sp.id] = {
      ...p,
      where,
      hex: where === 'pitch' && sp.hex !== undefined ? toHex(sp.hex) : OFF_PITCH,
      facing: (sp.facing ?? 0) as Direction,
      down: sp.down ?? false,
      cage: sp.cage ?? 0,
      tokenActions: sp.tokenActions ?? 0,
    };
  }
  const b = pos.ball;
  if (b && 'carrier' in b) s.ball = { hex: OFF_PITCH, carrier: b.carrier };
  else if (b && 'hex' in b) s.ball = { hex: toHex(b.hex), carrier: -1 };
  if (pos.action) {
    const p = s.players[pos.action.player];
    if (!p) throw new RangeError(`no player ${pos.action.player}`);
    s.action = {
      free: false,
      stage: 'move',
      plan: pos.action.kind === 'sprint' ? 'sprint' : 'run',
      allowance: pos.action.kind === 'sprint' ? 2 * p.move : p.move,
      extrasAllowed: true,
      used: 0,
      dodges: 0,
      extras: 0,
      movedOrTurned: false,
      adjacentAtStart: [],
      ...pos.action,
    };
  }
  return s;
}

export interface ScenarioOutcome {
  state: MatchState;
  events: GameEvent[];
  /** Set when a decision failed: its index, the error and the legal decisions at that point. */
  failure: { index: number; code: string; message: string; legal: Decision[] } | null;
}

export function runScenario(sc: Scenario): ScenarioOutcome {
  let state = buildPosition(sc.position, sc.dice);
  const events: GameEvent[] = [];
  for (let i = 0; i < sc.decisions.length; i++) {
    const res = applyDecision(state, toDecision(sc.decisions[i]));
    if (!res.ok) return { state, events, failure: { index: i, ...res.error } };
    state = res.state;
    events.push(...res.events);
  }
  return { state, events, failure: null };
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function matches(event: Record<string, unknown>, want: Record<string, unknown>): boolean {
  for (const [k, v] of Object.entries(want)) {
    const expected = /hex$|^from$|^to$/i.test(k) && Array.isArray(v) && typeof v[0] === 'number' ? toHex(v as HexRef) : v;
    if (k === 'hexes' && Array.isArray(v)) {
      if (!same(event[k], v.map((h) => toHex(h as HexRef)))) return false;
    } else if (!same(event[k], expected)) return false;
  }
  return true;
}

/** Checks a scenario's expectations; returns the failures (empty when all hold). */
export function checkScenario(sc: Scenario, out: ScenarioOutcome): string[] {
  const ex = sc.expect ?? {};
  const stateValue = (path: string, want: unknown): unknown => (/hex$/i.test(path) && Array.isArray(want) ? toHex(want as HexRef) : want);
  const fails = sharedFailures({ decisions: sc.decisions, expect: ex }, out, { stateValue, matches, same });
  if (ex.prompt !== undefined) {
    const got = out.state.prompt?.kind ?? null;
    if (got !== ex.prompt) fails.push(`expected prompt ${ex.prompt}, got ${got}`);
  }
  return fails;
}

/** Sorted-key copy of a JSON value, for canonical printing. */
export function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) out[k] = canonical((v as Record<string, unknown>)[k]);
    return out;
  }
  return v;
}

export { hexOf, decisionKey };
