// Per-field issue display for the builder, shared by its parts through provide/inject: a field's
// reasons show once the coach has touched it (or always for whole-team checks, or when editing a
// saved team), and clear as soon as the team no longer has them.
import { computed, inject, provide, reactive, ref, type InjectionKey } from 'vue';
import type { PlayerType } from '../../../shared/games/dreadball/teams';
import { useTeamsStore } from '../../stores/teams';
import { draftRaceTypes, fieldId, issuesByField } from '../../teams/draft';
import { useTeamLabels } from './labels';

/** Whole-team checks: shown from the start, they explain why Save is off. */
const ALWAYS_SHOWN = new Set(['players', 'budget', 'race.types', 'coachDice', 'race']);

export interface BuilderFields {
  messages(path: string): string[];
  touch(path: string): void;
  touched(path: string): boolean;
  /** The id of a field's error text, when it has one to show (for aria-describedby). */
  describedBy(path: string, ...extra: (string | undefined)[]): string | undefined;
  errorId(path: string): string;
  showAll(): void;
  allMessages: Readonly<{ value: string[] }>;
  raceTypes: Readonly<{ value: readonly PlayerType[] }>;
}

const KEY: InjectionKey<BuilderFields> = Symbol('builder-fields');

export function provideBuilderFields(startShown: boolean): BuilderFields {
  const store = useTeamsStore();
  const { t, issueText } = useTeamLabels();
  const touchedPaths = reactive(new Set<string>());
  const everything = ref(startShown);
  const raceTypes = computed(() => (store.draft ? draftRaceTypes(store.draft) : []));
  const homebrew = computed(() => store.draft?.raceKind === 'homebrew');
  const byField = computed(() => issuesByField(store.issues));
  const text = (issue: Parameters<typeof issueText>[0]) => issueText(issue, raceTypes.value, homebrew.value);

  /** The summary by Save names whose field it is: "Player 2 (Zeldan): …", "Dart: …". */
  function withContext(path: string, message: string): string {
    const player = /^players\.(\d+)\./.exec(path);
    if (player) {
      const index = Number(player[1]);
      const name = store.draft?.players[index]?.name.trim();
      return `${t(name ? 'teams.builder.playerContextNamed' : 'teams.builder.playerContext', { n: index + 1, name })}: ${message}`;
    }
    const type = /^race\.types\.(\d+)\./.exec(path);
    if (type) {
      const index = Number(type[1]);
      const name = store.draft?.types[index]?.name.trim() || t('teams.builder.typeFallback', { n: index + 1 });
      return `${name}: ${message}`;
    }
    return message;
  }

  const fields: BuilderFields = {
    messages(path) {
      if (!everything.value && !touchedPaths.has(path) && !ALWAYS_SHOWN.has(path)) return [];
      return [...new Set((byField.value.get(path) ?? []).map(text))];
    },
    touch(path) {
      touchedPaths.add(path);
    },
    touched(path) {
      return touchedPaths.has(path);
    },
    errorId(path) {
      return `${fieldId(path)}-error`;
    },
    describedBy(path, ...extra) {
      const ids = [...extra.filter((x): x is string => !!x), ...(fields.messages(path).length > 0 ? [fields.errorId(path)] : [])];
      return ids.length > 0 ? ids.join(' ') : undefined;
    },
    showAll() {
      everything.value = true;
    },
    allMessages: computed(() => [...new Set(store.issues.map((issue) => withContext(issue.field, text(issue))))]),
    raceTypes,
  };
  provide(KEY, fields);
  return fields;
}

export function useBuilderFields(): BuilderFields {
  const fields = inject(KEY);
  if (!fields) throw new Error('useBuilderFields outside the team builder');
  return fields;
}
