// What the arena needs of a board, whatever its topology: the DreadBall hex pitch implements it
// (hexBoard.ts); a square grid (Blood Bowl) can implement the same and plug into the same stage,
// figures, animations and input. Cells are numbered ids; points are world units.
import type { Container } from 'pixi.js';
import type { Point, Rect } from './layout';
import type { ArenaSide, ArenaState, HexHighlight, OffPitchPlace } from './model';
import type { ThreatMark, ZoneMark } from './overlays';

/** A cell of the board (a hex id on the DreadBall pitch). */
export type CellId = number;

export interface BoardView {
  /** Everything the board draws (pitch, benches, tracks), in world units: the stage fits this. */
  readonly bounds: Rect;
  /** The static art: the stage rasterises it once per size under the moving layers. */
  readonly art: Container;
  /** Board layers under the figures (tracks, overlay fills, highlights, path) and over them (labels). */
  readonly under: Container;
  readonly over: Container;

  /** Centre of a cell, in world units. */
  cellCentre(cell: CellId): Point;
  /** The cell under a world point (null: off the board). */
  cellAt(wx: number, wy: number): CellId | null;
  /** Where the `index`-th figure of a side waits off the board (bench, or a cage zone). */
  offBoardSlot(side: ArenaSide, place: Exclude<OffPitchPlace, { kind: 'dead' }>, index: number): Point;

  /** Draws what the state says beside the cells (rush and score tracks). */
  drawState(vm: ArenaState): void;
  /** Colours a set of cells, each with an optional small label; replaces earlier highlights. */
  highlight(items: readonly HexHighlight[]): void;
  /** A path preview through cell centres, with an arrow head (null: none). */
  previewPath(cells: readonly CellId[] | null, colour?: number): void;
  showThreats(items: readonly ThreatMark[]): void;
  showZones(items: readonly ZoneMark[]): void;
  clearOverlays(): void;
  /** Cells the highlight marks now, and how many the overlays mark (for tests). */
  readonly highlighted: readonly CellId[];
  readonly overlayCounts: { threats: number; zones: number };

  /** Rasterises text at this resolution (the on-screen scale times the device pixel ratio), sized for
   * the fit `scale` so no text shows under 11 px (textFloor.ts). */
  setResolution(res: number, scale: number): void;
  destroy(): void;
}
