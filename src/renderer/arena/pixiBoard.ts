// What the on-demand board views (Blood Bowl's square pitch, Rülerball's ring track) share: one
// Pixi application that never runs its ticker (each change asks for one frame), static art painted
// under the transparent WebGL canvas (staticUnder.ts), picks and hovers through the game's
// topology, highlights' odds labels from a pool, tweens, and a teardown that is safe while `init`
// is still starting the renderer. A view draws its own art, figures and ball; Pixi objects are
// markRaw and live outside Vue.
import 'pixi.js/unsafe-eval';
import { Application, Container } from 'pixi.js';
import { markRaw } from 'vue';
import type { Topology } from '../../shared/game/topology';
import { NO_CELL } from '../../shared/game/topology';
import { LabelPool } from './labelPool';
import { StaticUnder } from './staticUnder';
import { tween } from './tween';

export interface BoardHighlight {
  cell: number;
  colour: number;
  label?: string;
}

export interface Point {
  x: number;
  y: number;
}

export abstract class PixiBoard<H extends BoardHighlight = BoardHighlight> {
  readonly app = markRaw(new Application());
  protected readonly world = markRaw(new Container());
  /** Art that never changes while the view lives: painted under the WebGL canvas once per size. */
  protected readonly staticLayer = markRaw(new Container());
  protected readonly markLabels = markRaw(new Container());
  protected readonly labelPool = new LabelPool(this.markLabels, { fill: 0xffffff, fontSize: 11, fontWeight: '700', fontFamily: 'sans-serif', stroke: { color: 0x000000, width: 3 } });
  protected readonly figures = new Map<number, Container>();
  protected host: HTMLElement | null = null;
  protected destroyed = false;
  /** The host's size last laid out (0 until the first layout). */
  protected lastW = 0;
  protected lastH = 0;
  private readonly under: StaticUnder;
  private resizeObserver: ResizeObserver | null = null;
  private framePending = false;
  private hovered: number | null = null;
  private highlighted: H[] = [];
  /** Animation speed: 1 normal, 0 skips animations. */
  speed = 1;
  onCell: ((cell: number) => void) | null = null;
  /** The cell under the pointer changed (null: off the board or the pointer left). */
  onHover: ((cell: number | null) => void) | null = null;

  constructor(
    protected readonly topology: Topology,
    /** World units per cell, as the topology's `centre` and `cellAt` take it. */
    protected readonly unit: number,
    background: number,
  ) {
    this.under = new StaticUnder(background);
  }

  /** Adds the view's layers to `world` and `staticLayer` and draws its static art (once, at init). */
  protected abstract build(): void;
  /** Scales and places `world` for a host of w x h CSS pixels; returns the world's scale. */
  protected abstract fit(w: number, h: number): number;
  /** Draws one highlight into the view's marks (the labels go through `labelPool`). */
  protected abstract drawMark(h: H): void;
  /** Clears the marks before the highlights are drawn again. */
  protected abstract clearMarks(): void;
  /** After a layout: text resolutions follow the new scale. */
  protected abstract rescaled(scale: number): void;
  /** Whether a world point may pick a cell (the square board's dugouts lie below its pitch). */
  protected pickable(_p: Point): boolean {
    return true;
  }

  async init(host: HTMLElement): Promise<void> {
    await this.app.init({
      width: Math.max(1, host.clientWidth),
      height: Math.max(1, host.clientHeight),
      // Transparent over the painted art. No multisampling: in software WebGL (SwiftShader, a
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
    this.build();
    this.app.stage.addChild(this.world);
    this.app.canvas.addEventListener('pointerdown', this.onPointer);
    this.app.canvas.addEventListener('pointermove', this.onMove);
    this.app.canvas.addEventListener('pointerleave', this.onLeave);
    this.resizeObserver = new ResizeObserver(() => this.resize());
    this.resizeObserver.observe(host);
    this.resize();
  }

  protected centre(cell: number): Point {
    return this.topology.centre(cell, this.unit);
  }

  /** The cell under a client point, or null. */
  private cellUnder(e: PointerEvent): number | null {
    const rect = this.app.canvas.getBoundingClientRect();
    const s = this.world.scale.x || 1;
    const p = { x: (e.clientX - rect.left - this.world.x) / s, y: (e.clientY - rect.top - this.world.y) / s };
    if (!this.pickable(p)) return null;
    const cell = this.topology.cellAt(p, this.unit);
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

  private resize(): void {
    const host = this.host;
    if (!host || this.destroyed) return;
    const w = Math.max(1, host.clientWidth);
    const h = Math.max(1, host.clientHeight);
    // Painting the static art is costly: only on a real size change (the observer also reports the first).
    if (w === this.lastW && h === this.lastH) return;
    this.lastW = w;
    this.lastH = h;
    this.app.renderer.resize(w, h);
    const scale = this.fit(w, h);
    this.world.scale.set(scale);
    this.rescaled(scale);
    this.paintStatic();
    this.render();
    this.laidOut();
  }

  /** Called after each layout (a view whose overlays follow its figures tells its screen). */
  protected laidOut(): void {}

  /** Paints the static art under the WebGL canvas at the current size and fit. */
  protected paintStatic(): void {
    if (this.lastW === 0 || !this.host || this.destroyed) return;
    this.under.paint(this.app.renderer, this.staticLayer, this.lastW, this.lastH, { scale: this.world.scale.x, x: this.world.x, y: this.world.y });
  }

  /** Text rasterised at the on-screen scale times the device pixel ratio. */
  protected textResolutionFor(scale: number): number {
    return Math.max(1, scale * (window.devicePixelRatio || 1));
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

  highlight(items: readonly H[]): void {
    this.highlighted = [...items];
    this.clearMarks();
    this.labelPool.begin();
    for (const h of items) this.drawMark(h);
    this.labelPool.finish();
    this.render();
  }

  get highlightedCells(): readonly number[] {
    return this.highlighted.map((h) => h.cell);
  }

  /** Where a figure is drawn now, in world units (for tests and the e2e harness). */
  figurePoint(id: number): Point | null {
    const v = this.figures.get(id);
    return v && v.visible ? { x: v.x, y: v.y } : null;
  }

  /** A cell's centre in the page's client pixels (the e2e tests click there). */
  clientPoint(cell: number): Point | null {
    if (this.destroyed || !this.host) return null;
    const rect = this.app.canvas.getBoundingClientRect();
    const c = this.centre(cell);
    const s = this.world.scale.x;
    return { x: rect.left + this.world.x + c.x * s, y: rect.top + this.world.y + c.y * s };
  }

  /** Tweens over `ms` scaled by the animation speed, one frame each step (arena/tween.ts). */
  protected tween(ms: number, step: (t: number) => void): Promise<void> {
    return tween({ speed: this.speed, gone: () => this.destroyed, render: () => this.render() }, ms, step);
  }

  /** A figure goes down: a short shake, flattened by `squash` (the redraw from the state shows it down). */
  protected async shake(id: number, squash: number): Promise<void> {
    const v = this.figures.get(id);
    if (!v) return;
    const x = v.x;
    await this.tween(260, (t) => {
      v.x = x + Math.sin(t * Math.PI * 6) * 4 * (1 - t);
      v.scale.y = 1 - squash * t;
    });
    v.x = x;
    v.scale.y = 1;
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.resizeObserver?.disconnect();
    this.under.remove();
    // Never in the stage, so the application does not free it.
    this.staticLayer.destroy({ children: true });
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
