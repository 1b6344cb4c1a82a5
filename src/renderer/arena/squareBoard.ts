// The square board view: a Blood Bowl pitch drawn through the game's square topology (every cell
// centre and every pick comes from `topology.centre` / `topology.cellAt`), with end zones, wide
// zones, the line of scrimmage, dugouts (reserves, knocked out, casualties and sent off), figures
// in team colours (position glyph, number, standing / prone / stunned), the ball, highlights for
// legal targets and short animations (moves, falls, the ball's flight). DreadBall's hex view is
// untouched; this is a separate, smaller Pixi view. Pixi objects are markRaw and live outside Vue.
// Rendering is on demand and the pitch with the dugouts' frames is painted once per size under the
// WebGL canvas (pixiBoard.ts, shared with the ring board), so a frame draws only what moves.
import { Container, Graphics, Text } from 'pixi.js';
import { markRaw } from 'vue';
import type { Topology } from '../../shared/game/topology';
import { type BoardHighlight, PixiBoard, type Point } from './pixiBoard';
import { drawFigure, setFigureResolution } from './squareFigure';
import { floorFont } from './textFloor';
import { type FigureColours, lookKey } from './squareFigureLook';

export type { FigureColours } from './squareFigureLook';

/** World units per square. */
export const SQUARE = 40;
const DUGOUT_H = 3.4 * SQUARE;
/** The dugout boxes' captions (Reserves, KO, Casualties), in board units before the text floor. */
const DUGOUT_FONT = 13;

export interface SquareFigure {
  id: number;
  team: 0 | 1;
  colours: FigureColours;
  /** Shirt number shown on the figure. */
  number: number;
  glyph: string;
  where: 'reserves' | 'pitch' | 'ko' | 'casualty' | 'sent-off';
  square: number | null;
  status: 'standing' | 'prone' | 'stunned';
  acted: boolean;
}

export interface SquareBoardState {
  figures: readonly SquareFigure[];
  /** The ball: on a square, in a figure's hands, or off the pitch. */
  ball: { square: number } | { carrier: number } | null;
}

/** A figure off the pitch as drawn, in CSS pixels of the board's host (its centre and size). */
export interface DugoutSpot {
  id: number;
  where: Exclude<SquareFigure['where'], 'pitch'>;
  x: number;
  y: number;
  size: number;
}

export interface PitchZones {
  width: number;
  height: number;
  /** Columns of each team's end zone, and of each team's line of scrimmage. */
  endZones: readonly [number, number];
  scrimmage: readonly [number, number];
  /** Rows of the wide zones (top and bottom) on each side. */
  wideRows: number;
}

export type Highlight = BoardHighlight;

/** Dugout captions, already in the player's language. */
export interface DugoutWords {
  reserves: string;
  ko: string;
  casualty: string;
}

/** The end zones' and dugouts' tints until the screen gives the teams' own colours. */
export const TEAM_COLOURS: readonly [number, number] = [0xc62828, 0x1e63c4];
const GRASS = [0x2e7d32, 0x33873a] as const;
const LINE = 0xf5f5f5;
const BACKGROUND = 0x14241a;

/** The ball, drawn once: hidden until a state puts it somewhere, then only moved. */
function ballGraphics(): Graphics {
  const g = new Graphics().ellipse(0, 0, 8, 6).fill({ color: 0x8d5524 }).stroke({ color: 0xffffff, width: 2 });
  g.visible = false;
  return g;
}

function fill(g: Graphics, x: number, y: number, w: number, h: number, colour: number, alpha = 1): void {
  g.rect(x, y, w, h).fill({ color: colour, alpha });
}

export class SquareBoard extends PixiBoard<Highlight> {
  private readonly art = markRaw(new Graphics());
  /** All lit squares in one Graphics, redrawn in place; their odds labels from the pool (no new textures per prompt). */
  private readonly markSquares = markRaw(new Graphics());
  /** What each figure was last drawn as: it is drawn again only when that changes. */
  private readonly drawnAs = new Map<number, string>();
  private readonly figureLayer = markRaw(new Container());
  private readonly dugoutLabels = markRaw(new Container());
  private readonly ballView = markRaw(ballGraphics());
  private state: SquareBoardState = { figures: [], ball: null };
  /** Figures were placed again (a new state, a resize): dugout spots may have moved. */
  onLayout: (() => void) | null = null;
  /** Each team's main colour: its end zone's tint and its dugout's frame. */
  private teamTints: readonly [number, number] = TEAM_COLOURS;
  /** Text rasterised at the on-screen scale times the device pixel ratio. */
  private textResolution = 1;

  constructor(
    topology: Topology,
    private readonly zones: PitchZones,
    private readonly words: DugoutWords,
  ) {
    super(topology, SQUARE, BACKGROUND);
  }

  get width(): number {
    return this.zones.width * SQUARE;
  }
  get height(): number {
    return this.zones.height * SQUARE + DUGOUT_H;
  }

  protected build(): void {
    const marks = markRaw(new Container());
    marks.addChild(this.markSquares, this.markLabels);
    this.staticLayer.addChild(this.art, this.dugoutLabels);
    this.world.addChild(marks, this.figureLayer, this.ballView);
    this.drawPitch();
  }

  protected fit(w: number, h: number): number {
    const scale = Math.min(w / this.width, h / this.height);
    this.world.position.set((w - this.width * scale) / 2, (h - this.height * scale) / 2);
    return scale;
  }

  /** Only the pitch picks squares: the dugouts lie below it. */
  protected override pickable(p: Point): boolean {
    return p.y >= 0 && p.y < this.zones.height * SQUARE;
  }

  protected rescaled(scale: number): void {
    // The captions rasterised at the on-screen scale, so they stay sharp on a large window.
    const textRes = this.textResolutionFor(scale);
    // The dugout captions never show under the arena's smallest text (arena/textFloor.ts).
    const size = floorFont(DUGOUT_FONT, scale);
    for (const label of this.dugoutLabels.children) {
      if (!(label instanceof Text)) continue;
      label.resolution = textRes;
      label.style.fontSize = size;
    }
    if (textRes !== this.textResolution) {
      this.textResolution = textRes;
      for (const v of this.figures.values()) setFigureResolution(v, textRes);
    }
  }

  protected override laidOut(): void {
    this.onLayout?.();
  }

  private drawPitch(): void {
    const g = this.art;
    g.clear();
    this.dugoutLabels.removeChildren().forEach((c) => c.destroy());
    const z = this.zones;
    for (const cell of this.topology.cells) {
      const c = this.centre(cell);
      const col = Math.floor(c.x / SQUARE);
      const row = Math.floor(c.y / SQUARE);
      const inEnd = col === z.endZones[0] || col === z.endZones[1];
      const wide = row < z.wideRows || row >= z.height - z.wideRows;
      const base = GRASS[(col + row) % 2] as number;
      fill(g, c.x - SQUARE / 2, c.y - SQUARE / 2, SQUARE, SQUARE, base);
      // End zones darkened, then tinted: a green team's zone still stands out from the grass.
      if (inEnd) {
        fill(g, c.x - SQUARE / 2, c.y - SQUARE / 2, SQUARE, SQUARE, 0x000000, 0.3);
        fill(g, c.x - SQUARE / 2, c.y - SQUARE / 2, SQUARE, SQUARE, this.teamTints[col === z.endZones[0] ? 0 : 1], 0.4);
      }
      else if (wide) fill(g, c.x - SQUARE / 2, c.y - SQUARE / 2, SQUARE, SQUARE, 0x000000, 0.12);
    }
    // Square edges, then the lines that matter: end zones, wide zones, the line of scrimmage.
    for (let x = 0; x <= z.width; x++) g.moveTo(x * SQUARE, 0).lineTo(x * SQUARE, z.height * SQUARE);
    for (let y = 0; y <= z.height; y++) g.moveTo(0, y * SQUARE).lineTo(z.width * SQUARE, y * SQUARE);
    g.stroke({ color: 0x000000, alpha: 0.18, width: 1 });
    const H = z.height * SQUARE;
    g.moveTo((z.endZones[0] + 1) * SQUARE, 0).lineTo((z.endZones[0] + 1) * SQUARE, H);
    g.moveTo(z.endZones[1] * SQUARE, 0).lineTo(z.endZones[1] * SQUARE, H);
    g.moveTo(0, z.wideRows * SQUARE).lineTo(z.width * SQUARE, z.wideRows * SQUARE);
    g.moveTo(0, (z.height - z.wideRows) * SQUARE).lineTo(z.width * SQUARE, (z.height - z.wideRows) * SQUARE);
    g.stroke({ color: LINE, alpha: 0.75, width: 2 });
    const half = (z.scrimmage[0] + 1) * SQUARE;
    g.moveTo(half, 0).lineTo(half, H).stroke({ color: LINE, width: 4 });
    // Each team's colour along the back of its end zone.
    for (const team of [0, 1] as const) g.rect(team === 0 ? 0 : z.width * SQUARE - 6, 0, 6, H).fill({ color: this.teamTints[team] });
    g.rect(0, 0, z.width * SQUARE, H).stroke({ color: LINE, width: 3 });
    // The dugouts: one per team under its half.
    const top = H + 0.3 * SQUARE;
    for (const team of [0, 1] as const) {
      const x0 = team === 0 ? 0 : (z.width / 2) * SQUARE + 0.25 * SQUARE;
      const w = (z.width / 2) * SQUARE - 0.25 * SQUARE;
      g.roundRect(x0, top, w, DUGOUT_H - 0.4 * SQUARE, 8).fill({ color: 0x1d2b22 }).stroke({ color: this.teamTints[team], width: 2 });
      const boxes: (keyof DugoutWords)[] = ['reserves', 'ko', 'casualty'];
      boxes.forEach((k, i) => {
        const label = markRaw(new Text({ text: this.words[k], style: { fill: 0xdfe7e1, fontSize: floorFont(DUGOUT_FONT, this.world.scale.x || 1), fontFamily: 'sans-serif' } }));
        label.position.set(x0 + 8 + this.dugoutBoxX(i, w), top + 4);
        this.dugoutLabels.addChild(label);
      });
    }
  }

  /** The teams' main colours for their end zones and dugouts: the pitch is painted again if they changed. */
  setTeamTints(tints: readonly [number, number]): void {
    if (tints[0] === this.teamTints[0] && tints[1] === this.teamTints[1]) return;
    this.teamTints = [tints[0], tints[1]];
    if (!this.host || this.destroyed || !this.app.renderer) return;
    this.drawPitch();
    if (this.lastW === 0) return;
    // The new captions take the current resolution before they are painted.
    this.rescaled(this.world.scale.x);
    this.paintStatic();
  }

  protected clearMarks(): void {
    this.markSquares.clear();
  }

  protected drawMark(h: Highlight): void {
    const c = this.centre(h.cell);
    this.markSquares.rect(c.x - SQUARE / 2 + 2, c.y - SQUARE / 2 + 2, SQUARE - 4, SQUARE - 4).fill({ color: h.colour, alpha: 0.3 }).stroke({ color: h.colour, width: 2 });
    // The pool centres its labels: half a line above the square's bottom edge.
    if (h.label) this.labelPool.place(h.label, c.x, c.y + SQUARE / 2 - 8);
  }

  /** Left edge of dugout box `i` (reserves take half, KO and casualties a quarter each). */
  private dugoutBoxX(i: number, w: number): number {
    return i === 0 ? 0 : i === 1 ? w / 2 : (3 * w) / 4;
  }

  /** Where a figure off the pitch sits: its team's dugout, in its box, `index`-th. */
  private dugoutSlot(team: 0 | 1, where: SquareFigure['where'], index: number): Point {
    const z = this.zones;
    const w = (z.width / 2) * SQUARE - 0.25 * SQUARE;
    const x0 = team === 0 ? 0 : (z.width / 2) * SQUARE + 0.25 * SQUARE;
    const box = where === 'reserves' ? 0 : where === 'ko' ? 1 : 2;
    const perRow = box === 0 ? 6 : 3;
    const step = 0.95 * SQUARE;
    return {
      x: x0 + this.dugoutBoxX(box, w) + step / 2 + 6 + (index % perRow) * step,
      y: z.height * SQUARE + 0.3 * SQUARE + 26 + step / 2 + Math.floor(index / perRow) * step,
    };
  }

  private figureView(f: SquareFigure): Container {
    let v = this.figures.get(f.id);
    if (!v) {
      v = markRaw(new Container());
      v.label = `figure-${f.id}`;
      this.figures.set(f.id, v);
      this.figureLayer.addChild(v);
    }
    v.visible = true;
    v.alpha = f.where === 'casualty' || f.where === 'sent-off' ? 0.55 : 1;
    // Two Texts per figure are two textures: redrawn only when what they show changes.
    const look = lookKey(f);
    if (this.drawnAs.get(f.id) === look) return v;
    this.drawnAs.set(f.id, look);
    drawFigure(v, f, SQUARE * 0.4, this.textResolution);
    return v;
  }

  private placeOf(f: SquareFigure, counts: Map<string, number>): Point {
    if (f.where === 'pitch' && f.square !== null) return this.centre(f.square);
    const key = `${f.team}-${f.where === 'sent-off' ? 'casualty' : f.where}`;
    const i = counts.get(key) ?? 0;
    counts.set(key, i + 1);
    return this.dugoutSlot(f.team, f.where, i);
  }

  /** Draws the whole state at once (after an animation, a load, an undo). */
  setState(s: SquareBoardState): void {
    this.state = s;
    const counts = new Map<string, number>();
    const seen = new Set<number>();
    for (const f of s.figures) {
      const v = this.figureView(f);
      const p = this.placeOf(f, counts);
      v.position.set(p.x, p.y);
      seen.add(f.id);
    }
    for (const [id, v] of this.figures) if (!seen.has(id)) v.visible = false;
    this.drawBall();
    this.render();
    this.onLayout?.();
  }

  /** Where each figure off the pitch is drawn (reserves, knocked out, casualties, sent off). */
  dugoutSpots(): DugoutSpot[] {
    const s = this.world.scale.x || 1;
    const out: DugoutSpot[] = [];
    for (const f of this.state.figures) {
      const v = this.figures.get(f.id);
      if (f.where === 'pitch' || !v) continue;
      out.push({ id: f.id, where: f.where, x: this.world.x + v.x * s, y: this.world.y + v.y * s, size: SQUARE * 0.9 * s });
    }
    return out;
  }

  /** What a figure is drawn as now (team colours and shirt number), for tests and the e2e harness. */
  figureLook(id: number): Pick<SquareFigure, 'colours' | 'number'> | null {
    const f = this.state.figures.find((x) => x.id === id);
    return f ? { colours: { ...f.colours }, number: f.number } : null;
  }

  private ballPoint(): Point | null {
    const b = this.state.ball;
    if (!b) return null;
    if ('square' in b) return this.centre(b.square);
    const v = this.figures.get(b.carrier);
    return v ? { x: v.x + SQUARE * 0.28, y: v.y - SQUARE * 0.28 } : null;
  }

  /** Places the ball (drawn once; a flight only moves it, no new geometry each frame). */
  private drawBall(at: Point | null = this.ballPoint()): void {
    const g = this.ballView;
    g.visible = at !== null;
    if (at) g.position.set(at.x, at.y);
  }

  /** A figure moves one square (a step, a push, a follow-up); a carried ball goes with it. */
  async moveFigure(id: number, to: number, ms = 180): Promise<void> {
    const v = this.figures.get(id);
    if (!v) return;
    const from = { x: v.x, y: v.y };
    const end = this.centre(to);
    const carried = this.state.ball && 'carrier' in this.state.ball && this.state.ball.carrier === id;
    await this.tween(ms, (t) => {
      v.position.set(from.x + (end.x - from.x) * t, from.y + (end.y - from.y) * t);
      if (carried) this.drawBall({ x: v.x + SQUARE * 0.28, y: v.y - SQUARE * 0.28 });
    });
  }

  /** A figure goes down: a short shake and flattening (the redraw from the state shows it prone). */
  knockDown(id: number): Promise<void> {
    return this.shake(id, 0.4);
  }

  /** The ball flies (a kick, a pass, a bounce, a throw-in) from one square to another, in an arc. */
  async ballFlight(from: number, to: number, ms = 420): Promise<void> {
    const a = this.centre(from);
    const b = this.centre(to);
    const lift = Math.min(3, this.topology.distance(from, to)) * SQUARE * 0.3;
    await this.tween(ms, (t) => this.drawBall({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t - Math.sin(Math.PI * t) * lift }));
  }
}
