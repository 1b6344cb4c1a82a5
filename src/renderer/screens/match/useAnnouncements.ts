// The match's live region: once the board has shown a decision (its animations done, the moment
// the log shows its lines), the outcome is said once, briefly, at the level the settings choose,
// then the score and rush if they changed, then the question now asked. The keys L, B and G say a
// player's surroundings, the ball and the score on demand. Words come from ../../match/announce.ts.
import { computed, nextTick, ref, watch, type Ref } from 'vue';
import { useI18n } from 'vue-i18n';
import type { MatchState } from '../../../shared/games/dreadball/engine/types';
import type { Announcements } from '../../../shared/settings';
import { ballText, boardLabel, changeTexts, lookText, outcomeTexts, rushText, scoreText } from '../../match/announce';
import type { LogLine, Translate } from '../../match/logLines';
import type { Cast } from '../../match/names';

export type AskKind = 'look' | 'ball' | 'score';

export function useAnnouncements(opts: {
  /** Decisions the board has finished showing, and the log. */
  shownAt: Ref<number>;
  lines: Ref<readonly LogLine[]>;
  /** The state drawn (what the board shows). */
  shown: Ref<MatchState | null>;
  cast: Ref<Cast | null>;
  animating: Ref<boolean>;
  /** The question now asked, or whose computer thinks ('' while nothing is asked). */
  question: Ref<string>;
  /** The labels of the question's buttons (said at the "all" level). */
  choices: Ref<readonly string[]>;
  level: Ref<Announcements>;
  /** The player a look is about (the selected one, else the acting one). */
  subject: Ref<number | null>;
}) {
  const { t } = useI18n();
  const tr: Translate = (key, params, plural) => (plural === undefined ? t(key, params ?? {}) : t(key, params ?? {}, plural));
  const text = ref('');
  /** Counts announcements, so a test (or a person) can tell a new one from the last. */
  const count = ref(0);
  let said = opts.shownAt.value;
  let before: MatchState | null = opts.shown.value;
  let lastQuestion = '';

  async function say(parts: readonly string[]): Promise<void> {
    const words = parts.filter((p) => p !== '').join(' ');
    if (!words) return;
    // Cleared first: the same words twice in a row are still read out.
    text.value = '';
    await nextTick();
    text.value = words;
    count.value++;
  }

  watch(
    () => [opts.shownAt.value, opts.animating.value, opts.question.value] as const,
    () => {
      if (opts.animating.value) return;
      const s = opts.shown.value;
      const parts: string[] = [];
      const at = opts.shownAt.value;
      if (at > said) {
        parts.push(...outcomeTexts(opts.lines.value.filter((l) => l.decision >= said && l.decision < at), opts.level.value, tr));
        if (s) parts.push(...changeTexts(before, s, tr));
      } else if (at < said) parts.push(t('match.announce.undone'));
      const changed = at !== said;
      said = at;
      before = s;
      const q = opts.question.value;
      if (q && (changed || q !== lastQuestion)) {
        parts.push(q);
        if (opts.level.value === 'all' && opts.choices.value.length) parts.push(t('match.announce.choices', { list: opts.choices.value.join(', ') }));
      }
      lastQuestion = q;
      void say(parts);
    },
    // At once too: the question on screen when the match opens is said.
    { flush: 'post', immediate: true },
  );

  /** L, B, G: the surroundings of the player, the ball, the score and rush. */
  function ask(kind: AskKind): void {
    const s = opts.shown.value;
    const c = opts.cast.value;
    if (!s || !c) return;
    if (kind === 'ball') void say([ballText(s, c, tr)]);
    else if (kind === 'score') void say([scoreText(s, tr), s.phase === 'rush' ? rushText(s, tr) : '']);
    else void say([opts.subject.value === null ? t('match.announce.nothing') : lookText(s, c, opts.subject.value, tr)]);
  }

  /** What the canvas shows now, for its label. */
  const label = computed(() => {
    const s = opts.shown.value;
    const c = opts.cast.value;
    return s && c ? boardLabel(s, c, tr) : t('arena.label');
  });

  return { text, count, ask, label };
}
