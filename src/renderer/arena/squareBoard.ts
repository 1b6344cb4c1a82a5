// The square board view: a Blood Bowl pitch drawn through the game's square topology (every cell
// centre and every pick comes from `topology.centre` / `topology.cellAt`), with end zones, wide
// zones, the line of scrimmage, dugouts (reserves, knocked out, casualties and sent off), figures
// in team colours (position glyph, number, standing / prone / stunned), the ball, highlights for
// legal targets and short animations (moves, falls, the ball's flight). DreadBall's hex view is
// untouched; this is a separate, smaller Pixi view. Pixi objects are markRaw and live outside Vue.
// Rendering is on demand: the ticker never runs; each change or animation frame renders once. The
// pitch and the dugouts' frames are painted once per size on a 2D canvas under the transparent WebGL
// canvas (staticUnder.ts, as DreadBall's stage does), so a frame draws only what moves.
import 'pixi.js/unsafe-eval';
import { Application, Container, Graphics, Text } from 'pixi.js';
import { LabelPool } from './labelPool';
import { StaticUnder } from './staticUnder';
import { tween } from './tween';
import { drawFigure, setFigureResolution } from './squareFigure';
import { type FigureColours, lookKey } from './squareFigureLook';

export type { FigureColours } from './squareFigureLook';
import { markRaw } from 'vue';
import type { Topology } from '../../shared/game/topology';
import { NO_CELL } from '../../shared/game/topology';

/** World units per square. */
export const SQUARE = 40;
const DUGOUT_H = 3.4 * SQUARE;

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

export interface Highlight {
  cell: number;
  colour: number;
  label?: string;
}

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

export class SquareBoard {
  readonly app = markRaw(new Application());
  private readonly world = markRaw(new Container());
  private readonly art = markRaw(new Graphics());
  private readonly marks = markRaw(new Container());
  /** The pitch and the dugout boxes never change while the board lives: painted under the WebGL canvas once per size. */
  private readonly pitchLayer = markRaw(new Container());
  private readonly under = new StaticUnder(BACKGROUND);
  /** All lit squares in one Graphics, redrawn in place; their odds labels from a pool (no new textures per prompt). */
  private readonly markSquares = markRaw(new Graphics());
  private readonly markLabels = markRaw(new Container());
  private readonly labelPool = new LabelPool(this.markLabels, { fill: 0xffffff, fontSize: 11, fontWeight: '700', fontFamily: 'sans-serif', stroke: { color: 0x000000, width: 3 } });
  /** What each figure was last drawn as: it is drawn again only when that changes. */
  private readonly drawnAs = new Map<number, string>();
  private readonly figureLayer = markRaw(new Container());
  private readonly dugoutLabels = markRaw(new Container());
  private readonly ballView = markRaw(ballGraphics());
  private readonly figures = new Map<number, Container>();
  private state: SquareBoardState = { figures: [], ball: null };
  private highlighted: Highlight[] = [];
  private destroyed = false;
  private host: HTMLElement | null = null;
  private resizeObserver: ResizeObserver | null = null;
  /** Animation speed: 1 normal, 0 skips animations. */
  speed = 1;
  onCell: ((cell: number) => void) | null = null;
  /** The square under the pointer changed (null: off the pitch or the pointer left). */
  onHover: ((cell: number | null) => void) | null = null;
  private hovered: number | null = null;
  /** Figures were placed again (a new state, a resize): dugout spots may have moved. */
  onLayout: (() => void) | null = null;
  /** Each team's main colour: its end zone's tint and its dugout's frame. */
  private teamTints: readonly [number, number] = TEAM_COLOURS;

  constructor(
    private readonly topology: Topology,
    private readonly zones: PitchZones,
    private readonly words: DugoutWords,
  ) {}

  get width(): number {
    return this.zones.width * SQUARE;
  }
  get height(): number {
    return this.zones.height * SQUARE + DUGOUT_H;
  }

  async init(host: HTMLElement): Promise<void> {
    await this.app.init({
      width: Math.max(1, host.clientWidth),
      height: Math.max(1, host.clientHeight),
      // Transparent over the painted pitch. No multisampling: in software WebGL (SwiftShader, a
      // machine without a GPU) it multiplies the fill cost of every frame.
      backgroundAlpha: 0,
      antialias: false,
      resolution: window.devicePixelRatio || 1,
      autoDensity: true,
      autoStart: false,
      preference: 'webgl',
    });
    if (this.destroyed) {
      // Destroyed while the renderer was starting: free it now that it exists.
      this.app.destroy(true, { children: true });
      return;
    }
    this.app.ticker.stop();
    // Only now may frames be drawn (render() and a repaint wait for the host).
    this.host = host;
    this.under.mount(host, this.app.canvas);
    this.marks.addChild(this.markSquares, this.markLabels);
    this.pitchLayer.addChild(this.art, this.dugoutLabels);
    this.world.addChild(this.marks, this.figureLayer, this.ballView);
    this.app.stage.addChild(this.world);
    this.drawPitch();
    this.app.canvas.addEventListener('pointerdown', this.onPointer);
    this.app.canvas.addEventListener('pointermove', this.onMove);
    this.app.canvas.addEventListener('pointerleave', this.onLeave);
    this.resizeObserver = new ResizeObserver(() => this.resize());
    this.resizeObserver.observe(host);
    this.resize();
  }

  /** The pitch square under a client point, or null. */
  private cellUnder(e: PointerEvent): number | null {
    const rect = this.app.canvas.getBoundingClientRect();
    const s = this.world.scale.x || 1;
    const wx = (e.clientX - rect.left - this.world.x) / s;
    const wy = (e.clientY - rect.top - this.world.y) / s;
    if (wy < 0 || wy >= this.zones.height * SQUARE) return null;
    const cell = this.topology.cellAt({ x: wx, y: wy }, SQUARE);
    return cell === NO_CELL ? null : cell;
  }

  private readonly onPointer = (e: PointerEvent): void => {
    const cell = this.cellUnder(e);
    if (cell !== null) this.onCell?.(cell);
  };

  private readonly onMove = (e: PointerEvent): void => {
    const cell = this.cellUnder(e);
    if (cell === this.hovered) return;
    this.hovered = cell;
    this.onHover?.(cell);
  };

  private readonly onLeave = (): void => {
    if (this.hovered === null) return;
    this.hovered = null;
    this.onHover?.(null);
  };

  private lastW = 0;
  private lastH = 0;
  /** Text rasterised at the on-screen scale times the device pixel ratio. */
  private textResolution = 1;
  private resize(): void {
    const host = this.host;
    if (!host || this.destroyed) return;
    const w = Math.max(1, host.clientWidth);
    const h = Math.max(1, host.clientHeight);
    // Painting the pitch is costly: only on a real size change (the observer also reports the first).
    if (w === this.lastW && h === this.lastH) return;
    this.lastW = w;
    this.lastH = h;
    this.app.renderer.resize(w, h);
    const scale = Math.min(w / this.width, h / this.height);
    this.world.scale.set(scale);
    this.world.position.set((w - this.width * scale) / 2, (h - this.height * scale) / 2);
    this.paintPitch();
    this.render();
    this.onLayout?.();
  }

  /** Paints the pitch under the WebGL canvas at the current size and fit. */
  private paintPitch(): void {
    if (this.lastW === 0) return;
    const scale = this.world.scale.x;
    // The captions rasterised at the on-screen scale, so they stay sharp on a large window.
    const textRes = Math.max(1, scale * (window.devicePixelRatio || 1));
    for (const label of this.dugoutLabels.children) if (label instanceof Text) label.resolution = textRes;
    if (textRes !== this.textResolution) {
      this.textResolution = textRes;
      for (const v of this.figures.values()) setFigureResolution(v, textRes);
    }
    this.under.paint(this.app.renderer, this.pitchLayer, this.lastW, this.lastH, { scale, x: this.world.x, y: this.world.y });
  }

  /**
   * Asks for a frame: drawn once at the next animation frame however many changes come before it
   * (a decision sets the state, the highlights and the cursor; each draw is a full software-WebGL
   * frame on a machine without a GPU).
   */
  render(): void {
    if (this.framePending || this.destroyed || !this.host) return;
    this.framePending = true;
    requestAnimationFrame(() => {
      this.framePending = false;
      if (!this.destroyed && this.host) this.app.render();
    });
  }
  private framePending = false;

  private centre(cell: number): { x: number; y: number } {
    return this.topology.centre(cell, SQUARE);
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
        const label = markRaw(new Text({ text: this.words[k], style: { fill: 0xdfe7e1, fontSize: 13, fontFamily: 'sans-serif' } }));
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
    this.paintPitch();
  }

  /** Left edge of dugout box `i` (reserves take half, KO and casualties a quarter each). */
  private dugoutBoxX(i: number, w: number): number {
    return i === 0 ? 0 : i === 1 ? w / 2 : (3 * w) / 4;
  }

  /** Where a figure off the pitch sits: its team's dugout, in its box, `index`-th. */
  private dugoutSlot(team: 0 | 1, where: SquareFigure['where'], index: number): { x: number; y: number } {
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

  private placeOf(f: SquareFigure, counts: Map<string, number>): { x: number; y: number } {
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

  private ballPoint(): { x: number; y: number } | null {
    const b = this.state.ball;
    if (!b) return null;
    if ('square' in b) return this.centre(b.square);
    const v = this.figures.get(b.carrier);
    return v ? { x: v.x + SQUARE * 0.28, y: v.y - SQUARE * 0.28 } : null;
  }

  /** Places the ball (drawn once; a flight only moves it, no new geometry each frame). */
  private drawBall(at: { x: number; y: number } | null = this.ballPoint()): void {
    const g = this.ballView;
    g.visible = at !== null;
    if (at) g.position.set(at.x, at.y);
  }

  highlight(items: readonly Highlight[]): void {
    this.highlighted = [...items];
    const g = this.markSquares;
    g.clear();
    this.labelPool.begin();
    for (const h of items) {
      const c = this.centre(h.cell);
      g.rect(c.x - SQUARE / 2 + 2, c.y - SQUARE / 2 + 2, SQUARE - 4, SQUARE - 4).fill({ color: h.colour, alpha: 0.3 }).stroke({ color: h.colour, width: 2 });
      // The pool centres its labels: half a line above the square's bottom edge.
      if (h.label) this.labelPool.place(h.label, c.x, c.y + SQUARE / 2 - 8);
    }
    this.labelPool.finish();
    this.render();
  }

  get highlightedCells(): readonly number[] {
    return this.highlighted.map((h) => h.cell);
  }

  /** Where a figure is drawn now (for tests and the e2e harness). */
  figurePoint(id: number): { x: number; y: number } | null {
    const v = this.figures.get(id);
    return v && v.visible ? { x: v.x, y: v.y } : null;
  }

  /** A square's centre in the page's client pixels (the e2e tests click there). */
  clientPoint(cell: number): { x: number; y: number } | null {
    if (this.destroyed || !this.host) return null;
    const rect = this.app.canvas.getBoundingClientRect();
    const c = this.centre(cell);
    const s = this.world.scale.x;
    return { x: rect.left + this.world.x + c.x * s, y: rect.top + this.world.y + c.y * s };
  }

  /** Tweens over `ms` scaled by the animation speed, one frame each step (arena/tween.ts). */
  private tween(ms: number, step: (t: number) => void): Promise<void> {
    return tween({ speed: this.speed, gone: () => this.destroyed, render: () => this.render() }, ms, step);
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
  async knockDown(id: number): Promise<void> {
    const v = this.figures.get(id);
    if (!v) return;
    const x = v.x;
    await this.tween(260, (t) => {
      v.x = x + Math.sin(t * Math.PI * 6) * 4 * (1 - t);
      v.scale.y = 1 - 0.4 * t;
    });
    v.x = x;
    v.scale.y = 1;
  }

  /** The ball flies (a kick, a pass, a bounce, a throw-in) from one square to another, in an arc. */
  async ballFlight(from: number, to: number, ms = 420): Promise<void> {
    const a = this.centre(from);
    const b = this.centre(to);
    const lift = Math.min(3, this.topology.distance(from, to)) * SQUARE * 0.3;
    await this.tween(ms, (t) => this.drawBall({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t - Math.sin(Math.PI * t) * lift }));
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.resizeObserver?.disconnect();
    this.under.remove();
    // Never in the stage, so the application does not free it.
    this.pitchLayer.destroy({ children: true });
    // Not started yet (or still starting): init frees it when it finishes.
    if (!this.app.renderer) return;
    this.app.canvas?.removeEventListener('pointerdown', this.onPointer);
    this.app.canvas?.removeEventListener('pointermove', this.onMove);
    this.app.canvas?.removeEventListener('pointerleave', this.onLeave);
    try {
      this.app.destroy(true, { children: true });
    } catch {
      // A view destroyed before its init finished has nothing to free.
    }
  }
}
