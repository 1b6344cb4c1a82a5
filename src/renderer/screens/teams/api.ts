// The one place that knows the shape of the `teams:*` channels. Everything else in the team
// builder works with `CustomTeam` and `TeamSummary`.
import type { RushlineApi } from '../../../shared/ipc/client';
import type { Result } from '../../../shared/ipc/result';
import type { CustomTeam } from '../../../shared/teams';
import { storedToTeam, teamToStored, type StoredTeam } from './stored';

/** A team file the list could not read: shown as damaged, never opened in the builder. */
export interface DamagedTeam {
  id: string;
  reason: string;
  message: string;
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
      message: typeof value.message === 'string' ? value.message : '',
    };
  }
  return { id: value.id };
}

/** `window.rushline.matches`, when this build has it: used only to tell which teams are in use. */
interface MatchesChannels {
  list(): Promise<Result<unknown[]>>;
  load(request: { id: string }): Promise<Result<unknown>>;
}

/**
 * Ids of the teams that unfinished matches play with. Best effort: without match channels, or
 * when a match cannot be read, no team counts as in use (the main process validates saves anyway).
 */
export async function teamIdsInUse(): Promise<Set<string>> {
  const ids = new Set<string>();
  const api = (window.rushline as unknown as { matches?: MatchesChannels }).matches;
  if (!api || typeof api.list !== 'function' || typeof api.load !== 'function') return ids;
  try {
    const list = await api.list();
    if (!list.ok) return ids;
    const unfinished = list.value.filter(
      (m): m is Record<string, unknown> & { id: string } =>
        isRecord(m) && m.status === 'ok' && typeof m.id === 'string' && isRecord(m.summary) && m.summary.status === 'in-progress',
    );
    await Promise.all(
      unfinished.map(async (m) => {
        const loaded = await api.load({ id: m.id });
        if (!loaded.ok || !isRecord(loaded.value)) return;
        const match = isRecord(loaded.value.match) ? loaded.value.match : loaded.value;
        const setup = isRecord(match.setup) ? match.setup : undefined;
        // The setup names its two sheets either {home, away} or teams: [a, b].
        const sides = Array.isArray(setup?.teams) ? (setup.teams as unknown[]) : [setup?.home, setup?.away];
        for (const side of sides) if (isRecord(side) && typeof side.id === 'string') ids.add(side.id);
      }),
    );
  } catch {
    // In-use marking is a courtesy; never let it break the list.
  }
  return ids;
}

export const toStored = teamToStored;
