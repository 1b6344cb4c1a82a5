// On-demand overlays of the arena: threat hexes (one player's, or all opponents' with the dice
// they cost) and the Strike-zone hexes a player could score from, each labelled with the dice a
// throw from there would get. Drawn only when asked (never per frame); labels come from a pool.
import { Container, Graphics } from 'pixi.js';
import { floorFont } from './textFloor';
import type { HexId } from '../../shared/games/dreadball/pitch';
import { OFF_PITCH } from '../../shared/games/dreadball/pitch';
import { HEX, HEX_X, HEX_Y, hexCorners } from './layout';
import { hatchSegments } from './hatch';
import { LabelPool } from './labelPool';
import { COLOURS, FONT, THREAT } from './theme';

export interface ThreatMark {
  hex: HexId;
  /** 1 or 2: dice it costs (drawn stronger at 2). */
  count: number;
}

export interface ZoneMark {
  hex: HexId;
  /** Short text on the hex (e.g. the throw's dice). */
  label: string;
  bonus: boolean;
}

const ZONE = 0xffd23f;
const ZONE_LABEL_SIZE = 16;
const THREAT_STRIPE = THREAT.stripe;

export class ArenaOverlays {
  /** Under the figures: the hex fills. */
  readonly under = new Container();
  /** Over the figures: the labels. */
  readonly over = new Container();
  private readonly threats = new Graphics();
  private readonly zones = new Graphics();
  private readonly labels = new LabelPool(this.over, { fontFamily: FONT, fontSize: ZONE_LABEL_SIZE, fontWeight: '800', fill: ZONE, stroke: { color: 0x000000, width: 4 } });
  /** How many hexes each overlay marks now (for tests). */
  readonly counts = { threats: 0, zones: 0 };

  constructor() {
    this.under.addChild(this.zones, this.threats);
  }

  /**
   * Threatened hexes: red, over a dark ground and hatched in light stripes (crossed where two
   * opponents threaten), so they read on every hex colour, the red Strike zones included, and
   * not by colour alone. Replaces the last set.
   */
  showThreats(items: readonly ThreatMark[]): void {
    const g = this.threats;
    g.clear();
    this.counts.threats = items.length;
    for (const it of items) {
      if (it.hex === OFF_PITCH) continue;
      const x = HEX_X[it.hex] ?? 0;
      const y = HEX_Y[it.hex] ?? 0;
      const strong = it.count >= 2;
      const corners = hexCorners(x, y, HEX - 4);
      g.poly(corners).fill({ color: 0x000000, alpha: THREAT.ground });
      g.poly(corners).fill({ color: COLOURS.red, alpha: strong ? THREAT.two : THREAT.one });
      const stripes = hatchSegments(corners, strong ? 9 : 12, -Math.PI / 4);
      if (strong) stripes.push(...hatchSegments(corners, 9, Math.PI / 4));
      for (const s of stripes) g.moveTo(s.a.x, s.a.y).lineTo(s.b.x, s.b.y);
      g.stroke({ width: 2, color: THREAT_STRIPE, alpha: 0.75 });
      g.poly(corners).stroke({ width: strong ? 4 : 3, color: THREAT_STRIPE, alpha: 1 });
    }
  }

  /** Gold hexes a player could score from, with their labels; the Bonus hex gets a double rim. */
  showZones(items: readonly ZoneMark[]): void {
    const g = this.zones;
    g.clear();
    this.counts.zones = items.length;
    this.labels.begin();
    for (const it of items) {
      const x = HEX_X[it.hex] ?? 0;
      const y = HEX_Y[it.hex] ?? 0;
      g.poly(hexCorners(x, y, HEX - 3)).fill({ color: ZONE, alpha: 0.14 }).stroke({ width: 2, color: ZONE, alpha: 0.9 });
      if (it.bonus) g.poly(hexCorners(x, y, HEX - 8)).stroke({ width: 2, color: ZONE, alpha: 0.9 });
      if (it.label) this.labels.place(it.label, x, y - HEX * 0.4);
    }
    this.labels.finish();
  }

  clear(): void {
    this.showThreats([]);
    this.showZones([]);
  }

  setResolution(res: number, scale: number): void {
    this.labels.setResolution(res);
    this.labels.setFontSize(floorFont(ZONE_LABEL_SIZE, scale));
  }
}
