// Set-up by drag: a bench player of the coach setting up, or one he has already placed in this
// set-up, can be dragged onto a lit hex. The drop applies the same legal `place` decision a click
// would; a placed player is moved by the engine's own decisions: `unplace` (back to the bench),
// then `place` on the new hex. Any other drop snaps back with a short reason. The engine decides
// what is legal; this only matches drops to its decisions.
import { ref, type Ref } from 'vue';
import { useI18n } from 'vue-i18n';
import type { DreadBallGame } from '../../match/dreadballGame';
import type { Decision, MatchState } from '../../../shared/games/dreadball/engine/types';
import type { HexId } from '../../../shared/games/dreadball/pitch';
import { hexName } from '../../match/names';
import type { PromptModel } from './promptModel';

export interface SetupStore {
  decide(d: Decision): Promise<boolean>;
  /** The match's game: the drag asks it, never an engine of its own, what a pick-up leads to. */
  readonly game: Pick<DreadBallGame, 'apply' | 'legal'>;
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

  function canDrag(figureId: string): boolean {
    const m = opts.model.value;
    const s = opts.state.value;
    if (!opts.canAct.value || !m || !s || m.prompt !== 'setup') return false;
    const id = idOf(figureId);
    const p = s.players[id];
    if (!p || p.team !== s.setupTeam) return false;
    return m.byPlayer.has(id) || m.unplace.has(id);
  }

  /**
   * The `place` that sets a placed player down on `hex` once picked up, asked of the engine on the
   * state after the pick-up (his own hex is free then, and a sixth player may move too).
   */
  function placeAfterPickUp(s: MatchState, m: PromptModel, id: number, hex: HexId): { lift: Decision; place: Decision } | null {
    const lift = m.unplace.get(id);
    if (!lift) return null;
    const lifted = opts.store.game.apply(s, lift);
    if (!lifted.ok) return null;
    const place = opts.store.game.legal(lifted.state).decisions.find((d) => d.kind === 'place' && d.player === id && d.hex === hex);
    return place ? { lift, place } : null;
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
    const move = p?.where === 'pitch' ? placeAfterPickUp(s, m, id, hex) : null;
    if (move) {
      note.value = '';
      void (async () => {
        if (await opts.store.decide(move.lift)) await opts.store.decide(move.place);
      })();
      return true;
    }
    note.value = m.byPlayer.has(id) || p?.where === 'pitch' ? t('match.ui.dropNotLit', { hex: hexName(hex), player }) : t('match.ui.dropNotNow', { player });
    return false;
  }

  return { canDrag, drop, note };
}
