// What the Blood Bowl and Rülerball team builders wire the same way (their teams have no emblem
// of their own: the list draws them with the shield). The frame's words sit under each game's own
// `<game>Teams.builder` keys, and its ids and test ids under the game's prefix; the identity panel
// edits the draft, the short name following the name on a new team until the coach writes one.
import { computed } from 'vue';
import { useI18n } from 'vue-i18n';
import { shortNameOf } from '../../teams/bloodbowl';
import type { BuilderStore } from './BuilderShell.vue';

export interface ShieldDraft {
  id?: string;
  name: string;
  shortName: string;
  primary: string;
  secondary: string;
}

interface ShieldStore<D extends ShieldDraft, P> extends BuilderStore {
  readonly draft: D | undefined;
  readonly problems: readonly P[];
}

export function useShieldTeamBuilder<D extends ShieldDraft, P>(store: ShieldStore<D, P>, problemText: (p: P) => string, words: 'bloodbowlTeams' | 'rulerballTeams', prefix: 'bb' | 'rb') {
  const { t } = useI18n();
  const draft = computed(() => store.draft!);
  const isNew = draft.value.id === undefined;
  const said = (key: string): string => t(`${words}.builder.${key}`);

  /** BuilderShell's props but the note on a locked team, which each game words its own way. */
  const shell = computed(() => ({
    store,
    title: said(isNew ? 'newTitle' : 'editTitle'),
    messages: store.problems.map(problemText),
    problemsHeading: said('problems'),
    problemsLabel: said('problemsLabel'),
    noChanges: said('noChanges'),
    ready: said('ready'),
    problemsId: `${prefix}-save-blocked`,
    problemsTestid: `${prefix}-problems`,
    saveTestid: `${prefix}-save-team`,
  }));

  /** TeamIdentity's props but the line saying what the team is (its race, its line-up). */
  const identity = computed(() => ({
    prefix,
    title: said('identity'),
    untitled: said('newTitle'),
    name: draft.value.name,
    shortName: draft.value.shortName,
    primary: draft.value.primary,
    secondary: draft.value.secondary,
  }));

  const identityEdits = {
    name(value: string): void {
      const followShort = isNew && draft.value.shortName === shortNameOf(draft.value.name);
      draft.value.name = value;
      if (followShort) draft.value.shortName = shortNameOf(value);
    },
    shortName(value: string): void {
      draft.value.shortName = value;
    },
    colour(which: 'primary' | 'secondary', value: string): void {
      draft.value[which] = value;
    },
  };

  return { draft, shell, identity, identityEdits };
}
