// The saved matches of the Load match screen. Everything goes through `window.rushline.matches`;
// failures reach the error banner through callIpc. No rules in here: the rows and the name check
// are pure helpers in saves/rows.ts.
import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { RushlineApi } from '../../shared/ipc/client';
import type { MatchListEntry } from '../saves/rows';
import { callIpc, useIpcRunner } from './ipc';

type MatchesApi = RushlineApi['matches'];

/** The `matches:*` channels, when this build has them. */
function matchesApi(): MatchesApi | undefined {
  const api = (globalThis as { rushline?: Partial<RushlineApi> }).rushline;
  return api?.matches && typeof api.matches.list === 'function' ? api.matches : undefined;
}

export type SavesAction = 'renamed' | 'deleted' | 'exported' | 'imported' | 'importedRebuilt' | 'restored';

export const useSavesStore = defineStore('saves', () => {
  const entries = shallowRef<MatchListEntry[]>([]);
  const loaded = ref(false);
  const { busy, available, run } = useIpcRunner(matchesApi);
  /** The last thing that worked, for a polite status line (`n` makes repeats distinct). */
  const lastAction = ref<{ kind: SavesAction; name: string; n: number } | undefined>();
  let actions = 0;

  const count = computed(() => entries.value.length);

  function note(kind: SavesAction, name: string): void {
    lastAction.value = { kind, name, n: ++actions };
  }

  function nameOf(id: string): string {
    const entry = entries.value.find((e) => e.id === id);
    return entry && entry.status === 'ok' ? entry.name : '';
  }


  async function refresh(): Promise<void> {
    const api = matchesApi();
    if (!api) {
      available.value = false;
      loaded.value = true;
      return;
    }
    const list = await callIpc(() => api.list());
    if (list) entries.value = list;
    loaded.value = true;
  }

  async function rename(id: string, name: string): Promise<boolean> {
    const saved = await run((api) => api.rename({ id, name }));
    if (!saved) return false;
    note('renamed', saved.name);
    await refresh();
    return true;
  }

  async function remove(id: string): Promise<boolean> {
    const name = nameOf(id);
    const done = await run((api) => api.delete({ id }));
    if (done === undefined) return false;
    note('deleted', name);
    await refresh();
    return true;
  }

  async function exportMatch(id: string): Promise<boolean> {
    const done = await run((api) => api.export({ id }));
    if (!done || done.cancelled) return false;
    note('exported', nameOf(id));
    return true;
  }

  /** Import through the main process's open dialog; a refused file's reason goes to the banner. */
  async function importMatch(): Promise<string | undefined> {
    const result = await run((api) => api.import());
    if (!result || result.cancelled) return undefined;
    note(result.check.status === 'mismatch' ? 'importedRebuilt' : 'imported', result.match.name);
    await refresh();
    return result.match.id;
  }

  /** Puts a damaged file's valid `.bak` back; the main process moves the damaged file aside. */
  async function restore(id: string): Promise<boolean> {
    const saved = await run((api) => api.restoreBackup({ id }));
    if (!saved) return false;
    note('restored', saved.name);
    await refresh();
    return true;
  }

  return { entries, loaded, busy, available, lastAction, count, refresh, rename, remove, exportMatch, importMatch, restore };
});
