// The Rülerball team in the builder. Storage goes through the same `teams:*` channels as the other
// games' teams (the file names its game); the rules come from src/shared/games/rulerball/teams.
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { FigureKind } from '../../shared/games/rulerball/tables/numbers';
import { teamsChannels } from '../teams/api';
import { cloneRBDraft, draftContent, draftOfFile, draftPoints, draftProblems, plainDraft, rbLockedChanges, rbTeamOf, sameRBDraft, stockCopy, type RBDraft } from '../teams/rulerball';
import { callIpc } from './ipc';
import { useTeamsStore } from './teams';

export const useRulerballTeams = defineStore('rulerballTeams', () => {
  const draft = ref<RBDraft | undefined>();
  const baseline = ref<RBDraft | undefined>();
  const busy = ref(false);
  /** The draft's team is played by an unfinished match: only names, numbers and colours may change. */
  const draftInUse = ref(false);

  const problems = computed(() => (draft.value ? draftProblems(draft.value) : []));
  const points = computed(() => (draft.value ? draftPoints(draft.value) : 0));
  const dirty = computed(() => !!draft.value && !!baseline.value && (draft.value.id === undefined || !sameRBDraft(draft.value, baseline.value)));
  /** Locked parts the coach changed (the save waits until they are undone). */
  const lockedEdits = computed(() => (draftInUse.value && draft.value && baseline.value ? rbLockedChanges(baseline.value, draft.value) : []));
  const canSave = computed(() => !!draft.value && !busy.value && dirty.value && problems.value.length === 0 && lockedEdits.value.length === 0);

  function open(next: RBDraft, inUse = false): void {
    draft.value = next;
    baseline.value = cloneRBDraft(next);
    draftInUse.value = inUse;
  }

  /** A new team of ten plain figures (named by `figureName`). */
  function createPlain(name: string, figureName: (kind: FigureKind, n: number) => string): void {
    open(plainDraft(name, figureName));
  }

  /** A new team copied from stock team `index` (names, numbers, colours, upgrades). */
  function copyStock(index: number): boolean {
    const copy = stockCopy(index);
    if (copy) open(copy);
    return !!copy;
  }

  /** Opens a saved team; `inUse`: an unfinished match plays with it (the Teams list knows). */
  async function edit(id: string, inUse = false): Promise<boolean> {
    const api = teamsChannels();
    if (!api) return false;
    const team = rbTeamOf(await callIpc(() => api.load({ id })));
    if (!team) return false;
    open(draftOfFile(team), inUse);
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
      const saved = rbTeamOf(await callIpc(() => api.save({ ...(id ? { id } : {}), team: draftContent(draft.value!) })));
      if (!saved) return false;
      open(draftOfFile(saved), draftInUse.value);
      const teams = useTeamsStore();
      teams.note('saved', saved.name);
      await teams.refresh();
      return true;
    } finally {
      busy.value = false;
    }
  }

  return { draft, busy, draftInUse, problems, points, dirty, lockedEdits, canSave, createPlain, copyStock, edit, close, save };
});
