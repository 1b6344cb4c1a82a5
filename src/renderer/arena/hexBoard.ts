// The DreadBall pitch as a board view: the 201-hex art, hex centres and picking, the bench and
// cage slots, the rush and score tracks, the prompt's hex marks and the on-demand overlays.
import { Container, Graphics, type Text } from 'pixi.js';
import { OFF_PITCH } from '../../shared/games/dreadball/pitch';
import type { BoardView, CellId } from './board';
import { HexMarks } from './hexMarks';
import { HEX_X, HEX_Y, type Point, RUSH_CELLS, type Rect, SCORE_CELLS, benchArea, benchSlot, cageSlot, pickHex, rushSide, scoreCellIndex, worldBounds } from './layout';
import type { ArenaSide, ArenaState, HexHighlight, OffPitchPlace } from './model';
import { ArenaOverlays, type ThreatMark, type ZoneMark } from './overlays';
import { type PitchLabels, buildPitch } from './pitchArt';
import { floorFont } from './textFloor';
import { COLOURS, sideColour } from './theme';

export class HexBoardView implements BoardView {
  readonly bounds: Rect = worldBounds();
  readonly art: Container;
  readonly under = new Container();
  readonly over = new Container();
  private readonly artTexts: Text[];
  /** Each pitch text's own size: the floor grows it from there (textFloor.ts). */
  private readonly artSizes = new Map<Text, number>();
  /** The rush and score track markers. */
  private readonly markers = new Graphics();
  private readonly overlays = new ArenaOverlays();
  private readonly marks = new HexMarks();

  constructor(labels: PitchLabels) {
    const { root, texts } = buildPitch(labels);
    this.art = root;
    this.artTexts = texts;
    for (const t of texts) this.artSizes.set(t, Number(t.style.fontSize));
    // Same order as one flat world: tracks, overlay fills, highlights, path | figures | labels, overlay labels.
    this.under.addChild(this.markers, this.overlays.under, this.marks.highlights, this.marks.path);
    this.over.addChild(this.marks.labels, this.overlays.over);
  }

  cellCentre(cell: CellId): Point {
    return { x: HEX_X[cell] ?? 0, y: HEX_Y[cell] ?? 0 };
  }

  cellAt(wx: number, wy: number): CellId | null {
    const id = pickHex(wx, wy);
    return id === OFF_PITCH ? null : id;
  }

  offBoardSlot(side: ArenaSide, place: Exclude<OffPitchPlace, { kind: 'dead' }>, index: number): Point {
    return place.kind === 'bench' ? benchSlot(side, index) : cageSlot(side, place.zone, index);
  }

  drawState(vm: ArenaState): void {
    const g = this.markers;
    g.clear();
    // Each team's kit on its bench: who sits on which side reads at a glance.
    if (vm.kits) {
      for (const side of ['home', 'away'] as const) {
        const kit = vm.kits[side];
        const area = benchArea(side);
        g.poly(area).fill({ color: kit.primary, alpha: 0.2 }).stroke({ width: 5, color: kit.primary, alpha: 0.95 });
        g.poly(area).stroke({ width: 1.5, color: kit.secondary, alpha: 0.9 });
      }
    }
    RUSH_CELLS.forEach((c, i) => {
      const side = rushSide(i + 1, vm.firstRushSide);
      const col = sideColour(side);
      const kit = vm.kits?.[side];
      // The rushing team of each cell: its kit (primary over secondary), else the side's colour.
      if (kit) {
        g.rect(c.x + 4, c.y + c.h - 7, c.w - 8, 4).fill({ color: kit.primary, alpha: 1 });
        g.rect(c.x + 4, c.y + c.h - 3, c.w - 8, 1.5).fill({ color: kit.secondary, alpha: 0.9 });
      } else g.rect(c.x + 4, c.y + c.h - 5, c.w - 8, 3).fill({ color: col, alpha: 0.8 });
      if (i + 1 === vm.rush) g.roundRect(c.x - 2, c.y - 2, c.w + 4, c.h + 4, 6).stroke({ width: 3, color: col });
      else if (i + 1 < vm.rush) g.roundRect(c.x, c.y, c.w, c.h, 5).fill({ color: 0x000000, alpha: 0.55 });
    });
    const sc = SCORE_CELLS[scoreCellIndex(vm.score.home, vm.score.away)];
    if (sc) {
      const diff = vm.score.home - vm.score.away;
      const col = diff > 0 ? COLOURS.white : diff < 0 ? COLOURS.red : COLOURS.startLine;
      g.roundRect(sc.x - 2, sc.y - 2, sc.w + 4, sc.h + 4, 6).stroke({ width: 3, color: col });
    }
  }

  highlight(items: readonly HexHighlight[]): void {
    this.marks.highlight(items);
  }

  previewPath(cells: readonly CellId[] | null, colour: number = COLOURS.select): void {
    this.marks.previewPath(cells, colour);
  }

  showThreats(items: readonly ThreatMark[]): void {
    this.overlays.showThreats(items);
  }

  showZones(items: readonly ZoneMark[]): void {
    this.overlays.showZones(items);
  }

  clearOverlays(): void {
    this.overlays.clear();
  }

  get highlighted(): readonly CellId[] {
    return this.marks.shown;
  }

  get overlayCounts(): { threats: number; zones: number } {
    return { ...this.overlays.counts };
  }

  setResolution(res: number, scale: number): void {
    for (const t of this.artTexts) {
      t.resolution = res;
      t.style.fontSize = floorFont(this.artSizes.get(t) ?? Number(t.style.fontSize), scale);
    }
    this.marks.setResolution(res, scale);
    this.overlays.setResolution(res, scale);
  }

  destroy(): void {
    this.art.destroy({ children: true });
  }
}
