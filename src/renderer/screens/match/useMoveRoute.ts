// A move the coach routes himself, and the reach of Run or Sprint before he declares it. The
// routes and the reach come from the engine's previews (movesVia, previewDecision): this only
// keeps the waypoints and the action pointed at, and swaps the routed moves into the question.
import { computed, ref, watch, type Ref } from 'vue';
import { movesVia } from '../../../shared/games/dreadball/engine';
import { previewDecision } from '../../../shared/games/dreadball/preview';
import type { ActionKind, Legal, MatchState } from '../../../shared/games/dreadball/engine/types';
import type { HexId } from '../../../shared/games/dreadball/pitch';
import { type MoveOdds, moveOdds } from './odds';

export function useMoveRoute(state: Ref<MatchState | null>, legal: Ref<Legal | null>) {
  /** Hexes the move must pass through, in order (move question only). */
  const waypoints = ref<HexId[]>([]);
  // A new state is a new question: a route belongs to the move it was planned for.
  watch(state, () => {
    waypoints.value = [];
    pointed.value = null;
  });

  const routes = (via: readonly HexId[]) => {
    const s = state.value;
    return s ? movesVia(s, via) : 'no match';
  };

  /** The question as the board offers it: the legal moves, or the routes through the waypoints. */
  const routed = computed<Legal | null>(() => {
    const l = legal.value;
    if (!l || l.prompt !== 'move' || waypoints.value.length === 0) return l;
    const r = routes(waypoints.value);
    if (typeof r === 'string') return l;
    return { ...l, decisions: [...l.decisions.filter((d) => d.kind !== 'move'), ...r] };
  });

  /** Whether the move may go via `hex` and still end somewhere (a pick-up, for one, ends it). */
  function canGoVia(hex: HexId | null): boolean {
    if (hex === null || legal.value?.prompt !== 'move' || waypoints.value.includes(hex)) return false;
    const r = routes([...waypoints.value, hex]);
    return typeof r !== 'string' && r.some((d) => d.path[d.path.length - 1] !== hex);
  }
  function goVia(hex: HexId | null): boolean {
    if (hex === null || !canGoVia(hex)) return false;
    waypoints.value = [...waypoints.value, hex];
    return true;
  }
  function clearRoute(): void {
    waypoints.value = [];
  }

  /** The action a coach points at (hover or focus on its button) before declaring it. */
  const pointed = ref<{ player: number; action: ActionKind } | null>(null);
  /** What the pointed Run or Sprint would reach, with the odds of getting to each hex. */
  const reach = computed<Map<HexId, MoveOdds> | null>(() => {
    const s = state.value;
    const p = pointed.value;
    if (!s || !p) return null;
    const preview = previewDecision(s, { kind: 'action', player: p.player, action: p.action });
    if (preview?.kind !== 'reach') return null;
    return new Map(preview.hexes.map((h) => [h.hex, moveOdds(h.rolls)]));
  });

  return { waypoints, routed, canGoVia, goVia, clearRoute, pointed, reach };
}
