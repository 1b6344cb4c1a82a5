// The `matches:*` channels, reached only if this build has them (the storage engineer's contract).
import type { Words } from '../../shared/words';
import type { RequestOf } from '../../shared/ipc/contract';
import type { Result } from '../../shared/ipc/result';
import { type MatchLeagueLink, matchLeagueLinkSchema } from '../../shared/saves/schemas';

/** What an autosave sends: the main process derives the list summary from the state itself. */
export type MatchSaveRequest = RequestOf<'matches:save'>;

interface MatchesChannels {
  save(request: MatchSaveRequest): Promise<Result<unknown>>;
  latest(): Promise<Result<unknown>>;
  load(request: { id: string }): Promise<Result<unknown>>;
  list(): Promise<Result<unknown[]>>;
  /** Absent in builds without it (the league store then leaves a match it could not use). */
  delete?(request: { id: string }): Promise<Result<unknown>>;
}

export function matchesChannels(): MatchesChannels | undefined {
  const api = (globalThis as { rushline?: unknown }).rushline as { matches?: Partial<MatchesChannels> } | undefined;
  const m = api?.matches;
  return m && typeof m.save === 'function' && typeof m.load === 'function' ? (m as MatchesChannels) : undefined;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A saved match as the renderer reads it off `matches:load` (the main process checked the rest). */
export interface LoadedFile {
  id: string;
  /** The game's id; absent in files from before games had ids (DreadBall). */
  game?: string;
  setup: unknown;
  decisions: unknown[];
  snapshot?: unknown;
  summary?: { status?: string };
  controllers?: unknown;
  /** The league fixture the match plays (absent: not a league match). */
  league?: unknown;
}

/** The saved match inside whatever envelope a channel returns ({match}, the file itself). */
export function matchFileOf(value: unknown): LoadedFile | undefined {
  if (!isRecord(value)) return undefined;
  const inner = isRecord(value.match) ? value.match : value;
  if (typeof inner.id !== 'string' || !isRecord(inner.setup) || !Array.isArray(inner.decisions)) return undefined;
  if (inner.game !== undefined && typeof inner.game !== 'string') return undefined;
  return inner as unknown as LoadedFile;
}

/**
 * The message of a `matches:load` answer whose check says the match is read-only (saved under
 * other rules, whose log today's rules play out differently); null for any other answer.
 */
export function readOnlyMessageOf(value: unknown): Words | null {
  if (!isRecord(value) || !isRecord(value.check) || value.check.status !== 'read-only') return null;
  const w = value.check.words;
  return isRecord(w) && typeof w.key === 'string' ? (w as unknown as Words) : { key: 'match.readOnly.title' };
}

/** The id of a list entry or `latest` answer that is a readable match. */
export function entryId(value: unknown): string | undefined {
  if (!isRecord(value)) return undefined;
  if (value.status === 'damaged') return undefined;
  return typeof value.id === 'string' ? value.id : undefined;
}

/** The league fixture a loaded match plays, or null (none, or not a well-formed link). */
export function leagueLinkOf(file: LoadedFile): MatchLeagueLink | null {
  if (file.league === undefined) return null;
  const parsed = matchLeagueLinkSchema.safeParse(file.league);
  return parsed.success ? parsed.data : null;
}
