// The Blood Bowl team in the builder. Storage goes through the same `teams:*` channels as
// DreadBall's teams (the file names its game); the rules come from src/shared/games/bloodbowl/teams.
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { RaceId } from '../../shared/games/bloodbowl/teams/races';
import { teamsChannels } from '../teams/api';
import { bbTeamOf, cloneBBDraft, draftContent, draftCost, draftOfFile, draftProblems, emptyDraft, sameDraft, stockDraft, type BBDraft } from '../teams/bloodbowl';
import { bbLockedChanges } from '../teams/bloodbowlLocks';
import { callIpc } from './ipc';
import { useTeamsStore } from './teams';

export const useBloodBowlTeams = defineStore('bloodbowlTeams', () => {
  const draft = ref<BBDraft | undefined>();
  const baseline = ref<BBDraft | undefined>();
  const busy = ref(false);
  /** The draft's team is played by an unfinished match: only names, numbers and colours may change. */
  const draftInUse = ref(false);

  const problems = computed(() => (draft.value ? draftProblems(draft.value) : []));
  const cost = computed(() => (draft.value ? draftCost(draft.value) : 0));
  const dirty = computed(() => !!draft.value && !!baseline.value && (draft.value.id === undefined || !sameDraft(draft.value, baseline.value)));
  /** Locked parts the coach changed (the save waits until they are undone). */
  const lockedEdits = computed(() => (draftInUse.value && draft.value && baseline.value ? bbLockedChanges(baseline.value, draft.value) : []));
  const canSave = computed(() => !!draft.value && !busy.value && dirty.value && problems.value.length === 0 && lockedEdits.value.length === 0);

  function open(next: BBDraft, inUse = false): void {
    draft.value = next;
    baseline.value = cloneBBDraft(next);
    draftInUse.value = inUse;
  }

  /** A new team of a race: empty, or a copy of the race's stock team. */
  function create(race: RaceId, from: 'empty' | 'stock', name: string): void {
    open(from === 'stock' ? stockDraft(race) : emptyDraft(race, name));
  }

  /** Opens a saved team; `inUse`: an unfinished match plays with it (the Teams list knows). */
  async function edit(id: string, inUse = false): Promise<boolean> {
    const api = teamsChannels();
    if (!api) return false;
    const team = bbTeamOf(await callIpc(() => api.load({ id })));
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
      const saved = bbTeamOf(await callIpc(() => api.save({ ...(id ? { id } : {}), team: draftContent(draft.value!) })));
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

  return { draft, busy, draftInUse, problems, cost, dirty, lockedEdits, canSave, create, edit, close, save };
});
