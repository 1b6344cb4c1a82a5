/**
 * Set-up (rules file, "Set-up and kick-off"): the kicking team first, each in its own half, as
 * many players as it can up to 11, at least 3 on its line of scrimmage (or all it fields if
 * fewer), at most 2 in each wide zone. Placements that would make these limits unreachable are
 * not offered, so `setup-done` is legal exactly when the set-up is complete.
 */
import { halfSquares, isOnLineOfScrimmage, type SquareId, type TeamIndex, wideZoneOf } from '../../pitch/pitch';
import { playerAt } from '../board';
import { emit, pop } from '../context';
import type { Decision, Frame, MatchState } from '../types';
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
export function placeable(s: MatchState, team: TeamIndex, sq: SquareId, c: SetupCount = setupCount(s, team), taken?: ReadonlySet<SquareId>): boolean {
  if (c.placed >= c.due || (taken ? taken.has(sq) : playerAt(s, sq) !== undefined)) return false;
  const w = wideZoneOf(sq);
  if (w && c.wide[w] >= MAX_PER_WIDE_ZONE) return false;
  const lineDue = Math.min(MIN_ON_LINE, c.due) - c.onLine;
  const left = c.due - c.placed;
  return lineDue < left || isOnLineOfScrimmage(team, sq);
}

export const setupComplete = (c: SetupCount): boolean => c.placed === c.due && c.onLine >= Math.min(MIN_ON_LINE, c.due);

type Setup = Extract<Frame, { kind: 'setup' }>;

export const setup: Handler<Setup> = {
  ask(s, f) {
    const c = setupCount(s, f.team);
    const decisions: Decision[] = [];
    if (c.placed < c.due) {
      const taken = new Set(s.players.flatMap((p) => (p.where === 'pitch' && p.square !== null ? [p.square] : [])));
      const squares = halfSquares(f.team).filter((sq) => placeable(s, f.team, sq, c, taken));
      for (const p of s.players) {
        if (p.team !== f.team || p.where !== 'reserves') continue;
        for (const sq of squares) decisions.push({ kind: 'place', player: p.id, square: sq });
      }
    }
    if (setupComplete(c)) decisions.push({ kind: 'setup-done' });
    return { decider: f.team, prompt: 'setup', decisions };
  },
  run(ctx, f, d) {
    if (d?.kind === 'place') {
      const p = ctx.s.players[d.player];
      if (!p) return;
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
