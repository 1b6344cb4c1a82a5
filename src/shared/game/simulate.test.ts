// The generic simulator over noughts and crosses and over broken variants of it: every kind of
// fault the sim is there to find (a broken invariant, a log that replays differently, a legal
// decision refused, a game that never ends, a failed watcher check) must show up as a violation.
import { describe, expect, it } from 'vitest';
import type { GameModule, GameSummary } from './module';
import { flatReport, simulate, simulateGame, type SimulationConfig } from './simulate';
import { type Seat, type TttDecision, type TttEvent, type TttState, ticTacToe } from '../../../test/fixtures/ticTacToe';

type Ttt = GameModule<TttState, TttDecision, TttEvent, { first: Seat }, GameSummary>;
const config: SimulationConfig<TttState, TttDecision, TttEvent, { first: Seat }> = {
  setup: (seed) => ({ first: seed % 2 === 0 ? 'X' : 'O' }),
  seats: ['X', 'O'],
  tallies: { centre: (e) => e.placed === 4 },
};
const clock = (): (() => number) => {
  let t = 0;
  return () => (t += 250);
};

describe('simulate over any GameModule', () => {
  it('plays sound games to the end, without violations, and sums them up', () => {
    const r = simulate(ticTacToe, config, { games: 40, seed: 7, now: clock() });
    expect(r.game).toBe('tic-tac-toe');
    expect(r.violations).toBe(0);
    expect(r.first_violations).toEqual([]);
    expect((r.wins.X ?? 0) + (r.wins.O ?? 0) + r.draws).toBe(40);
    expect(r.decisions).toBeGreaterThanOrEqual(40 * 5);
    expect(r.decisions).toBeLessThanOrEqual(40 * 9);
    // Every game places somewhere; the centre is taken in some games and not in others.
    expect(r.tallies.centre).toBeGreaterThan(0);
    expect(r.tallies.centre).toBeLessThan(40);
    expect(r.seconds).toBe(0.25);
    expect(r.games_per_second).toBe(160);
  });

  it('is deterministic: the same seed plays the same decisions, another seed others', () => {
    const a = simulateGame(ticTacToe, config, 11);
    const b = simulateGame(ticTacToe, config, 11);
    expect(b.decisions).toEqual(a.decisions);
    const others = [12, 13, 14, 15].map((s) => JSON.stringify(simulateGame(ticTacToe, config, s).decisions));
    expect(others.some((o) => o !== JSON.stringify(a.decisions))).toBe(true);
    expect(ticTacToe.replay(config.setup(11), a.decisions)).toEqual(a.final);
  });

  it('uses the configured chooser and lists every seat, a seat that never won with 0', () => {
    const first = simulate(ticTacToe, { ...config, setup: () => ({ first: 'X' }), choose: (_s, legal) => legal.decisions[0]! }, { games: 3, seed: 1, now: clock() });
    // Always the first free cell: X 0, O 1, X 2, O 3, X 4, O 5, X 6: X wins the 2-4-6 diagonal.
    expect(first.wins).toEqual({ X: 3, O: 0 });
    expect(first.decisions).toBe(21);
    expect(first.tallies.centre).toBe(3);
  });

  it('finds a broken invariant after the decision that broke it', () => {
    const broken: Ttt = { ...ticTacToe, invariants: (s) => (s.cells[4] === 'X' ? ['X in the centre'] : []) };
    const r = simulate(broken, config, { games: 20, seed: 1, now: clock() });
    expect(r.violations).toBeGreaterThan(0);
    expect(r.first_violations[0]).toMatch(/^game seed \d+: after decision \d: X in the centre$/);
    expect(simulate(broken, config, { games: 20, seed: 1, now: clock(), check: false }).violations).toBe(0);
  });

  it('finds a broken initial state', () => {
    const broken: Ttt = { ...ticTacToe, invariants: (s) => (s.cells.every((c) => c === null) ? ['empty board'] : []) };
    expect(simulateGame(broken, config, 1).violations).toEqual(['initial state: empty board']);
  });

  it('finds a decision log that replays to another state', () => {
    const drifting: Ttt = { ...ticTacToe, replay: (setup, ds) => ticTacToe.replay(setup, ds.slice(0, -1)) };
    expect(simulateGame(drifting, config, 3).violations).toEqual(['replaying the decision log gives a different final state']);
    const throwing: Ttt = {
      ...ticTacToe,
      replay: () => {
        throw new Error('no log');
      },
    };
    expect(simulateGame(throwing, config, 3).violations).toEqual(['replay failed: no log']);
    expect(simulateGame(drifting, config, 3, { replayCheck: false }).violations).toEqual([]);
  });

  it('finds a legal decision the game refuses, and a prompt without decisions', () => {
    const refusing: Ttt = { ...ticTacToe, apply: (s, d) => (d.cell === 8 ? { ok: false, error: { code: 'nope', message: 'corner refused' } } : ticTacToe.apply(s, d)) };
    const r = simulate(refusing, { ...config, choose: (_s, legal) => legal.decisions[legal.decisions.length - 1]! }, { games: 1, seed: 1, now: clock() });
    expect(r.first_violations).toContain('game seed 1: decision refused: nope corner refused');
    const stuck: Ttt = { ...ticTacToe, legal: () => ({ decider: 'X', decisions: [], prompt: 'place' }) };
    expect(simulateGame(stuck, config, 1).violations).toEqual(['no legal decision at prompt place']);
  });

  it('holds checked play to "finished exactly when nobody decides"; unchecked play ends when nobody decides', () => {
    // Nobody decides once the centre is taken, though the summary says the game goes on.
    const silent: Ttt = { ...ticTacToe, legal: (s) => (s.cells[4] !== null ? { decider: null, decisions: [], prompt: 'none' } : ticTacToe.legal(s)) };
    const central = (_s: TttState, legal: { decisions: readonly TttDecision[] }): TttDecision => legal.decisions.find((d) => d.cell === 4) ?? legal.decisions[0]!;
    expect(simulateGame(silent, { ...config, choose: central }, 1, { replayCheck: false }).violations).toEqual(['no legal decision at prompt none']);
    const unchecked = simulateGame(silent, { ...config, choose: central }, 1, { check: false, replayCheck: false });
    expect(unchecked.violations).toEqual([]);
    expect(unchecked.decisions).toEqual([{ cell: 4 }]);
    // The summary says finished after the first move, while a seat still decides.
    const early: Ttt = { ...ticTacToe, summarise: (s) => ({ ...ticTacToe.summarise(s), status: s.cells.some((c) => c !== null) ? 'finished' : 'in-progress' }) };
    const g = simulateGame(early, config, 1, { replayCheck: false });
    expect(g.decisions).toHaveLength(1);
    expect(g.violations).toEqual([expect.stringMatching(/^after decision 1: finished, but [XO] decides at prompt place$/)]);
  });

  it('stops a game that does not end within maxDecisions', () => {
    const endless: Ttt = { ...ticTacToe, summarise: () => ({ status: 'in-progress', winner: null, score: [0, 0], turn: 'play' }), legal: (s) => ({ decider: s.next, decisions: [{ cell: 0 }], prompt: 'place' }), apply: (s) => ({ ok: true, state: { ...s, next: s.next === 'X' ? 'O' : 'X' }, events: [] }) };
    const g = simulateGame(endless, config, 1, { maxDecisions: 50, replayCheck: false });
    expect(g.decisions).toHaveLength(50);
    expect(g.violations).toEqual(['match did not end within 50 decisions']);
  });

  it('runs the watcher around each decision, fresh per game, only when checking', () => {
    let made = 0;
    const watched = {
      ...config,
      watcher: () => {
        made++;
        let seen = 0;
        return { before: () => (seen === 2 ? ['third decision'] : []), after: (ev: readonly TttEvent[]) => (ev.length === 1 ? (seen++, []) : ['not one event']) };
      },
    };
    const r = simulate(ticTacToe, watched, { games: 4, seed: 2, now: clock() });
    expect(made).toBe(4);
    expect(r.violations).toBe(4);
    expect(r.first_violations[0]).toMatch(/^game seed 2: decision 3: third decision$/);
    made = 0;
    expect(simulate(ticTacToe, watched, { games: 4, seed: 2, now: clock(), check: false }).violations).toBe(0);
    expect(made).toBe(0);
  });

  it('prints flat: wins by lower-case seat, tallies beside them, in the old order', () => {
    const r = simulate(ticTacToe, config, { games: 5, seed: 1, now: clock() });
    const flat = flatReport(r);
    expect(Object.keys(flat)).toEqual(['games', 'seconds', 'games_per_second', 'decisions', 'decisions_per_second', 'wins_x', 'wins_o', 'draws', 'centre', 'violations', 'first_violations']);
    expect(flat.wins_x).toBe(r.wins.X);
    expect(flat.centre).toBe(r.tallies.centre);
  });
});
