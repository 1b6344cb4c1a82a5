// What the Blood Bowl and Rülerball screens show around their board, read from the common match
// store (stores/gameMatch.ts): the frame's title (the lesson's in a lesson), the final whistle's
// winner and team names, and leaving by Esc (leaveMatch.ts) with R for the game's rules.
import { computed, type Ref } from 'vue';
import { useI18n } from 'vue-i18n';
import { useNavigation } from '../stores/navigation';
import { useLeaveMatch } from './leaveMatch';

type Seat = 'home' | 'away';

export function useMatchFrame(o: {
  /** The game's id: its title is `<game>.title`, its rules section `rules-<game>`. */
  game: 'bloodbowl' | 'rulerball';
  /** Where its lessons' texts are (`bbLessons`, `rbLessons`). */
  lessonTexts: string;
  match: {
    readonly active: boolean;
    readonly over: boolean;
    readonly saving: string;
    readonly decisions: readonly unknown[];
    readonly handoverTo: Seat | null;
    readonly summary: { readonly winner: string | null } | null;
    readonly state: { readonly teams: readonly { readonly name: string }[] } | null;
  };
  lesson: { readonly active: boolean; readonly lesson: { readonly id: string } | null };
  selected: Ref<number | null>;
}) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const { match, lesson } = o;
  const teamName = (seat: Seat): string => match.state?.teams[seat === 'home' ? 0 : 1]?.name ?? '';
  const title = computed(() => (lesson.active && lesson.lesson ? t(`${o.lessonTexts}.${lesson.lesson.id}.title`) : t(`${o.game}.title`)));
  const winner = computed(() => {
    const seat = match.summary?.winner;
    return seat === 'home' || seat === 'away' ? teamName(seat) : null;
  });
  const names = computed<[string, string]>(() => [teamName('home'), teamName('away')]);
  const leave = useLeaveMatch({
    inPlay: () => match.active && !lesson.active && !match.over,
    saving: () => match.saving,
    decided: () => match.decisions.length,
    blocked: () => !!match.handoverTo,
    selection: { has: () => o.selected.value !== null, clear: () => (o.selected.value = null) },
    rules: () => navigation.go('rules', o.game),
    back: () => navigation.back(),
  });
  return { title, winner, names, leave };
}
