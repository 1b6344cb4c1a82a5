// The figures and the ball on the board: one FigureView per figure of the view-model, placed on
// its cell or its off-board slot, the ball on a cell or in a carrier's hands (with its shadow for
// throws). Logical places live here too, so animations and tests read where things are.
import { Container, Graphics } from 'pixi.js';
import type { BoardView, CellId } from './board';
import { FigureView } from './figureView';
import { FIGURE_RADIUS, HEX, OFF_PITCH_SCALE, type Point } from './layout';
import type { ArenaFigure, ArenaSide, BallPlace } from './model';
import { COLOURS } from './theme';
import { OFF_PITCH } from '../../shared/games/dreadball/pitch';

const CARRY_OFFSET: Point = { x: FIGURE_RADIUS * 0.72, y: FIGURE_RADIUS * 0.62 };

export interface BallInfo {
  carrier: string | null;
  hex: CellId | null;
  visible: boolean;
  x: number;
  y: number;
  bounces: number;
}

export class ArenaFigures {
  /** The fit scale new figures' numbers are sized for (textFloor.ts). */
  private scale = 1;
  readonly layer = new Container();
  readonly ballShadow = new Graphics();
  readonly ball = new Graphics();
  private readonly views = new Map<string, FigureView>();
  /** Who holds the ball, or the cell it lies on (both null: nowhere, or in flight). */
  ballCarrier: string | null = null;
  ballHex: CellId | null = null;
  /** Walls the ball has hit since creation, and where it hit the last one (world units). */
  bouncesHit = 0;
  bouncePoint: Point | null = null;

  constructor(private readonly board: BoardView) {
    // The ball is the thing to find first on the pitch: larger than before, with a light halo and
    // a dark rim so it stands out on every hex colour, overlay and kit.
    const r = HEX * 0.38;
    this.ball.circle(0, 0, r * 1.65).fill({ color: COLOURS.ballHalo, alpha: 0.3 });
    this.ball.circle(0, 0, r * 1.38).stroke({ width: 2.5, color: COLOURS.ballHalo, alpha: 0.9 });
    this.ball.circle(0, 0, r).fill({ color: COLOURS.ball }).stroke({ width: 3, color: COLOURS.ballDark });
    this.ball.arc(0, 0, r * 0.62, -2.3, -0.6).stroke({ width: 2, color: 0xffffff, alpha: 0.75 });
    this.ball.moveTo(-r, 0).lineTo(r, 0).stroke({ width: 1.5, color: COLOURS.ballDark, alpha: 0.8 });
    this.ballShadow.ellipse(0, 0, r * 1.1, r * 0.55).fill({ color: 0x000000, alpha: 0.5 });
  }

  /** Makes the views match the view-model's figures (new ones at resolution `res`), then places them. */
  apply(figures: readonly ArenaFigure[], res: number): void {
    const seen = new Set<string>();
    for (const f of figures) {
      seen.add(f.id);
      let view = this.views.get(f.id);
      if (!view) {
        view = new FigureView(f);
        view.setResolution(res, this.scale);
        this.views.set(f.id, view);
        this.layer.addChild(view.root);
      } else {
        view.apply(f);
      }
    }
    for (const [id, view] of this.views) {
      if (!seen.has(id)) {
        view.destroy();
        this.views.delete(id);
      }
    }
    this.place();
  }

  /** Puts every figure where its logical place says: its cell, or its bench/cage slot. */
  private place(): void {
    const groups = new Map<string, FigureView[]>();
    for (const view of this.views.values()) {
      view.root.alpha = 1;
      if (view.hex !== null && view.hex !== OFF_PITCH) {
        const p = this.board.cellCentre(view.hex);
        view.root.position.set(p.x, p.y);
        view.root.scale.set(1);
        view.root.visible = true;
        continue;
      }
      const place = view.place ?? { kind: 'bench' };
      if (place.kind === 'dead') {
        view.root.visible = false;
        continue;
      }
      const key = `${view.data.side}:${place.kind === 'cage' ? place.zone : 'bench'}`;
      const list = groups.get(key) ?? [];
      list.push(view);
      groups.set(key, list);
    }
    for (const [key, list] of groups) {
      list.sort((a, b) => a.data.number - b.data.number);
      const [side, where] = key.split(':') as [ArenaSide, string];
      list.forEach((view, i) => {
        const p = this.board.offBoardSlot(side, where === 'bench' ? { kind: 'bench' } : { kind: 'cage', zone: Number(where) as 1 | 2 | 3 }, i);
        view.root.position.set(p.x, p.y);
        view.root.scale.set(OFF_PITCH_SCALE);
        view.root.visible = true;
      });
    }
    // Draw lower figures over higher ones (simple depth by y).
    this.layer.children.sort((a, b) => a.y - b.y);
  }

  setBall(place: BallPlace): void {
    this.ballCarrier = place.kind === 'carried' ? place.figureId : null;
    this.ballHex = place.kind === 'hex' ? place.hex : null;
    this.ball.visible = place.kind !== 'none';
    this.ball.alpha = 1;
    this.ball.scale.set(1);
    this.ballShadow.visible = false;
    if (place.kind === 'hex') {
      const p = this.board.cellCentre(place.hex);
      this.ball.position.set(p.x, p.y);
    }
    this.syncCarriedBall();
  }

  /** A carried ball follows its carrier (every frame: the carrier may be walking). */
  syncCarriedBall(): void {
    if (!this.ballCarrier) return;
    const f = this.views.get(this.ballCarrier);
    if (!f) return;
    const s = f.root.scale.x;
    this.ball.position.set(f.root.x + CARRY_OFFSET.x * s, f.root.y + CARRY_OFFSET.y * s);
  }

  /** Where a carrier holds the ball, relative to the figure's centre at full size. */
  get carryOffset(): Point {
    return CARRY_OFFSET;
  }

  carrierHex(): CellId | null {
    if (!this.ballCarrier) return null;
    return this.views.get(this.ballCarrier)?.hex ?? null;
  }

  get(id: string): FigureView | undefined {
    return this.views.get(id);
  }

  /** The figure `id`, which must be on the arena. */
  fig(id: string): FigureView {
    const f = this.views.get(id);
    if (!f) throw new RangeError(`no figure ${id} on the arena`);
    return f;
  }

  all(): IterableIterator<FigureView> {
    return this.views.values();
  }

  get size(): number {
    return this.views.size;
  }

  /** Puts a figure on top of the others (while it moves or is dragged). */
  readonly raise = (f: FigureView): void => {
    this.layer.addChild(f.root);
  };

  /** The figure under a world point (top-most first). */
  figureAt(wx: number, wy: number): FigureView | null {
    const kids = this.layer.children;
    for (let i = kids.length - 1; i >= 0; i--) {
      const root = kids[i];
      if (!root?.visible) continue;
      const r = FIGURE_RADIUS * root.scale.x;
      if ((root.x - wx) ** 2 + (root.y - wy) ** 2 <= r * r) {
        for (const f of this.views.values()) if (f.root === root) return f;
      }
    }
    return null;
  }

  get ballInfo(): BallInfo {
    return { carrier: this.ballCarrier, hex: this.ballHex, visible: this.ball.visible, x: this.ball.x, y: this.ball.y, bounces: this.bouncesHit };
  }

  setResolution(res: number, scale: number): void {
    this.scale = scale;
    for (const f of this.views.values()) f.setResolution(res, scale);
  }

  clear(): void {
    this.views.clear();
  }
}
