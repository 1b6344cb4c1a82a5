// The Rülerball team in the builder. Storage goes through the same `teams:*` channels as the other
// games' teams (the file names its game; the shared part is ./teamDraft); the rules come from
// src/shared/games/rulerball/teams.
import { defineStore } from 'pinia';
import { computed } from 'vue';
import type { FigureKind } from '../../shared/games/rulerball/tables/numbers';
import { cloneRBDraft, draftContent, draftOfFile, draftPoints, draftProblems, plainDraft, rbLockedChanges, rbTeamOf, sameRBDraft, stockCopy } from '../teams/rulerball';
import { useTeamDraft } from './teamDraft';

export const useRulerballTeams = defineStore('rulerballTeams', () => {
  const { draft, busy, draftInUse, problems, dirty, lockedEdits, canSave, open, edit, close, save } = useTeamDraft({
    clone: cloneRBDraft,
    same: sameRBDraft,
    problems: draftProblems,
    lockedChanges: rbLockedChanges,
    teamOf: rbTeamOf,
    draftOfFile,
    content: draftContent,
  });
  const points = computed(() => (draft.value ? draftPoints(draft.value) : 0));

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

  return { draft, busy, draftInUse, problems, points, dirty, lockedEdits, canSave, createPlain, copyStock, edit, close, save };
});
