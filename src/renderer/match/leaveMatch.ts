// Leaving a match in play, for every game's screen: Esc asks first (the match is saved, but
// leaving at once surprised people), with words that say whether anything would be lost; R opens
// the rules. Rules-free.
import { computed, onBeforeUnmount, onMounted, shallowRef } from 'vue';
import { useI18n } from 'vue-i18n';

export interface AskText {
  title: string;
  body: string;
  confirm: string;
  cancel: string;
}

type Translate = (key: string) => string;

/** "Leave the match?" with what leaving costs: nothing (saved), nothing yet (untouched), or the match. */
export function leaveText(t: Translate, saving: string, decided: number): AskText {
  const saved = saving === 'saved' || saving === 'saving';
  // Before the first decision no file is written (nothing would be lost by leaving).
  const untouched = saving === 'idle' && decided === 0;
  return {
    title: t('match.ask.leaveTitle'),
    body: saved ? t('match.ask.leaveSaved') : untouched ? t('match.notYetSaved.leave') : t('match.ask.leaveUnsaved'),
    confirm: t('match.ask.leave'),
    cancel: t('match.ask.stay'),
  };
}

/** Whether a key press belongs to a text field or a list rather than to the screen. */
function heldElsewhere(e: KeyboardEvent): boolean {
  const target = e.target as HTMLElement | null;
  return !!target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** A modal dialog is open: it has the keyboard, and nothing behind it may act on a key. */
export function dialogOpen(): boolean {
  return typeof document !== 'undefined' && document.querySelector('dialog[open]') !== null;
}

/**
 * Esc on a match screen, every game's: clears the selection first, else asks whether to leave
 * (under the hot-seat hand-over too: there is nothing selected to clear, and that is when a coach
 * reaches for Esc). For the capture phase, so it runs before the app's own "Esc goes back", which
 * then sees the event handled; a dialog, a field or whatever `aside` says (the help) keeps its Esc.
 */
export function matchEscape(o: {
  aside?: () => boolean;
  blocked: () => boolean;
  selection: { has: () => boolean; clear: () => void };
  /** Asks whether to leave; true when it asked (the app must not also go back). */
  requestLeave: () => boolean;
}): (e: KeyboardEvent) => void {
  return (e) => {
    if (e.key !== 'Escape' || e.defaultPrevented || heldElsewhere(e) || dialogOpen() || o.aside?.()) return;
    if (!o.blocked() && o.selection.has()) {
      e.preventDefault();
      o.selection.clear();
    } else if (o.requestLeave()) {
      e.preventDefault();
    }
  };
}

/**
 * Blood Bowl's and Rülerball's screens: Esc as `matchEscape`, asking with `leaveText` while a
 * match is in play (else the app's "Esc goes back" leaves); R opens the rules.
 */
export function useLeaveMatch(o: {
  /** Leaving now leaves a match in play (not a lesson, not a finished match). */
  inPlay: () => boolean;
  saving: () => string;
  decided: () => number;
  /** The hot-seat hand-over covers the board: R does nothing under it. */
  blocked: () => boolean;
  selection: { has: () => boolean; clear: () => void };
  rules: () => void;
  back: () => void;
}) {
  const { t } = useI18n();
  const asking = shallowRef(false);

  const onEscape = matchEscape({
    blocked: o.blocked,
    selection: o.selection,
    requestLeave: () => {
      if (!o.inPlay()) return false;
      asking.value = true;
      return true;
    },
  });

  function onKey(e: KeyboardEvent): void {
    if (e.defaultPrevented || e.ctrlKey || e.altKey || e.metaKey || heldElsewhere(e) || o.blocked() || dialogOpen()) return;
    if (e.key === 'r' || e.key === 'R') {
      e.preventDefault();
      o.rules();
    }
  }

  function answer(yes: boolean): void {
    asking.value = false;
    if (yes) o.back();
  }

  const text = computed(() => leaveText(t, o.saving(), o.decided()));

  onMounted(() => {
    window.addEventListener('keydown', onEscape, true);
    window.addEventListener('keydown', onKey);
  });
  onBeforeUnmount(() => {
    window.removeEventListener('keydown', onEscape, true);
    window.removeEventListener('keydown', onKey);
  });
  return { asking, text, answer };
}
