import type { GameModule, GameSummary } from './module';

/**
 * Perft (chess programming's "performance test"): the number of decision sequences of length
 * `depth` from a state. Counts from fixed positions, committed as golden numbers, catch any change
 * to the legal-decision lists or to where decisions lead, however small.
 */
export function perft<State, Decision, Event, Setup, Summary extends GameSummary, Preview>(
  game: GameModule<State, Decision, Event, Setup, Summary, Preview>,
  state: State,
  depth: number,
): number {
  if (depth === 0) return 1;
  const { decisions } = game.legal(state);
  if (depth === 1) return decisions.length;
  let n = 0;
  for (const d of decisions) {
    const res = game.apply(state, d);
    if (!res.ok) throw new Error(`listed decision ${game.decisionKey(d)} was refused: ${res.error.code}`);
    n += perft(game, res.state, depth - 1);
  }
  return n;
}
