/**
 * A game's computer coach, as the coach worker (src/renderer/ai) uses it: named levels and one
 * decision for whoever decides in a state. Each game's coach lives in its folder
 * (src/shared/games/<id>/coach.ts) and is listed in coaches.ts.
 */

export interface CoachStats {
  /** Rules applications made while thinking (a measure of the work done). */
  nodes: number;
}

/** Asked to decide where nobody decides (the match is over). */
export class NothingToDecide extends Error {
  constructor(message = 'nothing to decide: the match is over') {
    super(message);
    this.name = 'NothingToDecide';
  }
}

export interface GameCoach<State, Decision> {
  /** The levels it plays, weakest first. */
  readonly levels: readonly string[];
  /** A cheap level (a few milliseconds), for the main thread when the worker is gone. */
  readonly fallbackLevel: string;
  /**
   * A legal decision for whoever decides in `state`, deterministic for (state, level, seed).
   * Throws NothingToDecide when nobody decides, a RangeError for a level not in `levels`.
   */
  choose(state: State, level: string, seed: number, stats?: CoachStats): Decision;
}
