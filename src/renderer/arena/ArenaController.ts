// The arena: the one object the match screen, the e2e harness and the render bench drive. It puts
// together the stage (Pixi Application, layers, resize, ticker: stage.ts), a board view (the hex
// pitch: hexBoard.ts, behind board.ts's BoardView), the figures and ball (figures.ts), the
// animations (animations.ts, played in order by the queue) and pointer input (input.ts).
// Plain class, marked raw: never reactive. Vue wraps it in ArenaView.vue.
import { type Container, Text } from 'pixi.js';
import { markRaw } from 'vue';
import type { Direction } from '../../shared/hex';
import type { HexId } from '../../shared/games/dreadball/pitch';
import { ArenaAnimations } from './animations';
import type { BoardView } from './board';
import type { TrayInfo } from './diceTray';
import { type BallInfo, ArenaFigures } from './figures';
import type { FigureView } from './figureView';
import { ArenaFx } from './fx';
import { HexBoardView } from './hexBoard';
import { type ArenaHandlers, ArenaInput } from './input';
import type { Fit, Point, Rect } from './layout';
import type { AnimationSpeed, ArenaFigure, ArenaSide, ArenaState, DieFace, HexHighlight, ScatterStep } from './model';
import type { ThreatMark, ZoneMark } from './overlays';
import type { PitchLabels } from './pitchArt';
import { AnimationQueue, type Segment } from './queue';
import { ArenaStage } from './stage';
import type { ArenaTexts } from './texts';

export type { ArenaHandlers };

/** A text as it shows on the canvas (CSS pixels). */
export interface ScreenText {
  text: string;
  px: number;
  box: { x: number; y: number; w: number; h: number };
}

export interface ArenaOptions {
  /** The words on the pitch, the dice tray and the celebration (from vue-i18n: see texts.ts). */
  labels: PitchLabels;
  texts: ArenaTexts;
  handlers?: ArenaHandlers;
  speed?: AnimationSpeed;
}

export class ArenaController {
  readonly queue = new AnimationQueue();
  private readonly board: BoardView;
  private readonly stage: ArenaStage;
  private readonly figures: ArenaFigures;
  private readonly fx: ArenaFx;
  private readonly anim: ArenaAnimations;
  private input: ArenaInput | null = null;
  private state: ArenaState | null = null;
  private frameListener: ((deltaMs: number) => void) | null = null;
  private destroyed = false;

  private constructor(
    private readonly handlers: ArenaHandlers,
    labels: PitchLabels,
    texts: ArenaTexts,
  ) {
    markRaw(this);
    this.board = new HexBoardView(labels);
    this.figures = new ArenaFigures(this.board);
    this.fx = new ArenaFx(texts);
    this.anim = new ArenaAnimations(this.board, this.figures, this.fx, (segs) => this.play(segs));
    this.stage = new ArenaStage(this.board, {
      tick: this.onTick,
      busy: () => this.queue.busy || (this.input?.drag.active ?? false) || this.fx.busy,
      resolution: (res, scale) => {
        this.figures.setResolution(res, scale);
        this.fx.setResolution(res, scale);
      },
    });
  }

  /** Creates the Pixi application inside `host` (which should have a size). */
  static async create(host: HTMLElement, options: ArenaOptions): Promise<ArenaController> {
    const c = new ArenaController(options.handlers ?? {}, options.labels, options.texts);
    if (options.speed) c.queue.speed = options.speed;
    const f = c.figures;
    await c.stage.init(host, [c.board.under, f.layer, f.ballShadow, f.ball, c.board.over, c.fx.layer]);
    c.input = new ArenaInput(c.stage.app.stage, c.board, f, c.handlers, () => c.stage.currentFit, () => c.wake());
    return c;
  }

  // ------------------------------------------------------------------ size

  resize(width: number, height: number): void {
    if (!this.destroyed) this.stage.resize(width, height);
  }

  get currentFit(): Fit {
    return this.stage.currentFit;
  }

  get canvas(): HTMLCanvasElement {
    return this.stage.canvas;
  }

  // ------------------------------------------------------------------ state

  setState(vm: ArenaState): void {
    if (this.destroyed) return;
    this.wake();
    this.input?.drag.cancel();
    this.state = vm;
    this.figures.apply(vm.figures, this.stage.textResolution);
    this.figures.setBall(vm.ball);
    this.board.drawState(vm);
  }

  get currentState(): ArenaState | null {
    return this.state;
  }

  figureCount(): number {
    return this.figures.size;
  }

  // ------------------------------------------------------------------ marks and overlays (the board view)

  /** Colours a set of hexes, each with an optional small label. Replaces earlier highlights. */
  highlight(items: readonly HexHighlight[]): void {
    this.wake();
    this.board.highlight(items);
  }

  clearHighlights(): void {
    this.highlight([]);
  }

  /** Red hexes some standing figure threatens (one player's or all opponents'), stronger at -2. */
  showThreats(items: readonly ThreatMark[]): void {
    this.wake();
    this.board.showThreats(items);
  }

  /** The Strike-zone hexes a player could score from, each with a label (the throw's dice). */
  showZones(items: readonly ZoneMark[]): void {
    this.wake();
    this.board.showZones(items);
  }

  clearOverlays(): void {
    this.wake();
    this.board.clearOverlays();
  }

  /** A path preview through hex centres (from the first hex), with an arrow head. */
  previewPath(hexes: readonly HexId[] | null, colour?: number): void {
    this.wake();
    this.board.previewPath(hexes, colour);
  }

  /** Hexes the prompt's highlight marks now (for tests). */
  get highlightedHexes(): readonly HexId[] {
    return this.board.highlighted;
  }

  /** Hexes the overlays mark now (threats, Strike-zone hexes). */
  get overlayCounts(): { threats: number; zones: number } {
    return this.board.overlayCounts;
  }

  // ------------------------------------------------------------------ animation control

  setSpeed(speed: AnimationSpeed): void {
    this.queue.speed = speed;
  }

  /** Finishes every queued animation at once (the skip key). */
  skip(): void {
    this.wake();
    this.queue.skip();
    this.fx.hide();
  }

  get animating(): boolean {
    return this.queue.busy;
  }

  /** Called every frame with the real frame time in ms (the render bench records with it). */
  onFrame(listener: ((deltaMs: number) => void) | null): void {
    this.frameListener = listener;
  }

  /** Whether the arena is drawing frames (false once idle: it renders on demand). */
  get rendering(): boolean {
    return this.stage.rendering;
  }

  /** Frames drawn since creation (the e2e check that an idle arena draws none). */
  get frameCount(): number {
    return this.stage.frameCount;
  }

  private readonly onTick = (dt: number, elapsed: number): void => {
    this.queue.tick(dt);
    this.figures.syncCarriedBall();
    this.fx.tick(dt);
    this.frameListener?.(elapsed);
  };

  private wake(): void {
    if (!this.destroyed) this.stage.wake();
  }

  /** Queues an animation and makes sure frames are drawn to play it. */
  private play(segs: Segment[]): Promise<void> {
    // Torn down (the screen left mid-animation): nothing drives the queue any more, so a later
    // step of the same animation must not wait on it, or the match would wait forever.
    if (this.destroyed) return Promise.resolve();
    this.wake();
    return this.queue.play(segs);
  }

  // ------------------------------------------------------------------ animations (animations.ts), in queue order

  /** Moves hex by hex along `path` (hexes entered), turning to `facings[i]` in each (default: the way it moves). */
  walk(figureId: string, path: readonly HexId[], facings?: readonly Direction[]): Promise<void> {
    return this.anim.walk(figureId, path, facings);
  }

  turn(figureId: string, facing: Direction): Promise<void> {
    return this.anim.turn(figureId, facing);
  }

  push(figureId: string, toHex: HexId): Promise<void> {
    return this.anim.push(figureId, toHex);
  }

  fall(figureId: string): Promise<void> {
    return this.anim.fall(figureId);
  }

  standUp(figureId: string, facing?: Direction): Promise<void> {
    return this.anim.standUp(figureId, facing);
  }

  toCage(figureId: string, zone: 1 | 2 | 3): Promise<void> {
    return this.anim.toCage(figureId, zone);
  }

  slamClash(a: string, b: string): Promise<void> {
    return this.anim.slamClash(a, b);
  }

  ballLaunch(hexPath: readonly HexId[]): Promise<void> {
    return this.anim.ballLaunch(hexPath);
  }

  ballScatter(steps: readonly ScatterStep[], from?: HexId): Promise<void> {
    return this.anim.ballScatter(steps, from);
  }

  ballThrow(fromHex: HexId, toHex: HexId): Promise<void> {
    return this.anim.ballThrow(fromHex, toHex);
  }

  ballCaught(figureId: string): Promise<void> {
    return this.anim.ballCaught(figureId);
  }

  ballFumble(figureId?: string, toHex?: HexId): Promise<void> {
    return this.anim.ballFumble(figureId, toHex);
  }

  dice(faces: readonly DieFace[], target: number): Promise<void> {
    return this.anim.dice(faces, target);
  }

  rollOffDice(faces: readonly [number, number], teams: readonly [string, string], winner: 0 | 1 | null): Promise<void> {
    return this.anim.rollOffDice(faces, teams, winner);
  }

  launchDice(roll: number, wallRoll: number | null): Promise<void> {
    return this.anim.launchDice(roll, wallRoll);
  }

  scatterDice(directionRoll: number, direction: Direction, distance: number): Promise<void> {
    return this.anim.scatterDice(directionRoll, direction, distance);
  }

  strikeCelebration(points: number, side: ArenaSide = 'home', hex?: HexId): Promise<void> {
    return this.anim.strikeCelebration(points, side, hex);
  }

  /** What the dice tray shows now (the e2e harness checks faces against the log). */
  get diceInfo(): TrayInfo {
    return this.fx.tray.info;
  }

  // ------------------------------------------------------------------ where things are (input, tests)

  /** The figure under a world point (top-most first). */
  figureAt(wx: number, wy: number): FigureView | null {
    return this.figures.figureAt(wx, wy);
  }

  /** World position of a figure (for tests and tooltips). */
  figurePosition(id: string): Point | null {
    const f = this.figures.get(id);
    return f ? { x: f.root.x, y: f.root.y } : null;
  }

  /** Where a figure is drawn, in CSS pixels of the canvas. */
  figureScreenPosition(id: string): Point | null {
    const p = this.figurePosition(id);
    const fit = this.stage.currentFit;
    return p ? { x: p.x * fit.scale + fit.x, y: p.y * fit.scale + fit.y } : null;
  }

  hexScreenPosition(hex: HexId): Point {
    const c = this.board.cellCentre(hex);
    const fit = this.stage.currentFit;
    return { x: c.x * fit.scale + fit.x, y: c.y * fit.scale + fit.y };
  }

  /**
   * Every text drawn now, moving layers and static pitch alike, with its size and box on screen in
   * CSS pixels of the canvas: for the legibility check (nothing smaller than 11 px, nothing cut off).
   */
  textsOnScreen(): ScreenText[] {
    const out: ScreenText[] = [];
    const fit = this.stage.currentFit;
    const visit = (c: Container, toScreen: (x: number, y: number) => Point): void => {
      if (!c.visible || c.alpha <= 0.01) return;
      if (c instanceof Text && c.text.trim() !== '') {
        const o = toScreen(0, 0);
        const e = toScreen(1, 0);
        const b = c.getLocalBounds();
        const corners = [toScreen(b.minX, b.minY), toScreen(b.maxX, b.minY), toScreen(b.minX, b.maxY), toScreen(b.maxX, b.maxY)];
        const xs = corners.map((p) => p.x);
        const ys = corners.map((p) => p.y);
        out.push({
          text: c.text,
          px: Number(c.style.fontSize) * Math.hypot(e.x - o.x, e.y - o.y),
          box: { x: Math.min(...xs), y: Math.min(...ys), w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys) },
        });
      }
      for (const child of c.children) visit(child, (x, y) => toScreen(...local(child, x, y)));
    };
    // A child's point in its parent's space.
    const local = (c: Container, x: number, y: number): [number, number] => {
      const p = c.localTransform.apply({ x, y });
      return [p.x, p.y];
    };
    visit(this.stage.world, (x, y) => ({ x: x * fit.scale + fit.x, y: y * fit.scale + fit.y }));
    visit(this.board.art, (x, y) => ({ x: x * fit.scale + fit.x, y: y * fit.scale + fit.y }));
    return out;
  }

  /** A picture of a part of the board (board units) as drawn now: the rules reference's diagrams. */
  snapshot(region: Rect): HTMLCanvasElement {
    const fit = this.stage.currentFit;
    return this.stage.snapshot({ x: region.x * fit.scale + fit.x, y: region.y * fit.scale + fit.y, w: region.w * fit.scale, h: region.h * fit.scale });
  }

  /** The ball for tests: where it logically is, where it is drawn (world), walls hit since creation. */
  get ballInfo(): BallInfo {
    return this.figures.ballInfo;
  }

  /** World point where the ball hit the wall last (null before any bounce). */
  get lastBounce(): Point | null {
    return this.figures.bouncePoint;
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.queue.clear();
    this.input?.destroy();
    this.figures.clear();
    this.stage.destroy();
    this.fx.destroy();
  }
}

export type { ArenaFigure };
