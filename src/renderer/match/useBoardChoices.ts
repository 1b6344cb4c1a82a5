// What the Blood Bowl and Rülerball match screens share between the engine's legal decisions and
// the coach: the decisions grouped by the square they are chosen on, the choices the prompt panel
// lists (a clicked square's several decisions, then the buttons), and the keyboard (digits 1-9 for a
// choice, arrows move the cursor and Enter picks its square, U or Ctrl+Z undoes). No rules here: the
// squares come from the game's own squareOf, the decisions from its engine.
import { computed, onBeforeUnmount, onMounted, ref, shallowRef, watch, type Ref, type WatchSource } from 'vue';
import { dialogOpen } from './leaveMatch';

export interface BoardChoicesOptions<S, D, C> {
  /** The decisions the coach may make now (none while the computer decides or a hand-over shows). */
  decisions: Ref<readonly D[]>;
  state: () => S | null | undefined;
  /** The square a decision is chosen on; null: it is a button. */
  squareOf(state: S, decision: D): number | null;
  choiceOf(state: S, decision: D): C;
  /** Something else the choices' words depend on (the teams' looks). */
  looks: WatchSource;
  /** Changes when the engine offers new decisions: the clicked square is forgotten. */
  legal: WatchSource;
  decide(decision: D): Promise<unknown>;
  undo(): void;
  /** A hand-over covers the board: the keyboard waits. */
  handingOver(): boolean;
  /** Arrow key → the cursor's step, in the board's own terms. */
  arrows: Record<string, [number, number]>;
  moveCursor(from: number | null, step: [number, number], first: number | undefined): number;
  /** Enter on this element is its own (e.g. a dugout spot), not the cursor's square. */
  ownsEnter?(target: HTMLElement | null): boolean;
  /** The game's other keys; true when it took the key. */
  otherKey?(e: KeyboardEvent): boolean;
}

export function useBoardChoices<S, D, C extends { decision: D }>(o: BoardChoicesOptions<S, D, C>) {
  /** The square clicked whose several decisions the panel lists. */
  const selected = ref<number | null>(null);
  /** The keyboard's square on the board. */
  const cursor = ref<number | null>(null);

  /** Decisions by the square they are chosen on. */
  const bySquare = computed(() => {
    const s = o.state();
    const m = new Map<number, D[]>();
    if (!s) return m;
    for (const d of o.decisions.value) {
      const sq = o.squareOf(s, d);
      if (sq === null) continue;
      const list = m.get(sq);
      if (list) list.push(d);
      else m.set(sq, [d]);
    }
    return m;
  });

  const choices = shallowRef<C[]>([]);
  watch(
    [o.decisions, selected, o.state, o.looks],
    () => {
      const s = o.state();
      if (!s) return void (choices.value = []);
      const buttons = o.decisions.value.filter((d) => o.squareOf(s, d) === null);
      const here = selected.value === null ? [] : (bySquare.value.get(selected.value) ?? []);
      choices.value = [...here, ...buttons].map((d) => o.choiceOf(s, d));
    },
    { immediate: true },
  );
  watch(o.legal, () => (selected.value = null));

  async function choose(d: D): Promise<void> {
    selected.value = null;
    await o.decide(d);
  }

  function onCell(cell: number): void {
    const ds = bySquare.value.get(cell);
    if (!ds || ds.length === 0) return void (selected.value = null);
    if (ds.length === 1) void choose(ds[0] as D);
    else selected.value = cell;
  }

  function onKey(e: KeyboardEvent): void {
    if (e.defaultPrevented || e.altKey || e.metaKey) return;
    const target = e.target as HTMLElement | null;
    if (target && (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA')) return;
    // Under the hand-over or a dialog ("Leave the match?") no key may decide, undo or move the cursor.
    if (o.handingOver() || dialogOpen()) return;
    const step = o.arrows[e.key];
    if (step) {
      e.preventDefault();
      cursor.value = o.moveCursor(cursor.value, step, bySquare.value.keys().next().value);
    } else if (e.key === 'Enter' && cursor.value !== null && target?.tagName !== 'BUTTON' && !o.ownsEnter?.(target)) {
      e.preventDefault();
      onCell(cursor.value);
    } else if (/^[1-9]$/.test(e.key) && !e.ctrlKey) {
      const c = choices.value[Number(e.key) - 1];
      if (c) {
        e.preventDefault();
        void choose(c.decision);
      }
    } else if ((e.key === 'z' && e.ctrlKey) || (e.key === 'u' && !e.ctrlKey)) {
      e.preventDefault();
      o.undo();
    } else if (o.otherKey?.(e)) {
      e.preventDefault();
    }
  }

  onMounted(() => window.addEventListener('keydown', onKey));
  onBeforeUnmount(() => window.removeEventListener('keydown', onKey));

  return { selected, cursor, bySquare, choices, choose, onCell };
}
