/**
 * One headless match between two entrants, the loop every game's tournament runner shares. The
 * entrant whose seat decides picks (timed: a question with one option is no thinking), the pick is
 * checked against the list where the game wants that, applied, and its events handed to the
 * runner's own counts. A question nobody can answer, a refused pick, a pick outside the list and a
 * match that does not end are violations in words; all but the pick outside the list stop the match.
 * The runner keeps what is its game's: the setup, the entrants, what it counts and its summary.
 */
import { hashPair } from '../random/hash';
import type { ApplyOutcome } from './module';

/** The two entrants of a head-to-head: names of the sides in the tournament, not the game's seats. */
export type Entrant = 'home' | 'away';

/** What the loop reads of a game's question (DreadBall's Legal, Blood Bowl's and Rülerball's Question). */
export interface Asked<Decision> {
  /** Null when nobody decides. */
  readonly decider: unknown;
  readonly decisions: readonly Decision[];
  readonly prompt: string;
}

export interface HeadToHeadMatch<State, Decision, Event, Q extends Asked<Decision>> {
  readonly initial: State;
  /** The question now; null once the match is over. */
  question(s: State): Q | null;
  apply(s: State, d: Decision): ApplyOutcome<State, Decision, Event>;
  /** Equal for equal decisions. */
  key(d: Decision): string;
  /** Who answers `q`. */
  entrantOf(q: Q): Entrant;
  /** Each entrant's choice; `seed` is the match seed hashed with the decision's number. */
  readonly decide: Readonly<Record<Entrant, (s: State, q: Q, seed: number) => Decision>>;
  /** How violations name the entrants (their specs, e.g. "ai:normal"). */
  readonly names: Readonly<Record<Entrant, string>>;
  /** Whether a pick at `q` is checked against its list (default: always). */
  listed?(q: Q): boolean;
  /** The events of one applied decision, with the state it was applied to. */
  counted(events: readonly Event[], before: State): void;
  /** Where each entrant's think times go: milliseconds per question with more than one option. */
  readonly thinkMs: Readonly<Record<Entrant, number[]>>;
  readonly run: {
    /** The match seed, for the entrants' seeds. */
    readonly seed: number;
    readonly now: () => number;
    /** A match longer than this is a violation (default 20,000 decisions). */
    readonly maxDecisions?: number;
  };
}

export interface HeadToHeadResult<State> {
  /** The state when play stopped: the final whistle, or the first violation that stopped it. */
  readonly final: State;
  readonly decisions: number;
  /** The runner's own to keep: a fresh list per match. */
  readonly violations: string[];
}

export function playHeadToHead<State, Decision, Event, Q extends Asked<Decision>>(m: HeadToHeadMatch<State, Decision, Event, Q>): HeadToHeadResult<State> {
  const violations: string[] = [];
  const { seed, now } = m.run;
  const max = m.run.maxDecisions ?? 20000;
  let s = m.initial;
  let n = 0;
  for (let q = m.question(s); q; q = m.question(s)) {
    if (q.decider === null || q.decisions.length === 0) {
      violations.push(`no legal decision at prompt ${q.prompt}`);
      break;
    }
    const who = m.entrantOf(q);
    const t0 = now();
    const d = m.decide[who](s, q, hashPair(seed, n));
    const ms = now() - t0;
    if (q.decisions.length > 1) m.thinkMs[who].push(ms);
    const key = m.key(d);
    if ((m.listed?.(q) ?? true) && !q.decisions.some((x) => m.key(x) === key)) {
      violations.push(`${m.names[who]} chose a decision outside the legal list at ${q.prompt}: ${key}`);
    }
    const r = m.apply(s, d);
    if (!r.ok) {
      violations.push(`${m.names[who]}: decision refused: ${r.error.code} ${r.error.message} (${key})`);
      break;
    }
    m.counted(r.events, s);
    s = r.state;
    if (++n >= max) {
      violations.push(`match did not end within ${max} decisions`);
      break;
    }
  }
  return { final: s, decisions: n, violations };
}
