// The stage: one Pixi Application and its world container, the static board art rasterised under
// the WebGL canvas, resizing (fit and crisp text), and a ticker that runs only while something
// moves (render on demand). Pixi objects are marked raw so Vue never makes them reactive.
// Pixi v8 compiles shaders with `new Function` unless this polyfill comes first (CSP has no unsafe-eval).
import 'pixi.js/unsafe-eval';
import { Application, Container, UPDATE_PRIORITY } from 'pixi.js';
import { markRaw } from 'vue';
import type { BoardView } from './board';
import { type Fit, type Rect, fitBounds } from './layout';
import { StaticUnder } from './staticUnder';
import { COLOURS } from './theme';

export interface StageHooks {
  /** Every frame, with the ticker's delta in ms (capped) and the real elapsed ms. */
  tick: (deltaMs: number, elapsedMs: number) => void;
  /** Whether anything still moves after this frame: the ticker stops after two quiet frames. */
  busy: () => boolean;
  /** The on-screen text resolution changed (a resize): everything with text re-rasterises, and
   * sizes itself to stay legible at the new fit `scale` (screen px per board unit). */
  resolution: (res: number, scale: number) => void;
}

export class ArenaStage {
  readonly app = markRaw(new Application());
  /** Everything that moves or changes, in world units; the stage scales and places it. */
  readonly world = markRaw(new Container());
  /** The static board: drawn by Pixi once per size into a plain 2D canvas under the WebGL canvas. */
  private readonly under = new StaticUnder(COLOURS.background);
  private fit: Fit = { scale: 1, x: 0, y: 0 };
  private lastW = 0;
  private lastH = 0;
  private quietFrames = 0;
  private framesDrawn = 0;
  private destroyed = false;

  constructor(
    private readonly board: BoardView,
    private readonly hooks: StageHooks,
  ) {}

  /** Creates the Pixi application inside `host` (which should have a size) with these layers, bottom first. */
  async init(host: HTMLElement, layers: readonly Container[]): Promise<void> {
    const w = Math.max(1, host.clientWidth);
    const h = Math.max(1, host.clientHeight);
    // Frame cost in software WebGL (SwiftShader, as in headless Chromium or a machine without a GPU)
    // is mostly fill: every pixel the canvas covers, every frame. So the canvas is transparent and
    // carries only what moves; the static pitch sits under it in a 2D canvas drawn once per size
    // (antialiased through a multisampled render texture), and the context has no MSAA of its own.
    await this.app.init({
      width: w,
      height: h,
      backgroundAlpha: 0,
      antialias: false,
      resolution: window.devicePixelRatio || 1,
      autoDensity: true,
      preference: 'webgl',
    });
    this.under.mount(host, this.app.canvas);

    this.world.addChild(...layers);
    this.app.stage.addChild(this.world);
    this.app.stage.eventMode = 'static';
    this.app.stage.hitArea = this.app.screen;
    this.app.ticker.add(this.onTick);
    // After the frame is drawn: stop the ticker once nothing moves; wake() starts it again.
    this.app.ticker.add(this.onAfterRender, undefined, UPDATE_PRIORITY.UTILITY);
    this.resize(w, h);
  }

  resize(width: number, height: number): void {
    if (this.destroyed) return;
    const w = Math.max(1, Math.floor(width));
    const h = Math.max(1, Math.floor(height));
    // Re-caching the pitch is costly: only on a real size change.
    if (w === this.lastW && h === this.lastH) return;
    this.lastW = w;
    this.lastH = h;
    this.app.renderer.resize(w, h);
    this.fit = fitBounds(this.board.bounds, w, h, 6);
    this.world.scale.set(this.fit.scale);
    this.world.position.set(this.fit.x, this.fit.y);
    // Rasterise text and the cached pitch at the on-screen scale so nothing is stretched.
    const textRes = Math.max(1, (window.devicePixelRatio || 1) * this.fit.scale);
    this.board.setResolution(textRes, this.fit.scale);
    this.hooks.resolution(textRes, this.fit.scale);
    this.drawArt(w, h);
    this.app.render();
  }

  /** Renders the board's static art at the current fit into the 2D canvas under the WebGL canvas. */
  private drawArt(w: number, h: number): void {
    this.under.paint(this.app.renderer, this.board.art, w, h, this.fit);
  }

  get currentFit(): Fit {
    return this.fit;
  }

  /**
   * A picture of part of the board as drawn now (the static pitch under the moving layers), for
   * the rules reference's diagrams. `rect` is in CSS pixels of the canvas. Rendered and copied in
   * one go: a WebGL canvas keeps its picture only until the frame is handed to the screen.
   */
  snapshot(rect: Rect): HTMLCanvasElement {
    this.app.render();
    const dpr = window.devicePixelRatio || 1;
    const out = document.createElement('canvas');
    out.width = Math.max(1, Math.round(rect.w * dpr));
    out.height = Math.max(1, Math.round(rect.h * dpr));
    const ctx = out.getContext('2d');
    if (!ctx) return out;
    const sx = rect.x * dpr;
    const sy = rect.y * dpr;
    for (const layer of [this.under.canvas, this.app.canvas]) ctx.drawImage(layer, sx, sy, out.width, out.height, 0, 0, out.width, out.height);
    return out;
  }

  get canvas(): HTMLCanvasElement {
    return this.app.canvas;
  }

  /** The text resolution for something created after the last resize. */
  get textResolution(): number {
    return Math.max(1, (window.devicePixelRatio || 1) * this.fit.scale);
  }

  get isDestroyed(): boolean {
    return this.destroyed;
  }

  /** Something changed: draw frames again until everything is still. */
  wake(): void {
    if (this.destroyed) return;
    this.quietFrames = 0;
    if (!this.app.ticker.started) this.app.ticker.start();
  }

  /** Whether the stage is drawing frames (false once idle: it renders on demand). */
  get rendering(): boolean {
    return this.app.ticker.started;
  }

  /** Frames drawn since creation (the e2e check that an idle arena draws none). */
  get frameCount(): number {
    return this.framesDrawn;
  }

  private readonly onTick = (): void => {
    this.framesDrawn++;
    // The bench wants real frame times: elapsedMS is not capped the way deltaMS is (100 ms).
    this.hooks.tick(this.app.ticker.deltaMS, this.app.ticker.elapsedMS);
  };

  private readonly onAfterRender = (): void => {
    if (this.hooks.busy()) this.quietFrames = 0;
    else if (++this.quietFrames >= 2) this.app.ticker.stop();
  };

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.app.ticker.remove(this.onTick);
    this.app.ticker.remove(this.onAfterRender);
    this.app.destroy(true, { children: true });
    this.board.destroy();
    this.under.remove();
  }
}
