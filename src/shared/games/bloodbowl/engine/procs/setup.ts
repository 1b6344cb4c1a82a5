/**
 * Set-up (rules file, "Set-up and kick-off"): the kicking team first, each in its own half, as
 * many players as it can up to 11, at least 3 on its line of scrimmage (or all it fields if
 * fewer), at most 2 in each wide zone. Placements that would make these limits unreachable are
 * not offered, so `setup-done` is legal exactly when the set-up is complete.
 */
import { halfSquares, isOnLineOfScrimmage, PITCH_LENGTH, PITCH_WIDTH, type SquareId, type TeamIndex, wideZoneOf } from '../../pitch/pitch';
import { isTaken, type Occupancy, occupancy, playerAt } from '../board';
import { emit, pop, writable } from '../context';
import type { Decision, Frame, MatchState, Question } from '../types';
import { fieldCount } from '../keys';
import type { Handler } from './handler';

export const MAX_ON_PITCH = 11;
export const MIN_ON_LINE = 3;
export const MAX_PER_WIDE_ZONE = 2;

/** Players of a team who may be set up: on the pitch or in the reserves. */
export const fieldable = (s: MatchState, team: TeamIndex): number => s.players.filter((p) => p.team === team && (p.where === 'reserves' || p.where === 'pitch')).length;

export interface SetupCount {
  readonly placed: number;
  readonly onLine: number;
  readonly wide: { top: number; bottom: number };
  /** How many this team must field. */
  readonly due: number;
}

export function setupCount(s: MatchState, team: TeamIndex): SetupCount {
  let placed = 0;
  let onLine = 0;
  const wide = { top: 0, bottom: 0 };
  for (const p of s.players) {
    if (p.team !== team || p.where !== 'pitch' || p.square === null) continue;
    placed++;
    if (isOnLineOfScrimmage(team, p.square)) onLine++;
    const w = wideZoneOf(p.square);
    if (w) wide[w]++;
  }
  return { placed, onLine, wide, due: Math.min(MAX_ON_PITCH, fieldable(s, team)) };
}

/** May a player of `team` be placed on `sq` without making the set-up impossible to finish? */
export function placeable(s: MatchState, team: TeamIndex, sq: SquareId, c: SetupCount = setupCount(s, team), taken?: Occupancy): boolean {
  if (c.placed >= c.due || (taken ? isTaken(taken, sq) : playerAt(s, sq) !== undefined)) return false;
  const w = wideZoneOf(sq);
  if (w && c.wide[w] >= MAX_PER_WIDE_ZONE) return false;
  const lineDue = Math.min(MIN_ON_LINE, c.due) - c.onLine;
  const left = c.due - c.placed;
  return lineDue < left || isOnLineOfScrimmage(team, sq);
}

// Each square's wide zone and line, looked up (a set-up question weighs every square of a half).
const WIDE: readonly ('top' | 'bottom' | null)[] = Array.from({ length: PITCH_LENGTH * PITCH_WIDTH }, (_, sq) => wideZoneOf(sq));
const ON_LINE: readonly [readonly boolean[], readonly boolean[]] = [0, 1].map((t) => Array.from({ length: PITCH_LENGTH * PITCH_WIDTH }, (_, sq) => isOnLineOfScrimmage(t as TeamIndex, sq))) as unknown as [boolean[], boolean[]];

/** The squares of the team's half `placeable` accepts, in the half's order, weighed in one pass. */
function openSquares(s: MatchState, team: TeamIndex, c: SetupCount): SquareId[] {
  const out: SquareId[] = [];
  if (c.placed >= c.due) return out;
  const taken = occupancy(s);
  const topFull = c.wide.top >= MAX_PER_WIDE_ZONE;
  const bottomFull = c.wide.bottom >= MAX_PER_WIDE_ZONE;
  const lineOnly = !(Math.min(MIN_ON_LINE, c.due) - c.onLine < c.due - c.placed);
  const line = ON_LINE[team];
  const half = halfSquares(team);
  for (let i = 0; i < half.length; i++) {
    const sq = half[i] as SquareId;
    if (isTaken(taken, sq)) continue;
    const w = WIDE[sq];
    if ((w === 'top' && topFull) || (w === 'bottom' && bottomFull)) continue;
    if (lineOnly && !line[sq]) continue;
    out.push(sq);
  }
  return out;
}

export const setupComplete = (c: SetupCount): boolean => c.placed === c.due && c.onLine >= Math.min(MIN_ON_LINE, c.due);

type Setup = Extract<Frame, { kind: 'setup' }>;

/**
 * The set-up question, lazy: the placements are every reserve (in player order) times every square
 * still open to the team (in its half's order), then `setup-done` when the set-up is complete.
 * Random play and the engine's own check need one placement, not all 2,000-odd of them.
 */
function setupQuestion(s: MatchState, team: TeamIndex): Question {
  const c = setupCount(s, team);
  const reserves: number[] = [];
  let squares: readonly SquareId[] = [];
  if (c.placed < c.due) {
    for (const p of s.players) if (p.team === team && p.where === 'reserves') reserves.push(p.id);
    squares = openSquares(s, team, c);
  }
  const done = setupComplete(c);
  const places = reserves.length * squares.length;
  const count = places + (done ? 1 : 0);
  const at = (i: number): Decision => {
    if (!Number.isInteger(i) || i < 0 || i >= count) throw new RangeError(`set-up decision ${i} of ${count}`);
    if (i === places) return { kind: 'setup-done' };
    return { kind: 'place', player: reserves[Math.floor(i / squares.length)] as number, square: squares[i % squares.length] as SquareId };
  };
  const find = (d: Decision): Decision | undefined => {
    const fields = fieldCount(d);
    if (d.kind === 'setup-done') return done && fields === 1 ? { kind: 'setup-done' } : undefined;
    if (d.kind !== 'place' || fields !== 3 || !reserves.includes(d.player)) return undefined;
    return squares.includes(d.square) ? { kind: 'place', player: d.player, square: d.square } : undefined;
  };
  let all: Decision[] | undefined;
  return {
    decider: team,
    prompt: 'setup',
    get decisions(): Decision[] {
      all ??= Array.from({ length: count }, (_, i) => at(i));
      return all;
    },
    count,
    at,
    find,
  };
}

export const setup: Handler<Setup> = {
  ask: (s, f) => setupQuestion(s, f.team),
  run(ctx, f, d) {
    if (d?.kind === 'place') {
      if (!ctx.s.players[d.player]) return;
      const p = writable(ctx, d.player);
      p.where = 'pitch';
      p.square = d.square;
      p.status = 'standing';
      emit(ctx, { type: 'placed', player: p.id, square: d.square });
      return;
    }
    pop(ctx);
    emit(ctx, { type: 'setup-done', team: f.team });
  },
};
