// Questions the screen asks before acting: finishing set-up with nobody on the pitch, and leaving
// the match by Esc (it is saved, but leaving at once surprised people). Rules-free: which decision
// needs a yes comes from ./confirmations.ts.
import { computed, shallowRef, type Ref } from 'vue';
import { useI18n } from 'vue-i18n';
import type { Decision, MatchState } from '../../../shared/games/dreadball/engine/types';
import { type Confirmation, confirmationFor } from './confirmations';
import { leaveText } from '../../match/leaveMatch';

export function useAsking(opts: {
  state: Ref<MatchState | null>;
  canAct: Ref<boolean>;
  /** A lesson is never saved and restarts from its list: Esc goes straight back there. */
  inLesson: () => boolean;
  send: (d: Decision) => Promise<void>;
  match: { readonly session: { kind: string }; readonly readOnly: boolean; readonly saving: string; readonly decisions: readonly unknown[] };
  back: () => void;
}) {
  const { t } = useI18n();
  const { state, canAct, match } = opts;
  /** A decision waiting for the coach's yes, or leaving by Esc. */
  const asking = shallowRef<{ kind: Confirmation; decision: Decision } | { kind: 'leave' } | null>(null);

  async function decide(d: Decision): Promise<void> {
    if (!canAct.value) return;
    const ask = state.value ? confirmationFor(state.value, d) : null;
    if (ask) {
      asking.value = { kind: ask, decision: d };
      return;
    }
    await opts.send(d);
  }

  /** Esc with nothing selected: while a match is played, ask first. True when it asked. */
  function requestLeave(): boolean {
    if (opts.inLesson()) return false;
    if (!state.value || match.session.kind !== 'playing' || match.readOnly || asking.value) return false;
    asking.value = { kind: 'leave' };
    return true;
  }

  function answer(yes: boolean): void {
    const q = asking.value;
    asking.value = null;
    if (!yes || !q) return;
    if (q.kind === 'leave') opts.back();
    else if (canAct.value) void opts.send(q.decision);
  }

  const askText = computed(() => {
    const q = asking.value;
    if (!q) return { title: '', body: '', confirm: '', cancel: '' };
    if (q.kind === 'leave') return leaveText(t, match.saving, match.decisions.length);
    return { title: t('match.ask.emptyPitchTitle'), body: t('match.ask.emptyPitchBody'), confirm: t('match.ask.finishAnyway'), cancel: t('match.ask.keepSettingUp') };
  });

  return { asking, decide, requestLeave, answer, askText };
}
