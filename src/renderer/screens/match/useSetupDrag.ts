// Set-up by drag: a bench player of the coach setting up, or one he has already placed in this
// set-up, can be dragged onto a lit hex. The drop applies the same legal `place` decision a click
// would; a placed player is moved by taking his placement back (undo, never past a roll) and
// placing him again, then replaying the placements made after his. Any other drop snaps back with
// a short reason. The engine decides what is legal; this only matches drops to its decisions.
import { ref, type Ref } from 'vue';
import { useI18n } from 'vue-i18n';
import type { Decision, MatchState } from '../../../shared/engine/types';
import type { HexId } from '../../../shared/pitch';
import { hexName } from '../../match/names';
import type { PromptModel } from './promptModel';

export interface SetupStore {
  readonly decisions: readonly Decision[];
  decide(d: Decision): Promise<boolean>;
  undo(): boolean;
}

export function useSetupDrag(opts: {
  state: Ref<MatchState | null>;
  model: Ref<PromptModel | null>;
  canAct: Ref<boolean>;
  store: SetupStore;
  name: (id: number) => string;
}) {
  const { t } = useI18n();
  /** Why the last drop was refused (shown in the prompt panel until the next prompt). */
  const note = ref('');

  const idOf = (figureId: string): number => Number(figureId.replace(/^p/, ''));

  /** Index in the decision log of a player's placement in the current set-up, or -1. */
  function placementIndex(id: number): number {
    const log = opts.store.decisions;
    for (let i = log.length - 1; i >= 0; i--) {
      const d = log[i];
      if (!d || (d.kind !== 'place' && d.kind !== 'facing')) return -1;
      if (d.kind === 'place' && d.player === id) return i;
    }
    return -1;
  }

  function canDrag(figureId: string): boolean {
    const m = opts.model.value;
    const s = opts.state.value;
    if (!opts.canAct.value || !m || !s || m.prompt !== 'setup') return false;
    const id = idOf(figureId);
    const p = s.players[id];
    if (!p || p.team !== s.setupTeam) return false;
    return m.byPlayer.has(id) || (p.where === 'pitch' && placementIndex(id) >= 0);
  }

  /** A free, lit set-up hex for this coach: some bench player may be placed there. */
  function litHex(hex: HexId): Decision | undefined {
    return opts.model.value?.byHex.get(hex)?.find((d) => d.kind === 'place');
  }

  function drop(figureId: string, hex: HexId | null): boolean {
    const m = opts.model.value;
    const s = opts.state.value;
    const id = idOf(figureId);
    const player = opts.name(id);
    if (!m || !s || !opts.canAct.value) return false;
    if (hex === null) {
      note.value = t('match.ui.dropOff', { player });
      return false;
    }
    const p = s.players[id];
    if (p?.where === 'pitch' && p.hex === hex) return false;
    const direct = m.byHex.get(hex)?.find((d) => d.kind === 'place' && d.player === id);
    if (direct) {
      note.value = '';
      void opts.store.decide(direct);
      return true;
    }
    if (p?.where === 'pitch' && litHex(hex)) {
      note.value = '';
      void movePlaced(id, hex);
      return true;
    }
    note.value = m.byPlayer.has(id) || p?.where === 'pitch' ? t('match.ui.dropNotLit', { hex: hexName(hex), player }) : t('match.ui.dropNotNow', { player });
    return false;
  }

  /** Takes back a placement (and the ones after it), places the player on `hex`, replays the rest. */
  async function movePlaced(id: number, hex: HexId): Promise<void> {
    const k = placementIndex(id);
    if (k < 0) return;
    const tail = opts.store.decisions.slice(k).map((d) => JSON.parse(JSON.stringify(d)) as Decision);
    while (opts.store.decisions.length > k) {
      const before = opts.store.decisions.length;
      if (!opts.store.undo() || opts.store.decisions.length !== before - 1) break;
    }
    const left = opts.store.decisions.length;
    if (left !== k) {
      // Undo stopped short (it never crosses a roll): put back what it took and leave things be.
      for (const d of tail.slice(left - k)) if (!(await opts.store.decide(d))) return;
      return;
    }
    const [first, ...rest] = tail;
    if (!first || first.kind !== 'place') return;
    if (!(await opts.store.decide({ ...first, hex }))) return;
    for (const d of rest) if (!(await opts.store.decide(d))) return;
  }

  return { canDrag, drop, note };
}
