/**
 * What every game's rules-scenario runner checks the same way: the refusal a scenario expects (or
 * none), the state's values by path, the events in their order and the events that must not come;
 * and, for the games with scripted dice in the state, the faces left unrolled. Each game brings how
 * its board places are written in a scenario (`ScenarioReading`) and its own further expectations.
 */

export interface CheckedOutcome {
  readonly state: unknown;
  readonly events: readonly { readonly type: string }[];
  readonly failure: { readonly index: number; readonly code: string; readonly message: string } | null;
}

/** What a scenario expects of its run in every game (a game may expect more). */
export interface Expected {
  readonly state?: Readonly<Record<string, unknown>>;
  readonly events?: readonly Record<string, unknown>[];
  readonly noEvents?: readonly string[];
  readonly error?: string;
  readonly prompt?: string | null;
}

export interface CheckedScenario {
  readonly decisions: readonly unknown[];
  readonly expect: Expected;
}

/** How a game reads a scenario: its places as written ([x, y], [q, r], [ring, sector, slot]) turned into ids. */
export interface ScenarioReading {
  /** The value `state.<path>` must hold, its place turned into an id where the path names one. */
  stateValue(path: string, want: unknown): unknown;
  /** Whether an event (or a decision) holds every field of `want`, places turned into ids. */
  matches(e: Record<string, unknown>, want: Record<string, unknown>): boolean;
  /** Whether a state value is the one expected; by default, the same JSON. */
  same?(a: unknown, b: unknown): boolean;
}

/** The value at a dotted path ('teams.0.score'), undefined where the path leads nowhere. */
export function valueAt(o: unknown, path: string): unknown {
  let cur: unknown = o;
  for (const k of path.split('.')) cur = cur && typeof cur === 'object' ? (cur as Record<string, unknown>)[k] : undefined;
  return cur;
}

export const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The failures of the expectations every game shares, in the order the reports list them. */
export function sharedFailures(sc: CheckedScenario, out: CheckedOutcome, reading: ScenarioReading): string[] {
  const fails: string[] = [];
  const ex = sc.expect;
  const alike = reading.same ?? same;
  if (ex.error) {
    if (!out.failure) fails.push(`expected error ${ex.error}, but every decision was accepted`);
    else if (out.failure.code !== ex.error) fails.push(`expected error ${ex.error}, got ${out.failure.code}`);
    else if (out.failure.index !== sc.decisions.length - 1) fails.push(`decision ${out.failure.index} failed before the last one`);
  } else if (out.failure) fails.push(`decision ${out.failure.index} failed: ${out.failure.code} ${out.failure.message}`);
  for (const [path, want] of Object.entries(ex.state ?? {})) {
    const expected = reading.stateValue(path, want);
    const got = valueAt(out.state, path);
    if (!alike(got, expected)) fails.push(`state.${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(got)}`);
  }
  let at = 0;
  for (const want of ex.events ?? []) {
    let found = false;
    while (at < out.events.length) {
      if (reading.matches(out.events[at++] as unknown as Record<string, unknown>, want)) {
        found = true;
        break;
      }
    }
    if (!found) fails.push(`event not found in order: ${JSON.stringify(want)}`);
  }
  for (const t of ex.noEvents ?? []) if (out.events.some((e) => e.type === t)) fails.push(`unexpected event ${t}`);
  return fails;
}

/** Scripted faces the run left unrolled: a scenario that expects a refusal may stop short of them. */
export function unrolledDice(dice: { readonly kind: 'seeded' } | { readonly kind: 'scripted'; readonly faces: readonly number[]; readonly next: number }, expectsError: boolean): string[] {
  return !expectsError && dice.kind === 'scripted' && dice.next !== dice.faces.length ? [`${dice.faces.length - dice.next} scripted dice were not rolled`] : [];
}
