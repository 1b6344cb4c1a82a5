// The keys that ask, on the Blood Bowl and Rülerball match screens: L says the player (or figure)
// under the cursor or acting, B where the ball is, G the score and whose turn. The answer goes to a
// polite live region of its own, said again when the same key is pressed twice.
import { nextTick, ref, type Ref } from 'vue';
import { useI18n } from 'vue-i18n';
import { type Words, wordsText } from '../../shared/words';

export interface AskKeys {
  /** What the live region says now. */
  said: Ref<string>;
  /** For useBoardChoices' otherKey: true when the key asked something. */
  onKey(e: KeyboardEvent): boolean;
  /** Says these words in the live region (a moment the screen itself announces). */
  say(ws: readonly Words[]): Promise<void>;
}

export function useAskKeys(answers: { look(): readonly Words[]; ball(): readonly Words[]; game(): readonly Words[] }): AskKeys {
  const { t } = useI18n();
  const said = ref('');

  async function say(ws: readonly Words[]): Promise<void> {
    // Emptied first: a live region says nothing when its text does not change.
    said.value = '';
    await nextTick();
    said.value = ws.map((w) => wordsText(w, t)).join(' ');
  }

  function onKey(e: KeyboardEvent): boolean {
    if (e.ctrlKey || e.shiftKey) return false;
    const answer = e.key === 'l' ? answers.look : e.key === 'b' ? answers.ball : e.key === 'g' ? answers.game : null;
    if (!answer) return false;
    void say(answer());
    return true;
  }

  return { said, onKey, say };
}
