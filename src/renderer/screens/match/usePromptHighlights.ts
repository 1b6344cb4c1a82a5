// What the board lights for the current prompt: set-up hexes, reachable hexes (amber where rolls
// are needed, labelled with the chance over the rolls it takes), targets and Strike hexes, push and duck hexes, the players
// who may act; a hovered roster or log line lights its figures instead. Colours only: the hexes
// come from the engine's legal decisions.
import { computed, type Ref } from 'vue';
import { useI18n } from 'vue-i18n';
import type { MatchState } from '../../../shared/games/dreadball/engine/types';
import type { HexId } from '../../../shared/games/dreadball/pitch';
import type { HexHighlight } from '../../arena/model';
import type { MoveOdds } from './odds';
import type { PromptModel } from './promptModel';
import { pct } from './useOdds';
import { moveOddsLabel } from '../../arena/texts';

export function usePromptHighlights(opts: {
  model: Ref<PromptModel | null>;
  state: Ref<MatchState | null>;
  canAct: Ref<boolean>;
  hexChoices: Ref<{ hex: HexId }[]>;
  moveOdds: Ref<Map<HexId, MoveOdds>>;
  /** Run or Sprint pointed at before it is declared: what it would reach. */
  reach: Ref<Map<HexId, MoveOdds> | null>;
  /** The coach's waypoints of the move, in order. */
  waypoints: Ref<readonly HexId[]>;
  selectedHex: Ref<HexId | null>;
  selectedPlayer: Ref<number | null>;
  pickable: Ref<number[]>;
  hoverPlayers: Ref<number[] | null>;
}) {
  const { model, state, canAct, hexChoices, moveOdds, reach, waypoints, selectedHex, selectedPlayer, pickable, hoverPlayers } = opts;
  const { t } = useI18n();
  const promptHighlights = computed<HexHighlight[]>(() => {
    const m = model.value;
    const s = state.value;
    if (!m || !s || !canAct.value) return [];
    const out: HexHighlight[] = [];
    // A hex pointed at (by the hex list, before Choose) shows gold, as the chosen move hex does.
    const pointed = (hex: HexId, alpha: number): HexHighlight =>
      hex === selectedHex.value ? { hex, colour: 0xffd23f, alpha: 0.5 } : { hex, colour: 0x2de2e6, alpha };
    if (m.prompt === 'setup') {
      for (const h of hexChoices.value) out.push(pointed(h.hex, 0.22));
    } else if (m.prompt === 'move') {
      for (const [hex] of m.byHex) {
        const o = moveOdds.value.get(hex);
        const r = o?.rolls ?? 0;
        out.push({ hex, colour: hex === selectedHex.value ? 0xffd23f : r === 0 ? 0x2de2e6 : 0xf59e0b, alpha: hex === selectedHex.value ? 0.5 : 0.2, ...(o && r > 0 ? { label: moveOddsLabel(t, r, pct(o.reach)), rolls: r } : {}) });
      }
      // Waypoints: numbered in order, drawn after the ends so their mark wins.
      waypoints.value.forEach((hex, i) => out.push({ hex, colour: 0xffd23f, alpha: 0.4, label: `${i + 1}\n${t('match.route.via')}` }));
    } else if (m.prompt === 'target') {
      for (const [id] of m.targets) {
        const p = s.players[id];
        if (p && p.where === 'pitch') out.push({ hex: p.hex, colour: 0xff3b4f, alpha: 0.3 });
      }
      for (const [hex] of m.byHex) out.push({ hex, colour: 0xffd23f, alpha: 0.3 });
    } else if (m.byHex.size > 0) {
      for (const [hex] of m.byHex) out.push(pointed(hex, 0.3));
    }
    if (m.prompt === 'action') {
      // The pointed Run or Sprint: its reach, fainter than a declared move's, with the same odds.
      for (const [hex, o] of reach.value ?? []) {
        out.push({ hex, colour: o.rolls === 0 ? 0x2de2e6 : 0xf59e0b, alpha: 0.14, ...(o.rolls > 0 ? { label: moveOddsLabel(t, o.rolls, pct(o.reach)), rolls: o.rolls } : {}) });
      }
      for (const id of pickable.value) {
        const p = s.players[id];
        if (p && p.where === 'pitch') out.push({ hex: p.hex, colour: id === selectedPlayer.value ? 0xffd23f : 0x2de2e6, alpha: id === selectedPlayer.value ? 0.45 : 0.12 });
      }
    }
    return out;
  });
  const hoverHighlights = computed<HexHighlight[] | null>(() => {
    const ids = hoverPlayers.value;
    const s = state.value;
    if (!ids || !s) return null;
    return ids.flatMap((id) => {
      const p = s.players[id];
      return p && p.where === 'pitch' ? [{ hex: p.hex, colour: 0xffffff, alpha: 0.45 }] : [];
    });
  });

  return computed<HexHighlight[]>(() => hoverHighlights.value ?? promptHighlights.value);
}
