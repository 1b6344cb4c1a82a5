// Which lessons are done, kept in this machine's browser storage (a tick is no match data to back
// up), one key per game's lesson list.

/** The done lessons under `key`, in the list's order; unreadable ticks start again empty. */
export function readTicks<Id extends string>(key: string, ids: readonly Id[]): Id[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(raw) ? ids.filter((id) => raw.includes(id)) : [];
  } catch {
    // Unreadable ticks are no reason to stop a lesson.
    return [];
  }
}

/** `done` with `id` added, in the list's order, written back (a refused write lasts until the app closes). */
export function addTick<Id extends string>(key: string, ids: readonly Id[], done: readonly Id[], id: Id): Id[] {
  if (done.includes(id)) return [...done];
  const next = ids.filter((x) => x === id || done.includes(x));
  try {
    localStorage.setItem(key, JSON.stringify(next));
  } catch {
    // Storage refused (private mode, full): the tick lasts until the app closes.
  }
  return next;
}
