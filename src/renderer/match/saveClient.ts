// The `matches:*` channels, reached only if this build has them (the storage engineer's contract).
import type { RequestOf } from '../../shared/ipc/contract';
import type { Result } from '../../shared/ipc/result';

/** What an autosave sends: the main process derives the list summary from the state itself. */
export type MatchSaveRequest = RequestOf<'matches:save'>;

interface MatchesChannels {
  save(request: MatchSaveRequest): Promise<Result<unknown>>;
  latest(): Promise<Result<unknown>>;
  load(request: { id: string }): Promise<Result<unknown>>;
  list(): Promise<Result<unknown[]>>;
}

export function matchesChannels(): MatchesChannels | undefined {
  const api = (globalThis as { rushline?: unknown }).rushline as { matches?: Partial<MatchesChannels> } | undefined;
  const m = api?.matches;
  return m && typeof m.save === 'function' && typeof m.load === 'function' ? (m as MatchesChannels) : undefined;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The saved match inside whatever envelope a channel returns ({match}, the file itself). */
export function matchFileOf(
  value: unknown,
): { id: string; setup: unknown; decisions: unknown[]; summary?: { status?: string }; controllers?: unknown } | undefined {
  if (!isRecord(value)) return undefined;
  const inner = isRecord(value.match) ? value.match : value;
  if (typeof inner.id !== 'string' || !isRecord(inner.setup) || !Array.isArray(inner.decisions)) return undefined;
  return inner as { id: string; setup: unknown; decisions: unknown[]; summary?: { status?: string }; controllers?: unknown };
}

/** The id of a list entry or `latest` answer that is a readable match. */
export function entryId(value: unknown): string | undefined {
  if (!isRecord(value)) return undefined;
  if (value.status === 'damaged') return undefined;
  return typeof value.id === 'string' ? value.id : undefined;
}
