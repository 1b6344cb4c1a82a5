// The Blood Bowl team in the builder. Storage goes through the same `teams:*` channels as
// DreadBall's teams (the file names its game; the shared part is ./teamDraft); the rules come from
// src/shared/games/bloodbowl/teams.
import { defineStore } from 'pinia';
import { computed } from 'vue';
import type { RaceId } from '../../shared/games/bloodbowl/teams/races';
import { bbTeamOf, cloneBBDraft, draftContent, draftCost, draftOfFile, draftProblems, emptyDraft, sameDraft, stockDraft } from '../teams/bloodbowl';
import { bbLockedChanges } from '../teams/bloodbowlLocks';
import { useTeamDraft } from './teamDraft';

export const useBloodBowlTeams = defineStore('bloodbowlTeams', () => {
  const { draft, busy, draftInUse, problems, dirty, lockedEdits, canSave, open, edit, close, save } = useTeamDraft({
    clone: cloneBBDraft,
    same: sameDraft,
    problems: draftProblems,
    lockedChanges: bbLockedChanges,
    teamOf: bbTeamOf,
    draftOfFile,
    content: draftContent,
  });
  const cost = computed(() => (draft.value ? draftCost(draft.value) : 0));

  /** A new team of a race: empty, or a copy of the race's stock team. */
  function create(race: RaceId, from: 'empty' | 'stock', name: string): void {
    open(from === 'stock' ? stockDraft(race) : emptyDraft(race, name));
  }

  return { draft, busy, draftInUse, problems, cost, dirty, lockedEdits, canSave, create, edit, close, save };
});
