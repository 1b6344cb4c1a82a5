// The one place that knows the shape of the `teams:*` channels. Everything else in the team
// builder works with `CustomTeam` and `TeamSummary`.
import type { Words } from '../../shared/words';
import type { RushlineApi } from '../../shared/ipc/client';
import type { CustomTeam } from '../../shared/games/dreadball/teams';
import { storedToTeam, teamToStored, type StoredTeam } from './stored';

/** A team file the list could not read: shown as damaged, never opened in the builder. */
export interface DamagedTeam {
  id: string;
  reason: string;
  words: Words;
}

type TeamsChannels = RushlineApi['teams'];

/** The team storage channels (src/shared/ipc/storageChannels.ts), or undefined in a build without them. */
export function teamsChannels(): TeamsChannels | undefined {
  return (window.rushline as Partial<RushlineApi>).teams;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A stored team from a channel's answer: the team file itself (load, save, duplicate) or
 * `{cancelled: false, team}` (import). Undefined for anything else, e.g. a cancelled import.
 */
export function teamOf(value: unknown): CustomTeam | undefined {
  if (!isRecord(value)) return undefined;
  const inner = isRecord(value.team) ? value.team : isRecord(value.doc) ? value.doc : value;
  if (typeof inner.id !== 'string' || !Array.isArray(inner.players) || !isRecord(inner.race)) return undefined;
  return storedToTeam(inner as unknown as StoredTeam);
}

/**
 * One entry of `teams:list`. The list carries no race or roster, so a good entry comes back as
 * an id to load; a damaged one as what the list shows for it.
 */
export function listEntry(value: unknown): { id: string } | DamagedTeam | undefined {
  if (!isRecord(value) || typeof value.id !== 'string') return undefined;
  if (value.status === 'damaged') {
    return {
      id: value.id,
      reason: typeof value.reason === 'string' ? value.reason : 'unreadable',
      words: isRecord(value.words) && typeof value.words.key === 'string' ? (value.words as unknown as Words) : { key: 'problems.file.unreadable', params: { kind: { key: 'problems.kind.team' } } },
    };
  }
  return { id: value.id };
}

/**
 * Ids of the teams that unfinished matches play with, read off the match list (each entry names
 * its two sheets' ids; nothing is loaded or replayed). Best effort: without match channels, or
 * when the list fails, no team counts as in use (the main process validates saves anyway).
 */
export async function teamIdsInUse(): Promise<Set<string>> {
  const ids = new Set<string>();
  const api = (window.rushline as Partial<RushlineApi>).matches;
  if (!api || typeof api.list !== 'function') return ids;
  try {
    const list = await api.list();
    if (!list.ok) return ids;
    for (const m of list.value) {
      if (m.status === 'ok' && m.summary.status === 'in-progress') for (const id of m.teamIds) ids.add(id);
    }
  } catch {
    // In-use marking is a courtesy; never let it break the list.
  }
  return ids;
}

export const toStored = teamToStored;

/** The words of a finished export ("Saved to <path>"), or undefined for a cancelled one. */
export function exportedWords(value: unknown): Words | undefined {
  if (!isRecord(value) || value.cancelled !== false || !isRecord(value.words) || typeof value.words.key !== 'string') return undefined;
  return value.words as unknown as Words;
}
