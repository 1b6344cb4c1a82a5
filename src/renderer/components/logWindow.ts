// The lines a match log shows: the last `last` worded events, newest last, each keyed by where its
// event stands in the match (decision, event), not by its place in the window. As the window slides
// on, a line keeps its key and its element, so the log's live region hears only the new lines: keyed
// by place, every shown line would change its text at every decision past the window's size, and a
// screen reader would read them all out again.

export interface LogItem {
  /** `decision:event`: the same for the same event however far the window has moved. */
  readonly key: string;
  readonly text: string;
}

/** The last `last` lines of `events` (one list per decision), worded by `lineOf` (null: not told). */
export function logWindow<E>(events: readonly (readonly E[])[], lineOf: (e: E) => string | null, last: number): LogItem[] {
  const out: LogItem[] = [];
  for (let i = events.length - 1; i >= 0 && out.length < last; i--) {
    const evs = events[i] ?? [];
    for (let j = evs.length - 1; j >= 0 && out.length < last; j--) {
      const text = lineOf(evs[j] as E);
      if (text !== null) out.push({ key: `${i}:${j}`, text });
    }
  }
  return out.reverse();
}
