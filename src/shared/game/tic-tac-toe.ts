/**
 * Noughts and crosses on a 3 x 3 square board: the smallest GameModule, for the tests of the
 * game-agnostic tools (conformance suite, simulator). Not registered: no screen plays it.
 */
import type { ApplyOutcome, GameModule, GameSummary } from './module';
import { squareTopology } from './square-topology';

export type Seat = 'X' | 'O';
export interface TttState {
  readonly cells: readonly (Seat | null)[];
  readonly next: Seat;
  readonly winner: Seat | null;
}
export type TttDecision = { readonly cell: number };
export type TttEvent = { readonly placed: number; readonly by: Seat };

const LINES = [
  [0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6],
] as const;

function winnerOf(cells: readonly (Seat | null)[]): Seat | null {
  for (const [a, b, c] of LINES) if (cells[a] && cells[a] === cells[b] && cells[a] === cells[c]) return cells[a];
  return null;
}

const over = (s: TttState): boolean => s.winner !== null || s.cells.every((c) => c !== null);

function legal(s: TttState) {
  if (over(s)) return { decider: null, decisions: [], prompt: 'none' };
  const decisions = s.cells.flatMap((c, i) => (c === null ? [{ cell: i }] : []));
  return { decider: s.next, decisions, prompt: 'place' };
}

function apply(s: TttState, d: TttDecision): ApplyOutcome<TttState, TttDecision, TttEvent> {
  if (over(s)) return { ok: false, error: { code: 'game-over', message: 'the game is over' } };
  if (!Number.isInteger(d.cell) || s.cells[d.cell] !== null) return { ok: false, error: { code: 'illegal', message: `cell ${d.cell} is taken`, legal: legal(s).decisions } };
  const cells = s.cells.map((c, i) => (i === d.cell ? s.next : c));
  return { ok: true, state: { cells, next: s.next === 'X' ? 'O' : 'X', winner: winnerOf(cells) }, events: [{ placed: d.cell, by: s.next }] };
}

export const ticTacToe: GameModule<TttState, TttDecision, TttEvent, { first: Seat }, GameSummary> = {
  id: 'tic-tac-toe',
  name: 'Noughts and crosses',
  rulesVersion: 1,
  createMatch: ({ first }) => ({ cells: Array.from({ length: 9 }, () => null), next: first, winner: null }),
  legal,
  apply,
  replay(setup, decisions) {
    let s = this.createMatch(setup);
    for (const d of decisions) {
      const r = apply(s, d);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    return s;
  },
  preview: () => null,
  summarise: (s) => ({
    status: over(s) ? 'finished' : 'in-progress',
    winner: s.winner,
    score: [s.winner === 'X' ? 1 : 0, s.winner === 'O' ? 1 : 0],
  }),
  invariants: (s) => {
    const xs = s.cells.filter((c) => c === 'X').length;
    const os = s.cells.filter((c) => c === 'O').length;
    return Math.abs(xs - os) > 1 ? [`${xs} crosses but ${os} noughts`] : [];
  },
  decisionKey: (d) => `cell:${d.cell}`,
  topology: squareTopology(3, 3),
};
