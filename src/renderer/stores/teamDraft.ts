// What the Blood Bowl and Rülerball builder stores have in common: a draft against the baseline it
// was opened with, the lock of a team an unfinished match plays with, and loading and saving through
// the `teams:*` channels. Each game passes in its own draft functions (the rules stay in its module).
import { computed, ref, type Ref } from 'vue';
import { teamsChannels } from '../teams/api';
import { callIpc } from './ipc';
import { useTeamsStore } from './teams';

type SaveArgs = Parameters<NonNullable<ReturnType<typeof teamsChannels>>['save']>[0];

/** One game's draft functions: `D` its draft, `F` its team file as read back from a channel's answer, `P` a problem, `L` a locked part. */
export interface DraftKind<D extends { id?: string }, F extends { name: string }, P, L> {
  clone(draft: D): D;
  same(a: D, b: D): boolean;
  problems(draft: D): P[];
  /** The locked parts changed between the saved draft and the edited one. */
  lockedChanges(saved: D, edited: D): L[];
  teamOf(answer: unknown): F | undefined;
  draftOfFile(file: F): D;
  content(draft: D): SaveArgs['team'];
}

/** Call inside a setup store; return what the store exposes. */
export function useTeamDraft<D extends { id?: string }, F extends { name: string }, P, L>(kind: DraftKind<D, F, P, L>) {
  const draft = ref<D | undefined>() as Ref<D | undefined>;
  const baseline = ref<D | undefined>() as Ref<D | undefined>;
  const busy = ref(false);
  /** The draft's team is played by an unfinished match: only names, numbers and colours may change. */
  const draftInUse = ref(false);

  const problems = computed(() => (draft.value ? kind.problems(draft.value) : []));
  const dirty = computed(() => !!draft.value && !!baseline.value && (draft.value.id === undefined || !kind.same(draft.value, baseline.value)));
  /** Locked parts the coach changed (the save waits until they are undone). */
  const lockedEdits = computed(() => (draftInUse.value && draft.value && baseline.value ? kind.lockedChanges(baseline.value, draft.value) : []));
  const canSave = computed(() => !!draft.value && !busy.value && dirty.value && problems.value.length === 0 && lockedEdits.value.length === 0);

  function open(next: D, inUse = false): void {
    draft.value = next;
    baseline.value = kind.clone(next);
    draftInUse.value = inUse;
  }

  /** Opens a saved team; `inUse`: an unfinished match plays with it (the Teams list knows). */
  async function edit(id: string, inUse = false): Promise<boolean> {
    const api = teamsChannels();
    if (!api) return false;
    const team = kind.teamOf(await callIpc(() => api.load({ id })));
    if (!team) return false;
    open(kind.draftOfFile(team), inUse);
    return true;
  }

  function close(): void {
    draft.value = undefined;
    baseline.value = undefined;
    draftInUse.value = false;
  }

  async function save(): Promise<boolean> {
    const api = teamsChannels();
    if (!api || !draft.value || !canSave.value) return false;
    busy.value = true;
    try {
      const id = draft.value.id;
      const saved = kind.teamOf(await callIpc(() => api.save({ ...(id ? { id } : {}), team: kind.content(draft.value!) })));
      if (!saved) return false;
      open(kind.draftOfFile(saved), draftInUse.value);
      const teams = useTeamsStore();
      teams.note('saved', saved.name);
      await teams.refresh();
      return true;
    } finally {
      busy.value = false;
    }
  }

  return { draft, busy, draftInUse, problems, dirty, lockedEdits, canSave, open, edit, close, save };
}
