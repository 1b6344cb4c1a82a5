/**
 * The small door every game implements (in the spirit of boardgame.io's `Game` object and
 * chess.js): plain-JSON states, pure transitions, a replayable decision log. Tools that only need
 * "what can be decided, and what happens then" (the fuzzer, conformance tests, saves, a game
 * picker) work through this and never import a game's engine.
 */
import type { Topology } from './topology';

/** Who decides now and what they may decide. `decider` is a seat name, null when nobody decides. */
export interface LegalSet<Decision> {
  readonly decider: string | null;
  readonly decisions: readonly Decision[];
  /** The kind of question being asked (game-specific names, e.g. 'action', 'move'). */
  readonly prompt: string;
  /**
   * A game may list a long set lazily: then `count` is how many decisions there are and `at(i)`
   * builds decision i alone, while reading `decisions` builds them all. Tools that pick one
   * decision (random play, rollouts) use these when present.
   */
  readonly count?: number;
  readonly at?: (i: number) => Decision;
}

/** Why a decision was refused: a stable code, a message for people, and what was legal instead. */
export interface GameError<Decision> {
  readonly code: string;
  readonly message: string;
  readonly legal?: readonly Decision[];
}

export type ApplyOutcome<State, Decision, Event> =
  | { readonly ok: true; readonly state: State; readonly events: readonly Event[] }
  | { readonly ok: false; readonly error: GameError<Decision> };

/** What every game's summary says, whatever else it adds (the saves list, a game picker). */
export interface GameSummary {
  readonly status: 'in-progress' | 'finished';
  /** The winning seat; null while in progress and for a draw. */
  readonly winner: string | null;
  /** Points by seat, in seat order. */
  readonly score: readonly number[];
  /**
   * Where the turn flow stands, as a key that changes exactly when a new turn begins (a rush in
   * DreadBall, one team's set-up): hot-seat passes the screen at a new turn.
   */
  readonly turn: string;
}

export interface GameModule<State, Decision, Event, Setup, Summary extends GameSummary, Preview = never> {
  /** Stable id, used in saves and the registry. */
  readonly id: string;
  readonly name: string;
  /** Bumped whenever a rule change can make an old decision log play differently. */
  readonly rulesVersion: number;
  /** The starting state; the setup carries everything it depends on, the dice seed included. */
  createMatch(setup: Setup): State;
  /**
   * The starting state (createMatch's) with the events that brought it there, for a game whose
   * match runs by itself before its first question (Rülerball's first turn: the reset, the clock,
   * the cannon shot and the ball's first flight). Optional: without it a match opens with no events.
   */
  open?(setup: Setup): { readonly state: State; readonly events: readonly Event[] };
  legal(state: State): LegalSet<Decision>;
  /** Pure: never mutates `state`. */
  apply(state: State, decision: Decision): ApplyOutcome<State, Decision, Event>;
  /** The state after playing the log from the setup; throws on the first illegal decision. */
  replay(setup: Setup, decisions: readonly Decision[]): State;
  /** The odds-relevant rolls a legal decision would bring, before committing; null when none. */
  preview(state: State, decision: Decision): Preview | null;
  summarise(state: State): Summary;
  /** Broken invariants of a state, as messages; empty for a sound state. */
  invariants(state: State): string[];
  /** A string equal for equal decisions (for logs, caches, de-duplication). */
  decisionKey(decision: Decision): string;
  readonly topology: Topology;
}
