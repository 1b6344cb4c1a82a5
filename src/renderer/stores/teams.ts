// The coach's custom teams and the team being edited. Storage goes through `window.rushline.teams`
// (errors reach the banner through callIpc); the rules come from src/shared/games/dreadball/teams.
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import { validateTeam, type CustomTeam } from '../../shared/games/dreadball/teams';
import { listEntry, teamIdsInUse, teamOf, teamsChannels, toStored, type DamagedTeam } from '../teams/api';
import {
  cloneDraft,
  draftFromScratch,
  draftFromStock,
  draftToTeam,
  sameTeam,
  teamToDraft,
  type Draft,
} from '../teams/draft';
import { lockedChanges } from '../teams/locks';
import { summarize, type TeamSummary } from '../teams/stored';
import { bbTeamOf } from '../teams/bloodbowl';
import { summarizeBloodBowl } from '../teams/bloodbowlSummary';
import { rbTeamOf, summarizeRulerball } from '../teams/rulerball';
import { callIpc } from './ipc';
import { useBloodBowlTeams } from './bloodbowlTeams';
import { useRulerballTeams } from './rulerballTeams';
import type { Words } from '../../shared/words';
import { exportedWords } from '../teams/api';

export interface LastAction {
  kind: 'saved' | 'imported' | 'renamed' | 'already' | 'duplicated' | 'deleted' | 'exported';
  name: string;
  n: number;
  words?: Words;
}

export const useTeamsStore = defineStore('teams', () => {
  const teams = ref<TeamSummary[]>([]);
  const damaged = ref<DamagedTeam[]>([]);
  const loaded = ref(false);
  const busy = ref(false);
  /** False when this build has no team storage channels (the list then stays empty). */
  const available = ref(true);

  /** The team in the builder, or undefined when the list is shown. */
  const draft = ref<Draft | undefined>();
  /** The draft as it was opened or last saved, to tell unsaved changes. */
  const baseline = ref<Draft | undefined>();
  /** The stored team behind the draft (edits only). */
  const savedTeam = ref<CustomTeam | undefined>();
  /** The draft's team is played by an unfinished match: only names, numbers and colours may change. */
  const draftInUse = ref(false);
  /**
   * Bumped on each successful save, import, duplicate, delete or export, for a polite status line.
   * `already`: the imported file's team is kept already; `renamed`: it came in as `name` because a
   * different team has its name; `words`: where an export was written, as the main process said it.
   */
  const lastAction = ref<LastAction | undefined>();
  /** The team the last import brought in or found: the list marks it and moves focus to it. */
  const selectedId = ref<string | undefined>();
  let actions = 0;
  /** Which game's teams the list shows ('all': every game's). */
  const gameFilter = ref<'all' | TeamSummary['game']>('all');
  const shownTeams = computed(() => (gameFilter.value === 'all' ? teams.value : teams.value.filter((t) => t.game === gameFilter.value)));

  const team = computed(() => (draft.value ? draftToTeam(draft.value) : undefined));
  const issues = computed(() => (team.value ? validateTeam(team.value) : []));
  const lockedEdits = computed(() => (draftInUse.value && savedTeam.value && team.value ? lockedChanges(savedTeam.value, team.value) : []));
  const dirty = computed(() => !!draft.value && !!baseline.value && (draft.value.id === undefined || !sameTeam(draft.value, baseline.value)));
  const canSave = computed(() => !!draft.value && !busy.value && dirty.value && issues.value.length === 0 && lockedEdits.value.length === 0);

  function note(kind: LastAction['kind'], name: string, extra: { words?: Words } = {}): void {
    lastAction.value = { kind, name, n: ++actions, ...extra };
    // The mark of an imported team belongs to that import's line only.
    selectedId.value = undefined;
  }

  async function refresh(): Promise<void> {
    const api = teamsChannels();
    if (!api) {
      available.value = false;
      loaded.value = true;
      return;
    }
    const entries = await callIpc(() => api.list());
    if (entries) {
      const ids: string[] = [];
      const bad: DamagedTeam[] = [];
      for (const raw of entries) {
        const entry = listEntry(raw);
        if (!entry) continue;
        if ('reason' in entry) bad.push(entry);
        else ids.push(entry.id);
      }
      // The list has no race or roster: load each team for its race and value.
      const [inUse, loadedTeams] = await Promise.all([teamIdsInUse(), Promise.all(ids.map((id) => callIpc(() => api.load({ id }))))]);
      const good: TeamSummary[] = [];
      for (const value of loadedTeams) {
        // A Blood Bowl team file first: its race is a name, which DreadBall's reader would not take.
        const rb = rbTeamOf(value);
        if (rb) {
          good.push(summarizeRulerball(rb, inUse.has(rb.id)));
          continue;
        }
        const bb = bbTeamOf(value);
        if (bb) {
          good.push(summarizeBloodBowl(bb, inUse.has(bb.id)));
          continue;
        }
        const team = teamOf(value);
        if (team) good.push(summarize(team, inUse.has(team.id)));
      }
      teams.value = good.sort((a, b) => a.name.localeCompare(b.name));
      damaged.value = bad;
    }
    loaded.value = true;
  }

  function open(next: Draft, stored?: CustomTeam, inUse = false): void {
    draft.value = next;
    baseline.value = cloneDraft(next);
    savedTeam.value = stored;
    draftInUse.value = inUse;
  }

  function createFromStock(raceId: string): void {
    open(draftFromStock(raceId));
  }

  function createFromScratch(): void {
    open(draftFromScratch());
  }

  async function edit(id: string): Promise<boolean> {
    // A Blood Bowl team opens in its own builder (the Blood Bowl teams store).
    const listed = teams.value.find((t) => t.id === id);
    if (listed?.game === 'bloodbowl') return useBloodBowlTeams().edit(id, listed.inUse);
    if (listed?.game === 'rulerball') return useRulerballTeams().edit(id, listed.inUse);
    const api = teamsChannels();
    if (!api) return false;
    const loadedTeam = teamOf(await callIpc(() => api.load({ id })));
    if (!loadedTeam) return false;
    const inUse = teams.value.find((t) => t.id === id)?.inUse ?? false;
    open(teamToDraft(loadedTeam), loadedTeam, inUse);
    return true;
  }

  function close(): void {
    draft.value = undefined;
    baseline.value = undefined;
    savedTeam.value = undefined;
    draftInUse.value = false;
  }

  async function save(): Promise<boolean> {
    const api = teamsChannels();
    if (!api || !draft.value || !team.value || !canSave.value) return false;
    busy.value = true;
    try {
      const id = draft.value.id;
      const result = await callIpc(() => api.save({ ...(id ? { id } : {}), team: toStored(team.value!) }));
      const stored = teamOf(result);
      if (!stored) return false;
      open(teamToDraft(stored), stored, draftInUse.value);
      note('saved', stored.name);
      await refresh();
      return true;
    } finally {
      busy.value = false;
    }
  }

  async function run(kind: 'duplicated' | 'deleted' | 'exported', id: string): Promise<boolean> {
    const api = teamsChannels();
    if (!api) return false;
    const name = teams.value.find((t) => t.id === id)?.name ?? '';
    busy.value = true;
    try {
      const result: unknown = await callIpc<unknown>(() =>
        kind === 'duplicated' ? api.duplicate({ id }) : kind === 'deleted' ? api.delete({ id }) : api.export({ id }),
      );
      if (result === undefined) {
        // The banner tells what went wrong; an older success beside it would read as this one's.
        lastAction.value = undefined;
        return false;
      }
      // An export the coach cancelled in the save dialog: nothing to announce.
      if (kind === 'exported') {
        const where = exportedWords(result);
        if (!where) return false;
        note(kind, name, { words: where });
        return true;
      }
      note(kind, kind === 'duplicated' ? ((rbTeamOf(result) ?? bbTeamOf(result) ?? teamOf(result))?.name ?? name) : name);
      await refresh();
      return true;
    } finally {
      busy.value = false;
    }
  }

  const duplicate = (id: string) => run('duplicated', id);
  const remove = (id: string) => run('deleted', id);
  const exportTeam = (id: string) => run('exported', id);

  async function importTeam(): Promise<boolean> {
    const api = teamsChannels();
    if (!api) return false;
    busy.value = true;
    try {
      selectedId.value = undefined;
      const result = await callIpc(() => api.import());
      if (result === undefined) {
        // Refused: the banner names the file and what is wrong; no stale "imported" beside it.
        lastAction.value = undefined;
        return false;
      }
      // Any game's team file: its id and name are all the list needs.
      const imported = rbTeamOf(result) ?? bbTeamOf(result) ?? teamOf(result);
      if (!imported || result.cancelled) return false;
      note(result.outcome, imported.name);
      await refresh();
      selectedId.value = imported.id;
      return true;
    } finally {
      busy.value = false;
    }
  }

  return {
    teams,
    damaged,
    loaded,
    busy,
    available,
    draft,
    draftInUse,
    team,
    issues,
    lockedEdits,
    dirty,
    canSave,
    lastAction,
    selectedId,
    refresh,
    createFromStock,
    createFromScratch,
    edit,
    close,
    save,
    duplicate,
    remove,
    exportTeam,
    importTeam,
    note,
    gameFilter,
    shownTeams,
  };
});
