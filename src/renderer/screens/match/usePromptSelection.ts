// What a coach points at before deciding: the selected player (roster, figure, N/P), the chosen hex
// of a move, the chosen target; clicks on the board's figures and hexes; the keyboard hex list.
// Reset whenever the prompt changes. Decisions go through `decide`; the screen shows the odds.
import { type ComputedRef, type Ref, computed, ref, watch } from 'vue';
import type { ActionKind, Decision, MatchState } from '../../../shared/games/dreadball/engine/types';
import type { HexId } from '../../../shared/games/dreadball/pitch';
import { type PromptModel, actionsOf } from './promptModel';

export function usePromptSelection(opts: {
  model: ComputedRef<PromptModel | null>;
  state: ComputedRef<MatchState | null>;
  canAct: ComputedRef<boolean>;
  decide: (d: Decision) => Promise<void>;
  selectedPlayer: Ref<number | null>;
  selectedHex: Ref<HexId | null>;
  selectedTarget: Ref<Decision | null>;
}) {
  const { model, state, canAct, decide, selectedPlayer, selectedHex, selectedTarget } = opts;

  function clearSelection(): void {
    selectedPlayer.value = null;
    selectedHex.value = null;
    selectedTarget.value = null;
  }
  watch(model, () => {
    selectedHex.value = null;
    selectedTarget.value = null;
    const m = model.value;
    if (!m || (m.prompt !== 'action' && m.prompt !== 'setup')) selectedPlayer.value = null;
    else if (selectedPlayer.value !== null && !m.byPlayer.has(selectedPlayer.value)) selectedPlayer.value = null;
  });

  /** Players the current prompt lets the decider pick (action: own players with actions; set-up: bench). */
  const pickable = computed<number[]>(() => [...(model.value?.byPlayer.keys() ?? [])]);
  const selectedActions = computed<ActionKind[]>(() => (model.value && selectedPlayer.value !== null ? actionsOf(model.value, selectedPlayer.value) : []));

  function selectPlayer(id: number): void {
    if (!canAct.value) return;
    const m = model.value;
    if (!m) return;
    if (m.prompt === 'target') {
      selectedTarget.value = m.targets.get(id) ?? null;
      return;
    }
    if (m.byPlayer.has(id)) selectedPlayer.value = selectedPlayer.value === id ? null : id;
  }

  function onFigureClick(figureId: string): void {
    const id = Number(figureId.replace(/^p/, ''));
    if (!Number.isInteger(id)) return;
    // The moving player's own figure is his own hex: staying there (and turning) is a move too.
    const s = state.value;
    const mover = s?.action ? s.players[s.action.player] : undefined;
    if (model.value?.prompt === 'move' && mover?.id === id && mover.where === 'pitch') {
      onHexClick(mover.hex);
      return;
    }
    selectPlayer(id);
  }

  function onHexClick(hex: HexId): void {
    if (!canAct.value) return;
    const m = model.value;
    const s = state.value;
    if (!m || !s) return;
    const here = m.byHex.get(hex);
    if (m.prompt === 'setup') {
      const p = selectedPlayer.value ?? pickable.value[0];
      const d = here?.find((x) => x.kind === 'place' && x.player === p);
      if (d) void decide(d);
      return;
    }
    if (m.prompt === 'target') {
      const occupant = s.players.find((p) => p.where === 'pitch' && p.hex === hex);
      if (occupant && m.targets.has(occupant.id)) selectedTarget.value = m.targets.get(occupant.id) ?? null;
      else if (here?.[0]) selectedTarget.value = here[0];
      return;
    }
    if (m.prompt === 'action') {
      const occupant = s.players.find((p) => p.where === 'pitch' && p.hex === hex);
      if (occupant) selectPlayer(occupant.id);
      return;
    }
    if (!here) return;
    if (m.prompt === 'move') selectedHex.value = hex;
    else if (here.length === 1 && here[0]) void decide(here[0]);
  }

  // The hex list only points at a hex: Chromium fires `change` on every arrow key, so a keyboard
  // user browsing the list must not decide. A move shows its path and odds (facing still decides);
  // any other hex is lit and waits for Enter or the Choose button.
  const keyboardHex = ref<HexId | ''>('');
  watch(model, () => (keyboardHex.value = ''));
  function pointKeyboardHex(): void {
    const hex = keyboardHex.value;
    if (hex === '' || !canAct.value) return;
    selectedHex.value = hex;
  }
  // Pointed at while the board still animated: light it once the coach can act.
  watch(canAct, (can) => {
    if (can) pointKeyboardHex();
  });
  function chooseKeyboardHex(): void {
    const hex = keyboardHex.value;
    if (hex === '' || model.value?.prompt === 'move') return;
    onHexClick(hex);
  }

  return { clearSelection, pickable, selectedActions, selectPlayer, onFigureClick, onHexClick, keyboardHex, pointKeyboardHex, chooseKeyboardHex };
}
