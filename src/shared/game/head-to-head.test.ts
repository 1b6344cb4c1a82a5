// The tournament runners' shared match loop over noughts and crosses: who answers, the entrants'
// seeds, think times, event counts, and every fault it must report in words.
import { describe, expect, it } from 'vitest';
import { type Entrant, type HeadToHeadMatch, playHeadToHead } from './head-to-head';
import type { LegalSet } from './module';
import { type Seat, type TttDecision, type TttEvent, type TttState, ticTacToe } from '../../../test/fixtures/ticTacToe';
import { hashPair } from '../random/hash';

type Q = LegalSet<TttDecision>;
const firstFree = (_s: TttState, q: Q): TttDecision => q.decisions[0] as TttDecision;
const lastFree = (_s: TttState, q: Q): TttDecision => q.decisions[q.decisions.length - 1] as TttDecision;

/** X is "home"; each call of the clock moves it on 5 ms. */
function match(over: Partial<HeadToHeadMatch<TttState, TttDecision, TttEvent, Q>> = {}): HeadToHeadMatch<TttState, TttDecision, TttEvent, Q> {
  let t = 0;
  return {
    initial: ticTacToe.createMatch({ first: 'X' }),
    question: (s) => {
      const q = ticTacToe.legal(s);
      return q.decider === null ? null : q;
    },
    apply: ticTacToe.apply,
    key: ticTacToe.decisionKey,
    entrantOf: (q) => ((q.decider as Seat) === 'X' ? 'home' : 'away'),
    decide: { home: firstFree, away: lastFree },
    names: { home: 'first-free', away: 'last-free' },
    counted: () => {},
    thinkMs: { home: [], away: [] },
    run: { seed: 9, now: () => (t += 5) },
    ...over,
  };
}

describe('playHeadToHead', () => {
  it('plays to the end: each entrant answers its own seat, with its seed, timed and counted', () => {
    const seeds: number[] = [];
    const placed: Record<Entrant, number[]> = { home: [], away: [] };
    const thinkMs: Record<Entrant, number[]> = { home: [], away: [] };
    const r = playHeadToHead(
      match({
        thinkMs,
        decide: {
          home: (s, q, seed) => (seeds.push(seed), firstFree(s, q)),
          away: (s, q, seed) => (seeds.push(seed), lastFree(s, q)),
        },
        counted: (events, before) => {
          for (const e of events) placed[e.by === 'X' ? 'home' : 'away'].push(e.placed);
          // The state handed over is the one the decision was applied to.
          expect(before.cells.filter((c) => c !== null)).toHaveLength(seeds.length - 1);
        },
      }),
    );
    // X 0, O 8, X 1, O 7, X 2: the top row.
    expect(placed).toEqual({ home: [0, 1, 2], away: [8, 7] });
    expect(r.final.winner).toBe('X');
    expect(r.decisions).toBe(5);
    expect(r.violations).toEqual([]);
    expect(seeds).toEqual([0, 1, 2, 3, 4].map((n) => hashPair(9, n)));
    // Each choice took one tick of the clock; every question had more than one option.
    expect(thinkMs).toEqual({ home: [5, 5, 5], away: [5, 5] });
  });

  it('reports a pick outside the list and plays on when the game accepts it', () => {
    // Questions that leave out the first free cell, which "home" picks anyway and the game accepts.
    const short = match({
      question: (s) => {
        const q = ticTacToe.legal(s);
        return q.decider === null ? null : { ...q, decisions: q.decisions.slice(1) };
      },
      decide: { home: (s) => ticTacToe.legal(s).decisions[0] as TttDecision, away: lastFree },
    });
    const r = playHeadToHead(short);
    expect(r.violations[0]).toBe('first-free chose a decision outside the legal list at place: cell:0');
    expect(r.decisions).toBeGreaterThan(1);
    // Unchecked where the game says the list need not be read.
    expect(playHeadToHead({ ...short, listed: () => false }).violations).toEqual([]);
  });

  it('stops at a refused pick, naming the entrant, the error and the decision', () => {
    const r = playHeadToHead(match({ decide: { home: firstFree, away: () => ({ cell: 0 }) } }));
    expect(r.violations).toEqual([
      'last-free chose a decision outside the legal list at place: cell:0',
      'last-free: decision refused: illegal cell 0 is taken (cell:0)',
    ]);
    expect(r.decisions).toBe(1);
  });

  it('stops at a question nobody can answer and at a match that does not end', () => {
    const stuck = playHeadToHead(match({ question: () => ({ decider: 'X', decisions: [], prompt: 'place' }) }));
    expect(stuck.violations).toEqual(['no legal decision at prompt place']);
    expect(stuck.decisions).toBe(0);
    const long = playHeadToHead(match({ run: { seed: 9, now: () => 0, maxDecisions: 3 } }));
    expect(long.violations).toEqual(['match did not end within 3 decisions']);
    expect(long.decisions).toBe(3);
    expect(long.final.cells.filter((c) => c !== null)).toHaveLength(3);
  });

  it('does not count a question with one option as thinking', () => {
    // One free cell left, and no line yet: X's last question has one option.
    const late: TttState = { cells: ['X', 'O', 'X', 'X', 'O', 'O', 'O', 'X', null], next: 'X', winner: null };
    const thinkMs: Record<Entrant, number[]> = { home: [], away: [] };
    const r = playHeadToHead(match({ initial: late, thinkMs }));
    expect(r.decisions).toBe(1);
    expect(thinkMs).toEqual({ home: [], away: [] });
  });
});
