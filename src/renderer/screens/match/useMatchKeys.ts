// The match screen's keys (listed in the help overlay): ? help, Esc clears the selection (with
// nothing selected it asks whether to leave the match, as leaving at once surprised people), Space
// skips the animation, U undo, R rules, W a waypoint, L/B/G say the surroundings, ball, score,
// T/O/Z overlays, ←/→ replay steps, K plays or pauses the replay (as it pauses computer-only play;
// see ComputerBar.vue), N/P next or previous
// player, 1-9 the prompt's buttons; while the hot-seat hand-over shows, Tab stays inside it, Enter
// passes the screen and U takes the decision back. Registered on the window while the screen shows.
import { type Ref, onBeforeUnmount, onMounted } from 'vue';
import type { OverlayKind } from './useOverlays';
import { dialogOpen, matchEscape } from '../../match/leaveMatch';

/** What the keys act on: the store's undo, replay and hand-over, the screen's selection and panels. */
export interface MatchKeysTarget {
  match: {
    readonly canUndo: boolean;
    readonly replayMode: boolean;
    readonly replayAt: number;
    undo(): boolean;
    replayTo(n: number): Promise<void>;
    acknowledgeHandover(): void;
  };
  /** Opens the rules reference. */
  rules: () => void;
  handoverShown: Readonly<Ref<boolean>>;
  /** The hand-over's buttons (Tab cycles them). */
  handoverButtons: () => HTMLButtonElement[];
  showHelp: Ref<boolean>;
  /** Whether anything is selected, and clearing it (Esc). */
  hasSelection: () => boolean;
  clearSelection: () => void;
  /** Esc with nothing selected: asks whether to leave; true when it asked (the app must not also go back). */
  requestLeave: () => boolean;
  /** Finishes the running animation (Space). */
  skip: () => void;
  /** Plays or pauses the replay (K); a pause also finishes the running animation. */
  toggleReplay: () => void;
  toggleOverlay: (kind: OverlayKind) => void;
  /** Players N and P step through, and the selected one. */
  pickable: Readonly<Ref<readonly number[]>>;
  selectedPlayer: Ref<number | null>;
  /** W: the move goes via the chosen hex (a waypoint). */
  waypoint: () => void;
  /** L, B, G: say the surroundings of the selected player, the ball, the score (live region). */
  ask: (kind: 'look' | 'ball' | 'score') => void;
  /** The prompt panel: 1-9 click its enabled choices in order. */
  promptPanel: Readonly<Ref<HTMLElement | null>>;
}

export function useMatchKeys(k: MatchKeysTarget): { onKeydown: (e: KeyboardEvent) => void } {
  const { match } = k;

  /** While the hand-over shows, keys stay inside it: Tab cycles its buttons, Enter takes the screen, U takes back. */
  function onHandoverKey(e: KeyboardEvent): void {
    const buttons = k.handoverButtons();
    const inside = buttons.includes(document.activeElement as HTMLButtonElement);
    if (e.key === 'Tab' && buttons.length > 0) {
      e.preventDefault();
      const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
      const next = at < 0 ? 0 : (at + (e.shiftKey ? buttons.length - 1 : 1)) % buttons.length;
      buttons[next]?.focus();
    } else if ((e.key === 'u' || e.key === 'U') && match.canUndo) {
      match.undo();
    } else if (e.key === 'Enter' && !inside) {
      // Focus was lost (a click beside the card): Enter still means "I have the screen".
      e.preventDefault();
      match.acknowledgeHandover();
    }
  }

  function onKeydown(e: KeyboardEvent): void {
    const target = e.target as HTMLElement | null;
    // A question on screen ("Leave the match?") has the keyboard: nothing behind it acts.
    if (dialogOpen()) return;
    if (k.handoverShown.value && !k.showHelp.value) {
      // A key still held from the last decision must not pass the screen or take it back.
      if (!e.repeat) onHandoverKey(e);
      else e.preventDefault();
      return;
    }
    // In a text field every key is typing; in the hex list the letters and arrows are the list's
    // own, but ? (help) and Space (skip) still work, so a keyboard user never has to leave it.
    if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA')) return;
    if (target && target.tagName === 'SELECT' && e.key !== '?' && e.key !== ' ') return;
    if (e.key === '?') {
      e.preventDefault();
      k.showHelp.value = !k.showHelp.value;
      return;
    }
    if (k.showHelp.value) return;
    if (e.key === ' ' && !e.repeat) {
      e.preventDefault();
      k.skip();
      return;
    }
    if (e.key === 'u' || e.key === 'U') {
      if (match.canUndo) match.undo();
      return;
    }
    if (e.key === 'r' || e.key === 'R') {
      k.rules();
      return;
    }
    if (e.key === 'w' || e.key === 'W') {
      k.waypoint();
      return;
    }
    const asked = ({ l: 'look', b: 'ball', g: 'score' } as const)[e.key.toLowerCase() as 'l' | 'b' | 'g'];
    if (asked && !e.ctrlKey && !e.metaKey && !e.altKey) {
      k.ask(asked);
      return;
    }
    const overlayKey = ({ t: 'threats', o: 'allThreats', z: 'zones' } as const)[e.key.toLowerCase() as 't' | 'o' | 'z'];
    if (overlayKey && !e.ctrlKey && !e.metaKey && !e.altKey) {
      k.toggleOverlay(overlayKey);
      return;
    }
    if (match.replayMode && (e.key === 'k' || e.key === 'K') && !e.repeat && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      k.toggleReplay();
      return;
    }
    if (match.replayMode && (e.key === 'ArrowLeft' || e.key === 'ArrowRight')) {
      void match.replayTo(match.replayAt + (e.key === 'ArrowRight' ? 1 : -1));
      return;
    }
    const rosterKey = e.key.toLowerCase();
    const list = k.pickable.value;
    if ((rosterKey === 'n' || rosterKey === 'p') && !e.ctrlKey && !e.metaKey && !e.altKey && list.length > 0) {
      const at = k.selectedPlayer.value === null ? -1 : list.indexOf(k.selectedPlayer.value);
      const next = rosterKey === 'n' ? (at + 1) % list.length : (at - 1 + list.length) % list.length;
      k.selectedPlayer.value = list[next] ?? null;
      return;
    }
    if (/^[1-9]$/.test(e.key)) {
      const buttons = k.promptPanel.value?.querySelectorAll<HTMLButtonElement>('[data-choice]:not([disabled])');
      const b = buttons?.[Number(e.key) - 1];
      if (b) {
        e.preventDefault();
        b.click();
      }
    }
  }

  // Esc clears the selection or asks whether to leave, as on every game's screen; the help keeps its own Esc.
  const onEscape = matchEscape({
    aside: () => k.showHelp.value,
    blocked: () => k.handoverShown.value,
    selection: { has: k.hasSelection, clear: k.clearSelection },
    requestLeave: k.requestLeave,
  });

  onMounted(() => {
    window.addEventListener('keydown', onEscape, true);
    window.addEventListener('keydown', onKeydown);
  });
  onBeforeUnmount(() => {
    window.removeEventListener('keydown', onEscape, true);
    window.removeEventListener('keydown', onKeydown);
  });
  return { onKeydown };
}
