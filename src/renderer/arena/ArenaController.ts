// The arena: one Pixi Application drawing the view-model and playing animations from a queue.
// Plain class (never reactive). Vue wraps it in ArenaView.vue; tests and the bench drive it directly.
// Pixi v8 compiles shaders with `new Function` unless this polyfill comes first (CSP has no unsafe-eval).
import 'pixi.js/unsafe-eval';
import { Application, Container, Graphics, Matrix, RenderTexture, type Text, UPDATE_PRIORITY, type FederatedPointerEvent } from 'pixi.js';
import { type Direction, direction as wrapDirection } from '../../shared/hex';
import { type HexId, OFF_PITCH } from '../../shared/pitch';
import { Celebration } from './celebration';
import { DiceTray, type TrayInfo } from './diceTray';
import { FigureDrag } from './drag';
import { FigureView } from './figureView';
import { HexMarks } from './hexMarks';
import { TURN_MS, easeInOut, easeOut, hexDirection, moveSegment, turnSegment, walkSegments } from './motion';
import {
  FIGURE_RADIUS, type Fit, HEX, HEX_X, HEX_Y, OFF_PITCH_SCALE, type Point, RUSH_CELLS, SCORE_CELLS, benchSlot, cageSlot,
  fitBounds, pickHex, rushSide, scoreCellIndex, viewToWorld, worldBounds,
} from './layout';
import type { AnimationSpeed, ArenaFigure, ArenaSide, ArenaState, BallPlace, DieFace, HexHighlight, ScatterStep } from './model';
import { type Polyline, arcHeight, launchPolyline, scatterPolyline } from './paths';
import { type PitchLabels, buildPitch } from './pitchArt';
import { ArenaOverlays, type ThreatMark, type ZoneMark } from './overlays';
import { AnimationQueue, type Segment } from './queue';
import type { ArenaTexts } from './texts';
import { COLOURS, sideColour } from './theme';

export interface ArenaHandlers {
  hexClick?: (hex: HexId) => void;
  hexHover?: (hex: HexId | null) => void;
  figureClick?: (figureId: string, hex: HexId | null) => void;
  /** Whether a figure may be dragged now (set-up). */
  canDrag?: (figureId: string) => boolean;
  /** A dragged figure was dropped on `hex` (null: off the pitch); true when the screen took it. */
  figureDrop?: (figureId: string, hex: HexId | null) => boolean;
}

export interface ArenaOptions {
  /** The words on the pitch, the dice tray and the celebration (from vue-i18n: see texts.ts). */
  labels: PitchLabels;
  texts: ArenaTexts;
  handlers?: ArenaHandlers;
  speed?: AnimationSpeed;
}

const BALL_ROLL_SPEED = 0.42; // world units per ms
const CARRY_OFFSET: Point = { x: FIGURE_RADIUS * 0.72, y: FIGURE_RADIUS * 0.62 };


interface Flash {
  g: Graphics;
  life: number;
  age: number;
  grow: number;
}

export class ArenaController {
  readonly queue = new AnimationQueue();
  private readonly app = new Application();
  private readonly world = new Container();
  /** The static pitch: drawn by Pixi once per size into a plain 2D canvas under the WebGL canvas. */
  private pitch: Container | null = null;
  private readonly pitchCanvas = document.createElement('canvas');
  private pitchTexts: Text[] = [];
  private readonly markers = new Graphics();
  private readonly overlays = new ArenaOverlays();
  private readonly marks = new HexMarks();
  private readonly figureLayer = new Container();
  private readonly figures = new Map<string, FigureView>();
  private readonly ballShadow = new Graphics();
  private readonly ball = new Graphics();
  private readonly fxLayer = new Container();
  private readonly flashes: Flash[] = [];
  private readonly clash = new Graphics();
  private readonly celebration: Celebration;
  private readonly tray: DiceTray;
  private ballCarrier: string | null = null;
  private ballHex: HexId | null = null;
  private bouncesHit = 0;
  private bouncePoint: Point | null = null;
  private state: ArenaState | null = null;
  private fit: Fit = { scale: 1, x: 0, y: 0 };
  private hovered: HexId | null = null;
  private lastW = 0;
  private lastH = 0;
  private frameListener: ((deltaMs: number) => void) | null = null;
  private destroyed = false;
  private readonly scratch: Point = { x: 0, y: 0 };
  /** Frames in a row with nothing to animate: the ticker stops after a couple (render on demand). */
  private quietFrames = 0;
  private framesDrawn = 0;
  private readonly drag = new FigureDrag(
    () => ({ canDrag: this.handlers.canDrag, drop: this.handlers.figureDrop }),
    (f) => this.figureLayer.addChild(f.root),
  );

  private constructor(private readonly handlers: ArenaHandlers, texts: ArenaTexts) {
    this.celebration = new Celebration(texts.strike);
    this.tray = new DiceTray(texts, (x, y) => this.flashAt(x, y, COLOURS.hexEdge, 20, 300));
  }

  /** Creates the Pixi application inside `host` (which should have a size). */
  static async create(host: HTMLElement, options: ArenaOptions): Promise<ArenaController> {
    const c = new ArenaController(options.handlers ?? {}, options.texts);
    if (options.speed) c.queue.speed = options.speed;
    await c.init(host, options.labels);
    return c;
  }

  private async init(host: HTMLElement, labels: PitchLabels): Promise<void> {
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
    const under = this.pitchCanvas;
    under.setAttribute('aria-hidden', 'true');
    under.style.cssText = `display:block;position:absolute;inset:0;width:100%;height:100%;background:#${COLOURS.background.toString(16).padStart(6, '0')}`;
    host.appendChild(under);
    // Absolutely placed so the canvas never feeds back into its container's size.
    this.app.canvas.style.display = 'block';
    this.app.canvas.style.position = 'absolute';
    this.app.canvas.style.inset = '0';
    host.appendChild(this.app.canvas);

    const { root, texts } = buildPitch(labels);
    this.pitch = root;
    this.pitchTexts = texts;

    this.drawBall();
    this.clash.visible = false;
    this.fxLayer.addChild(this.clash, this.celebration.root, this.tray.root);

    this.world.addChild(
      this.markers, this.overlays.under, this.marks.highlights, this.marks.path, this.figureLayer,
      this.ballShadow, this.ball, this.marks.labels, this.overlays.over, this.fxLayer,
    );
    this.app.stage.addChild(this.world);

    this.app.stage.eventMode = 'static';
    this.app.stage.hitArea = this.app.screen;
    this.app.stage.on('pointermove', this.onPointerMove);
    this.app.stage.on('pointerleave', this.onPointerLeave);
    this.app.stage.on('pointertap', this.onPointerTap);
    this.app.stage.on('pointerdown', this.onPointerDown);
    this.app.stage.on('pointerup', this.onPointerUp);
    this.app.stage.on('pointerupoutside', this.onPointerUpOutside);

    this.app.ticker.add(this.onTick);
    // After the frame is drawn: stop the ticker once nothing moves; wake() starts it again.
    this.app.ticker.add(this.onAfterRender, undefined, UPDATE_PRIORITY.UTILITY);
    this.resize(w, h);
  }

  // ------------------------------------------------------------------------------------------
  // Size and crispness

  resize(width: number, height: number): void {
    if (this.destroyed) return;
    const w = Math.max(1, Math.floor(width));
    const h = Math.max(1, Math.floor(height));
    // Re-caching the pitch is costly: only on a real size change.
    if (w === this.lastW && h === this.lastH) return;
    this.lastW = w;
    this.lastH = h;
    this.app.renderer.resize(w, h);
    this.fit = fitBounds(worldBounds(), w, h, 6);
    this.world.scale.set(this.fit.scale);
    this.world.position.set(this.fit.x, this.fit.y);
    // Rasterise text and the cached pitch at the on-screen scale so nothing is stretched.
    const res = (window.devicePixelRatio || 1) * this.fit.scale;
    const textRes = Math.max(1, res);
    for (const f of this.figures.values()) f.setResolution(textRes);
    this.marks.setResolution(textRes);
    this.overlays.setResolution(textRes);
    this.celebration.setResolution(textRes);
    this.tray.setResolution(textRes);
    this.drawPitch(w, h, textRes);
    this.app.render();
  }

  /** Renders the static pitch at the current fit into the 2D canvas under the WebGL canvas. */
  private drawPitch(w: number, h: number, textRes: number): void {
    if (!this.pitch) return;
    for (const t of this.pitchTexts) t.resolution = textRes;
    const dpr = window.devicePixelRatio || 1;
    const target = RenderTexture.create({ width: w, height: h, resolution: dpr, antialias: true });
    const { scale, x, y } = this.fit;
    this.app.renderer.render({ container: this.pitch, target, clear: true, clearColor: COLOURS.background, transform: new Matrix(scale, 0, 0, scale, x, y) });
    const src = this.app.renderer.extract.canvas(target) as HTMLCanvasElement;
    const c = this.pitchCanvas;
    c.width = src.width;
    c.height = src.height;
    c.getContext('2d')?.drawImage(src, 0, 0);
    target.destroy(true);
  }

  get currentFit(): Fit {
    return this.fit;
  }

  get canvas(): HTMLCanvasElement {
    return this.app.canvas;
  }

  // ------------------------------------------------------------------------------------------
  // State

  setState(vm: ArenaState): void {
    if (this.destroyed) return;
    this.wake();
    this.drag.cancel();
    this.state = vm;
    const seen = new Set<string>();
    for (const f of vm.figures) {
      seen.add(f.id);
      let view = this.figures.get(f.id);
      if (!view) {
        view = new FigureView(f);
        view.setResolution(Math.max(1, (window.devicePixelRatio || 1) * this.fit.scale));
        this.figures.set(f.id, view);
        this.figureLayer.addChild(view.root);
      } else {
        view.apply(f);
      }
    }
    for (const [id, view] of this.figures) {
      if (!seen.has(id)) {
        view.destroy();
        this.figures.delete(id);
      }
    }
    this.placeFigures();
    this.setBall(vm.ball);
    this.drawMarkers(vm);
  }

  /** Puts every figure where its logical place says: its hex, or its bench/cage slot. */
  private placeFigures(): void {
    const groups = new Map<string, FigureView[]>();
    for (const view of this.figures.values()) {
      view.root.alpha = 1;
      if (view.hex !== null && view.hex !== OFF_PITCH) {
        view.root.position.set(HEX_X[view.hex] ?? 0, HEX_Y[view.hex] ?? 0);
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
        const p = where === 'bench' ? benchSlot(side, i) : cageSlot(side, Number(where) as 1 | 2 | 3, i);
        view.root.position.set(p.x, p.y);
        view.root.scale.set(OFF_PITCH_SCALE);
        view.root.visible = true;
      });
    }
    // Draw lower figures over higher ones (simple depth by y).
    this.figureLayer.children.sort((a, b) => a.y - b.y);
  }

  private setBall(place: BallPlace): void {
    this.ballCarrier = place.kind === 'carried' ? place.figureId : null;
    this.ballHex = place.kind === 'hex' ? place.hex : null;
    this.ball.visible = place.kind !== 'none';
    this.ball.alpha = 1;
    this.ball.scale.set(1);
    this.ballShadow.visible = false;
    if (place.kind === 'hex') this.ball.position.set(HEX_X[place.hex] ?? 0, HEX_Y[place.hex] ?? 0);
    this.syncCarriedBall();
  }

  private syncCarriedBall(): void {
    if (!this.ballCarrier) return;
    const f = this.figures.get(this.ballCarrier);
    if (!f) return;
    const s = f.root.scale.x;
    this.ball.position.set(f.root.x + CARRY_OFFSET.x * s, f.root.y + CARRY_OFFSET.y * s);
  }

  private drawBall(): void {
    const r = HEX * 0.26;
    this.ball.circle(0, 0, r).fill({ color: COLOURS.ball }).stroke({ width: 2, color: COLOURS.ballDark });
    this.ball.arc(0, 0, r * 0.62, -2.3, -0.6).stroke({ width: 2, color: 0xffffff, alpha: 0.75 });
    this.ball.moveTo(-r, 0).lineTo(r, 0).stroke({ width: 1.5, color: COLOURS.ballDark, alpha: 0.8 });
    this.ballShadow.ellipse(0, 0, r * 1.1, r * 0.55).fill({ color: 0x000000, alpha: 0.5 });
  }

  private drawMarkers(vm: ArenaState): void {
    const g = this.markers;
    g.clear();
    RUSH_CELLS.forEach((c, i) => {
      const side = rushSide(i + 1, vm.firstRushSide);
      const col = sideColour(side);
      g.rect(c.x + 4, c.y + c.h - 5, c.w - 8, 3).fill({ color: col, alpha: 0.8 });
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

  // ------------------------------------------------------------------------------------------
  // Overlays

  /** Colours a set of hexes, each with an optional small label. Replaces earlier highlights. */
  highlight(items: readonly HexHighlight[]): void {
    this.wake();
    this.marks.highlight(items);
  }

  clearHighlights(): void {
    this.highlight([]);
  }

  /** Red hexes some standing figure threatens (one player's or all opponents'), stronger at -2. */
  showThreats(items: readonly ThreatMark[]): void {
    this.wake();
    this.overlays.showThreats(items);
  }

  /** The Strike-zone hexes a player could score from, each with a label (the throw's dice). */
  showZones(items: readonly ZoneMark[]): void {
    this.wake();
    this.overlays.showZones(items);
  }

  /** Hexes the prompt's highlight marks now (for tests). */
  get highlightedHexes(): readonly HexId[] {
    return this.marks.shown;
  }

  /** Hexes the overlays mark now (threats, Strike-zone hexes). */
  get overlayCounts(): { threats: number; zones: number } {
    return { ...this.overlays.counts };
  }

  clearOverlays(): void {
    this.wake();
    this.overlays.clear();
  }

  /** A path preview through hex centres (from the first hex), with an arrow head. */
  previewPath(hexes: readonly HexId[] | null, colour: number = COLOURS.select): void {
    this.wake();
    this.marks.previewPath(hexes, colour);
  }

  // ------------------------------------------------------------------------------------------
  // Animation control

  setSpeed(speed: AnimationSpeed): void {
    this.queue.speed = speed;
  }

  /** Finishes every queued animation at once (the skip key). */
  skip(): void {
    this.wake();
    this.queue.skip();
    this.hideTransientFx();
  }

  get animating(): boolean {
    return this.queue.busy;
  }

  /** Called every frame with the ticker's delta in ms (the render bench records with it). */
  onFrame(listener: ((deltaMs: number) => void) | null): void {
    this.frameListener = listener;
  }

  private readonly onTick = (): void => {
    const dt = this.app.ticker.deltaMS;
    this.queue.tick(dt);
    this.syncCarriedBall();
    this.framesDrawn++;
    // Flashes fade. Nothing here allocates. (The selection ring is still: an idle arena draws nothing.)
    for (const fl of this.flashes) {
      if (!fl.g.visible) continue;
      fl.age += dt;
      const p = fl.age / fl.life;
      if (p >= 1) {
        fl.g.visible = false;
        continue;
      }
      fl.g.alpha = 1 - p;
      fl.g.scale.set(1 + fl.grow * p);
    }
    // The bench wants real frame times: elapsedMS is not capped the way deltaMS is (100 ms).
    this.frameListener?.(this.app.ticker.elapsedMS);
  };

  private readonly onAfterRender = (): void => {
    let busy = this.queue.busy || this.drag.active;
    for (const fl of this.flashes) if (fl.g.visible) busy = true;
    if (busy) this.quietFrames = 0;
    else if (++this.quietFrames >= 2) this.app.ticker.stop();
  };

  /** Something changed: draw frames again until everything is still. */
  private wake(): void {
    if (this.destroyed) return;
    this.quietFrames = 0;
    if (!this.app.ticker.started) this.app.ticker.start();
  }

  /** Queues an animation and makes sure frames are drawn to play it. */
  private play(segs: Segment[]): Promise<void> {
    // Torn down (the screen left mid-animation): nothing drives the queue any more, so a later
    // step of the same animation must not wait on it, or the match would wait forever.
    if (this.destroyed) return Promise.resolve();
    this.wake();
    return this.queue.play(segs);
  }

  /** Whether the arena is drawing frames (false once idle: it renders on demand). */
  get rendering(): boolean {
    return this.app.ticker.started;
  }

  /** Frames drawn since creation (the e2e check that an idle arena draws none). */
  get frameCount(): number {
    return this.framesDrawn;
  }

  private hideTransientFx(): void {
    this.clash.visible = false;
    this.celebration.hide();
    this.tray.hide();
    for (const fl of this.flashes) fl.g.visible = false;
  }

  private flashAt(x: number, y: number, colour: number, radius = 14, life = 380): void {
    let fl = this.flashes.find((f) => !f.g.visible);
    if (!fl) {
      fl = { g: new Graphics(), life, age: 0, grow: 1.6 };
      fl.g.circle(0, 0, 1).stroke({ width: 0.25, color: 0xffffff });
      this.fxLayer.addChild(fl.g);
      this.flashes.push(fl);
    }
    fl.g.clear().circle(0, 0, radius).stroke({ width: 4, color: colour }).circle(0, 0, radius * 0.45).fill({ color: colour, alpha: 0.8 });
    fl.g.position.set(x, y);
    fl.g.visible = true;
    fl.g.alpha = 1;
    fl.g.scale.set(1);
    fl.age = 0;
    fl.life = life;
  }

  private fig(id: string): FigureView {
    const f = this.figures.get(id);
    if (!f) throw new RangeError(`no figure ${id} on the arena`);
    return f;
  }

  private readonly raise = (f: FigureView): void => {
    this.figureLayer.addChild(f.root); // on top while moving
  };

  // ------------------------------------------------------------------------------------------
  // Animations: each returns a promise that resolves when it has played, in queue order.

  /** Moves hex by hex along `path` (hexes entered), turning to `facings[i]` in each (default: the way it moves). */
  walk(figureId: string, path: readonly HexId[], facings?: readonly Direction[]): Promise<void> {
    return this.play(walkSegments(this.fig(figureId), path, facings, this.raise));
  }

  turn(figureId: string, facing: Direction): Promise<void> {
    const f = this.fig(figureId);
    return this.play([turnSegment(f, facing, TURN_MS * 1.5)]);
  }

  /** Pushed one hex: a quick shove with a small overshoot. */
  push(figureId: string, toHex: HexId): Promise<void> {
    const f = this.fig(figureId);
    return this.play([
      moveSegment(f, HEX_X[toHex] ?? 0, HEX_Y[toHex] ?? 0, 220, this.raise, (t) => easeOut(t) + Math.sin(t * Math.PI) * 0.12),
      { duration: 0, end: () => (f.hex = toHex) },
    ]);
  }

  fall(figureId: string): Promise<void> {
    const f = this.fig(figureId);
    return this.play([
      {
        duration: 320,
        apply: (p) => f.setLying(easeOut(p)),
        end: () => {
          f.setFallen(true);
          this.flashAt(f.root.x, f.root.y, 0xffffff, 10, 260);
        },
      },
    ]);
  }

  standUp(figureId: string, facing?: Direction): Promise<void> {
    const f = this.fig(figureId);
    const segs: Segment[] = [{ duration: 260, apply: (p) => f.setLying(1 - easeOut(p)), end: () => f.setFallen(false) }];
    if (facing !== undefined) segs.push(turnSegment(f, facing));
    return this.play(segs);
  }

  /** Leaves the pitch for cage zone 1..3 (an armour test went wrong). */
  toCage(figureId: string, zone: 1 | 2 | 3): Promise<void> {
    const f = this.fig(figureId);
    let target: Point = { x: 0, y: 0 };
    let fx = 0;
    let fy = 0;
    return this.play([
      { duration: 150, apply: (p) => (f.root.alpha = 1 - 0.5 * p) },
      {
        duration: 520,
        start: () => {
          const inZone = [...this.figures.values()].filter((o) => o !== f && o.data.side === f.data.side && o.hex === null && o.place?.kind === 'cage' && o.place.zone === zone).length;
          target = cageSlot(f.data.side, zone, inZone);
          fx = f.root.x;
          fy = f.root.y;
          this.figureLayer.addChild(f.root);
        },
        apply: (p) => {
          const e = easeInOut(p);
          f.root.position.set(fx + (target.x - fx) * e, fy + (target.y - fy) * e - Math.sin(p * Math.PI) * 40);
          f.root.scale.set(1 + (OFF_PITCH_SCALE - 1) * e);
        },
        end: () => {
          f.hex = null;
          f.place = { kind: 'cage', zone };
          f.wedge.visible = false;
          f.root.alpha = 1;
          f.setFallen(false);
          f.pips.visible = false;
          if (this.ballCarrier === f.data.id) this.ballCarrier = null;
        },
      },
    ]);
  }

  /** Two figures clash: both lean in, a bright flash between them, both settle back. */
  slamClash(a: string, b: string): Promise<void> {
    const fa = this.fig(a);
    const fb = this.fig(b);
    let ax = 0;
    let ay = 0;
    let bx = 0;
    let by = 0;
    const lean = (p: number): void => {
      const dx = (bx - ax) * 0.16 * p;
      const dy = (by - ay) * 0.16 * p;
      fa.root.position.set(ax + dx, ay + dy);
      fb.root.position.set(bx - dx, by - dy);
    };
    return this.play([
      {
        duration: 170,
        start: () => {
          ax = fa.root.x;
          ay = fa.root.y;
          bx = fb.root.x;
          by = fb.root.y;
        },
        apply: (p) => lean(easeInOut(p)),
      },
      {
        duration: 300,
        start: () => {
          this.clash.clear();
          drawBurst(this.clash, 0, 0, 30, 12, 9);
          this.clash.position.set((ax + bx) / 2, (ay + by) / 2);
          this.clash.visible = true;
        },
        apply: (p) => {
          this.clash.scale.set(0.4 + 0.9 * easeOut(p));
          this.clash.alpha = 1 - p * p;
          this.clash.rotation = p * 0.6;
          const shake = Math.sin(p * 40) * (1 - p) * 2.5;
          fa.root.position.set(ax + (bx - ax) * 0.16 + shake, ay + (by - ay) * 0.16);
          fb.root.position.set(bx - (bx - ax) * 0.16 - shake, by - (by - ay) * 0.16);
        },
        end: () => (this.clash.visible = false),
      },
      { duration: 140, apply: (p) => lean(1 - easeInOut(p)) },
    ]);
  }

  /** The launch: the ball comes in over the wall and rolls along the centre column to its stop. */
  ballLaunch(hexPath: readonly HexId[]): Promise<void> {
    const first = hexPath[0];
    const second = hexPath[1];
    if (first === undefined) return Promise.resolve();
    const d = second !== undefined ? hexDirection(first, second) : 5;
    const entry = wrapDirection((d < 0 ? 2 : d) + 3);
    const line = launchPolyline(hexPath, entry);
    const last = hexPath[hexPath.length - 1] ?? first;
    return this.rollAlong(line, 500 + line.length / (BALL_ROLL_SPEED * 1.4), last, 0.12);
  }

  /** A loose ball's scatter: rolls hex by hex, visibly hitting the wall and leaving at the new angle. */
  ballScatter(steps: readonly ScatterStep[], from?: HexId): Promise<void> {
    let line: Polyline | null = null;
    let lastBounce = -1;
    const out = this.scratch;
    const last = steps[steps.length - 1];
    // The path is built when the scatter starts: the ball is wherever earlier animations left it.
    const seg: Segment = {
      duration: 0,
      start: () => {
        const start = from ?? this.ballHex ?? this.carrierHex() ?? steps[0]?.hex ?? 0;
        line = scatterPolyline(start, steps);
        seg.duration = 200 + line.length / BALL_ROLL_SPEED;
        this.ballCarrier = null;
        this.ball.visible = true;
        lastBounce = -1;
      },
      apply: (p) => {
        if (!line) return;
        const t = easeOut(p);
        line.sample(t, out);
        for (const b of line.bounces) {
          if (b > lastBounce && t >= line.fractionAt(b)) {
            lastBounce = b;
            this.bouncesHit++;
            this.bouncePoint = { x: line.xs[b] ?? 0, y: line.ys[b] ?? 0 };
            this.flashAt(this.bouncePoint.x, this.bouncePoint.y, COLOURS.startLine, 12, 420);
            // The frame that passes the wall draws the ball on it: a slow frame never skips the bounce.
            if (p < 1) {
              out.x = this.bouncePoint.x;
              out.y = this.bouncePoint.y;
            }
          }
        }
        this.ball.position.set(out.x, out.y);
        this.ball.rotation = t * line.length * 0.08;
      },
      end: () => {
        if (last) this.ballHex = last.hex;
      },
    };
    return this.play([seg]);
  }

  private carrierHex(): HexId | null {
    if (!this.ballCarrier) return null;
    return this.figures.get(this.ballCarrier)?.hex ?? null;
  }

  private rollAlong(line: Polyline, ms: number, endHex: HexId, fadeIn = 0): Promise<void> {
    const out = this.scratch;
    return this.play([
      {
        duration: ms,
        start: () => {
          this.ballCarrier = null;
          this.ball.visible = true;
        },
        apply: (p) => {
          const t = easeOut(p);
          line.sample(t, out);
          this.ball.position.set(out.x, out.y);
          this.ball.rotation = t * line.length * 0.08;
          this.ball.alpha = fadeIn > 0 ? Math.min(1, p / fadeIn) : 1;
        },
        end: () => {
          this.ballHex = endHex;
          this.ball.alpha = 1;
        },
      },
    ]);
  }

  /** A throw: the ball flies in an arc from one hex to another, its shadow on the ground. */
  ballThrow(fromHex: HexId, toHex: HexId): Promise<void> {
    const x0 = HEX_X[fromHex] ?? 0;
    const y0 = HEX_Y[fromHex] ?? 0;
    const x1 = HEX_X[toHex] ?? 0;
    const y1 = HEX_Y[toHex] ?? 0;
    const dist = Math.hypot(x1 - x0, y1 - y0);
    const peak = 16 + dist * 0.22;
    return this.play([
      {
        duration: 260 + dist * 0.9,
        start: () => {
          this.ballCarrier = null;
          this.ball.visible = true;
          this.ballShadow.visible = true;
        },
        apply: (p) => {
          const gx = x0 + (x1 - x0) * p;
          const gy = y0 + (y1 - y0) * p;
          const h = arcHeight(p, peak);
          this.ballShadow.position.set(gx, gy + 4);
          this.ballShadow.scale.set(1 - (0.5 * h) / peak);
          this.ballShadow.alpha = 1 - (0.4 * h) / peak;
          this.ball.position.set(gx, gy - h);
          this.ball.scale.set(1 + (0.45 * h) / peak);
          this.ball.rotation = p * 8;
        },
        end: () => {
          this.ballShadow.visible = false;
          this.ball.scale.set(1);
          this.ballHex = toHex;
        },
      },
    ]);
  }

  /** The ball settles into a figure's hands; the figure carries it from now on. */
  ballCaught(figureId: string): Promise<void> {
    const f = this.fig(figureId);
    let bx = 0;
    let by = 0;
    return this.play([
      {
        duration: 180,
        start: () => {
          bx = this.ball.x;
          by = this.ball.y;
          this.ball.visible = true;
        },
        apply: (p) => {
          const tx = f.root.x + CARRY_OFFSET.x;
          const ty = f.root.y + CARRY_OFFSET.y;
          this.ball.position.set(bx + (tx - bx) * p, by + (ty - by) * p);
        },
        end: () => {
          this.ballCarrier = figureId;
          this.ballHex = null;
          this.flashAt(f.root.x, f.root.y, COLOURS.success, FIGURE_RADIUS + 4, 360);
        },
      },
      { duration: 160, apply: (p) => f.body.scale.set(1 + 0.15 * Math.sin(p * Math.PI), (f.fallen ? 0.58 : 1) + 0.15 * Math.sin(p * Math.PI)) },
    ]);
  }

  /** The ball slips: it pops out of the figure's hands (or bounces off it) onto `toHex`/its hex. */
  ballFumble(figureId?: string, toHex?: HexId): Promise<void> {
    let x0 = 0;
    let y0 = 0;
    let x1 = 0;
    let y1 = 0;
    return this.play([
      {
        duration: 380,
        start: () => {
          x0 = this.ball.x;
          y0 = this.ball.y;
          const f = figureId ? this.figures.get(figureId) : undefined;
          const hex = toHex ?? f?.hex ?? this.ballHex;
          x1 = hex !== null && hex !== undefined ? (HEX_X[hex] ?? x0) : x0;
          y1 = hex !== null && hex !== undefined ? (HEX_Y[hex] ?? y0) + 2 : y0;
          this.ballCarrier = null;
          this.ballHex = hex ?? null;
          this.flashAt(x0, y0, COLOURS.red, 10, 300);
        },
        apply: (p) => {
          const h = arcHeight(p, 26);
          this.ball.position.set(x0 + (x1 - x0) * p, y0 + (y1 - y0) * p - h);
          this.ball.rotation = -p * 6;
        },
      },
    ]);
  }

  /** Dice tumble, show their faces, sixes explode into extra dice, successes light up. */
  dice(faces: readonly DieFace[], target: number): Promise<void> {
    return this.play(this.tray.segments(faces, target));
  }

  /** The roll-off: each coach's die, labelled with the team; the winner's (0 or 1, null: a tie) lights up. */
  rollOffDice(faces: readonly [number, number], teams: readonly [string, string], winner: 0 | 1 | null): Promise<void> {
    return this.play(this.tray.rollOff(faces, teams, winner));
  }

  /** The launch die (and the wall die after a 6), before the ball comes out. */
  launchDice(roll: number, wallRoll: number | null): Promise<void> {
    return this.play(this.tray.launch(roll, wallRoll));
  }

  /** A scatter's direction and distance dice, before the ball rolls. */
  scatterDice(directionRoll: number, direction: Direction, distance: number): Promise<void> {
    return this.play(this.tray.scatter(directionRoll, direction, distance));
  }

  /** What the dice tray shows now (the e2e harness checks faces against the log). */
  get diceInfo(): TrayInfo {
    return this.tray.info;
  }

  /** A strike: the points burst out over the pitch in the scoring side's colour. */
  strikeCelebration(points: number, side: ArenaSide = 'home', hex?: HexId): Promise<void> {
    const x = hex !== undefined ? (HEX_X[hex] ?? 0) : 0;
    const y = hex !== undefined ? (HEX_Y[hex] ?? 0) : 0;
    return this.play(this.celebration.segments(points, sideColour(side), x, y));
  }


  // ------------------------------------------------------------------------------------------
  // Input

  private readonly onPointerMove = (e: FederatedPointerEvent): void => {
    const w = viewToWorld(this.fit, e.global.x, e.global.y);
    if (this.drag.move(e.global.x, e.global.y, w.x, w.y)) this.wake();
    const id = pickHex(w.x, w.y);
    const hex = id === OFF_PITCH ? null : id;
    if (hex !== this.hovered) {
      this.hovered = hex;
      this.handlers.hexHover?.(hex);
    }
  };

  private readonly onPointerDown = (e: FederatedPointerEvent): void => {
    const w = viewToWorld(this.fit, e.global.x, e.global.y);
    this.drag.down(this.figureAt(w.x, w.y), e.global.x, e.global.y);
  };

  private readonly onPointerUp = (e: FederatedPointerEvent): void => {
    const w = viewToWorld(this.fit, e.global.x, e.global.y);
    const id = pickHex(w.x, w.y);
    this.wake();
    this.drag.up(id === OFF_PITCH ? null : id);
  };

  private readonly onPointerUpOutside = (): void => {
    this.wake();
    this.drag.up(null);
  };

  private readonly onPointerLeave = (): void => {
    if (this.hovered !== null) {
      this.hovered = null;
      this.handlers.hexHover?.(null);
    }
  };

  private readonly onPointerTap = (e: FederatedPointerEvent): void => {
    if (this.drag.takeTapSwallow()) return;
    const w = viewToWorld(this.fit, e.global.x, e.global.y);
    const fig = this.figureAt(w.x, w.y);
    if (fig) {
      this.handlers.figureClick?.(fig.data.id, fig.hex);
      return;
    }
    const id = pickHex(w.x, w.y);
    if (id !== OFF_PITCH) this.handlers.hexClick?.(id);
  };

  /** The figure under a world point (top-most first). */
  figureAt(wx: number, wy: number): FigureView | null {
    const kids = this.figureLayer.children;
    for (let i = kids.length - 1; i >= 0; i--) {
      const root = kids[i];
      if (!root?.visible) continue;
      const r = FIGURE_RADIUS * root.scale.x;
      if ((root.x - wx) ** 2 + (root.y - wy) ** 2 <= r * r) {
        for (const f of this.figures.values()) if (f.root === root) return f;
      }
    }
    return null;
  }

  /** World position of a figure (for tests and tooltips). */
  figurePosition(id: string): Point | null {
    const f = this.figures.get(id);
    return f ? { x: f.root.x, y: f.root.y } : null;
  }

  /** Where a figure is drawn, in CSS pixels of the canvas. */
  figureScreenPosition(id: string): Point | null {
    const p = this.figurePosition(id);
    return p ? { x: p.x * this.fit.scale + this.fit.x, y: p.y * this.fit.scale + this.fit.y } : null;
  }

  hexScreenPosition(hex: HexId): Point {
    return { x: (HEX_X[hex] ?? 0) * this.fit.scale + this.fit.x, y: (HEX_Y[hex] ?? 0) * this.fit.scale + this.fit.y };
  }

  /** The ball for tests: where it logically is, where it is drawn (world), walls hit since creation. */
  get ballInfo(): { carrier: string | null; hex: HexId | null; visible: boolean; x: number; y: number; bounces: number } {
    return { carrier: this.ballCarrier, hex: this.ballHex, visible: this.ball.visible, x: this.ball.x, y: this.ball.y, bounces: this.bouncesHit };
  }

  /** World point where the ball hit the wall last (null before any bounce). */
  get lastBounce(): Point | null {
    return this.bouncePoint;
  }

  get currentState(): ArenaState | null {
    return this.state;
  }

  figureCount(): number {
    return this.figures.size;
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.queue.clear();
    this.app.ticker.remove(this.onTick);
    this.app.ticker.remove(this.onAfterRender);
    this.app.stage.off('pointerdown', this.onPointerDown);
    this.app.stage.off('pointerup', this.onPointerUp);
    this.app.stage.off('pointerupoutside', this.onPointerUpOutside);
    this.app.stage.off('pointermove', this.onPointerMove);
    this.app.stage.off('pointerleave', this.onPointerLeave);
    this.app.stage.off('pointertap', this.onPointerTap);
    this.figures.clear();
    this.app.destroy(true, { children: true });
    this.pitch?.destroy({ children: true });
    this.pitch = null;
    this.pitchCanvas.remove();
    this.tray.destroy();
  }
}

function drawBurst(g: Graphics, x: number, y: number, outer: number, inner: number, points: number): void {
  const pts: number[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (i * Math.PI) / points;
    pts.push(x + r * Math.cos(a), y + r * Math.sin(a));
  }
  g.poly(pts).fill({ color: 0xffffff }).stroke({ width: 3, color: COLOURS.startLine });
  g.circle(x, y, inner * 0.8).fill({ color: COLOURS.startLine });
}

export type { ArenaFigure };
