/**
 * A rules scenario's decisions played on from its position, the way the Blood Bowl and Rülerball
 * runners play them: in order, each answered by the engine, up to the first it refuses (the
 * refusal is what a scenario that expects an error checks).
 */
import type { Expected } from './scenario-check';

/** A rules scenario as its file writes it: a position, the dice it rolls, decisions and what must come out. */
export interface ScriptedScenario<Position, Expect extends Expected = Expected> {
  readonly name: string;
  readonly rule: string;
  readonly position: Position;
  readonly dice: readonly number[];
  readonly decisions: readonly Record<string, unknown>[];
  readonly expect: Expect;
}

type Applied<S, E, D> = { ok: true; state: S; events: readonly E[] } | { ok: false; error: { code: string; message: string; legal?: readonly D[] } };

export interface PlayedScenario<S, E, D> {
  readonly state: S;
  readonly events: E[];
  readonly failure: { index: number; code: string; message: string; legal: readonly D[] } | null;
}

/**
 * `start` is the position with the events of getting there; `apply` turns a decision as written
 * into the engine's and answers it, one at a time (a decision after the refusal is never read).
 */
export function playDecisions<S, E, D, W>(start: { state: S; events: readonly E[] }, decisions: readonly W[], apply: (s: S, written: W) => Applied<S, E, D>): PlayedScenario<S, E, D> {
  let s = start.state;
  const events: E[] = [...start.events];
  for (let i = 0; i < decisions.length; i++) {
    const r = apply(s, decisions[i] as W);
    if (!r.ok) return { state: s, events, failure: { index: i, code: r.error.code, message: r.error.message, legal: r.error.legal ?? [] } };
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events, failure: null };
}
