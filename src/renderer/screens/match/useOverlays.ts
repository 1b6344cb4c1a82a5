// Overlays on demand: the threat hexes of the selected or hovered player, of all opponents of the
// coach to act, and the Strike-zone hexes a player could score from with the dice a throw from each
// would get. The engine computes them (playerThreats, opponentThreats, strikeZoneHexes); the arena
// draws them only when they change.
import { computed, ref, watch, type Ref } from 'vue';
import { useI18n } from 'vue-i18n';
import { opponentThreats, playerThreats, strikeZoneHexes } from '../../../shared/games/dreadball/engine';
import type { Coach, MatchState } from '../../../shared/games/dreadball/engine/types';
import type { HexId } from '../../../shared/games/dreadball/pitch';
import type { ThreatMark, ZoneMark } from '../../arena/overlays';

export type OverlayKind = 'threats' | 'allThreats' | 'zones';

export interface OverlayArena {
  showThreats(items: readonly ThreatMark[]): void;
  showZones(items: readonly ZoneMark[]): void;
}

export function useOverlays(opts: {
  state: Ref<MatchState | null>;
  /** The player the overlays are about when no figure is hovered: the selected or acting one. */
  player: Ref<number | null>;
  /** The coach to act (all opponents of this coach). */
  coach: Ref<Coach | null>;
  /** Hidden while events animate. */
  hidden: Ref<boolean>;
  arena: () => OverlayArena | null;
}) {
  const { t } = useI18n();
  const on = ref<Record<OverlayKind, boolean>>({ threats: false, allThreats: false, zones: false });
  const hoveredHex = ref<HexId | null>(null);

  function toggle(k: OverlayKind): void {
    on.value = { ...on.value, [k]: !on.value[k] };
  }

  /** A hovered figure on the pitch, else the selected or acting player. */
  const subject = computed<number | null>(() => {
    const s = opts.state.value;
    const h = hoveredHex.value;
    if (s && h !== null) {
      const p = s.players.find((x) => x.where === 'pitch' && x.hex === h);
      if (p) return p.id;
    }
    return opts.player.value;
  });

  const threats = computed<ThreatMark[]>(() => {
    const s = opts.state.value;
    if (!s || opts.hidden.value || (!on.value.allThreats && !on.value.threats)) return [];
    const out: ThreatMark[] = [];
    if (on.value.allThreats) {
      const coach = opts.coach.value;
      const team = coach ? (coach === 'A' ? 0 : 1) : s.rushing;
      out.push(...opponentThreats(s, team));
    }
    if (on.value.threats && subject.value !== null) out.push(...playerThreats(s, subject.value));
    return out;
  });

  const zones = computed<ZoneMark[]>(() => {
    const s = opts.state.value;
    if (!s || opts.hidden.value || !on.value.zones) return [];
    const id = opts.player.value ?? subject.value;
    if (id === null) return [];
    return strikeZoneHexes(s, id).map((z) => ({
      hex: z.hex,
      bonus: z.bonus,
      label: t(z.bonus ? 'match.overlay.bonusDice' : 'match.overlay.dice', { n: z.roll.dice }),
    }));
  });

  /** Who the player overlays are about, for the toggles' hint (null: nobody to show). */
  const about = computed(() => (on.value.zones ? (opts.player.value ?? subject.value) : on.value.threats ? subject.value : null));

  function draw(): void {
    const a = opts.arena();
    a?.showThreats(threats.value);
    a?.showZones(zones.value);
  }
  // Nothing to redraw when an overlay stays empty (hovering with the overlays off draws no frame).
  watch([threats, zones], ([t, z], [t0, z0]) => {
    if (t.length === 0 && z.length === 0 && t0.length === 0 && z0.length === 0) return;
    draw();
  });

  return { on, toggle, hoveredHex, about, draw };
}
