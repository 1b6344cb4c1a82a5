// The ring board view: Rülerball's round banked track drawn through the game's ring topology
// (every square's centre and every pick come from `topology.centre` / `topology.cellAt`; the
// square's outline from the same ring radius and angle functions). Four rings of 36 squares, the
// sector lines and numbers, both goals' mouths in the colour of the team scoring there, the cannon
// and the entry tunnels on the wall; figures as team discs (kind letter, speed), the ball, the
// figure whose go it is ringed, highlights for legal targets and short animations (moves along
// their path, the ball's roll, a fall). Figures off the track wait in the infield, each team on
// its side. Frames are drawn on demand and the track is painted under the WebGL canvas
// (pixiBoard.ts, shared with the square board).
import { Container, Graphics, Text } from 'pixi.js';
import { markRaw } from 'vue';
import type { Topology } from '../../shared/game/topology';
import { INFIELD_RINGS, angleOfPos, ringRadius } from '../../shared/games/rulerball/track/topology';
import { LOOP, RINGS, SECTORS, SLOTS, posOf, ringOf } from '../../shared/games/rulerball/track/track';
import { type BoardHighlight, PixiBoard, type Point } from './pixiBoard';

/** World units per ring width. */
export const RING = 40;
const OUTER = ringRadius(RINGS, RING) + RING / 2;
/** Room outside the wall for the sector numbers, goals, cannon and tunnels. */
const MARGIN = 34;
const SIZE = 2 * (OUTER + MARGIN);
const BACKGROUND = 0x101820;
const RING_SHADES = [0x3a4652, 0x46525e, 0x525f6b, 0x5e6b78] as const;

export interface TrackFigure {
  id: number;
  team: 0 | 1;
  colour: number;
  /** The kind's letter in the player's language. */
  glyph: string;
  speed: number;
  where: 'track' | 'waiting' | 'off';
  cell: number | null;
  status: 'standing' | 'fallen' | 'lying';
}

export interface TrackBoardState {
  figures: readonly TrackFigure[];
  ball: { cell: number } | { carrier: number } | null;
  /** The figure whose go it is, ringed. */
  actor: number | null;
}

export type TrackHighlight = BoardHighlight;

/** The fixed places drawn on the wall: goal mouths (by the seat scoring there), the cannon, the tunnels. */
export interface TrackPlaces {
  mouths: readonly [readonly number[], readonly number[]];
  cannon: number;
  tunnels: readonly [readonly number[], readonly number[]];
}

/** The angle Pixi draws at (from +x, clockwise on screen) for a track angle (from the top, clockwise). */
const pixiAngle = (a: number): number => a - Math.PI / 2;
const HALF = Math.PI / LOOP;

/** Outlines one square: the ring band between its inner and outer radius, over its arc. */
function squarePath(g: Graphics, cell: number, inset = 0): Graphics {
  const r = ringRadius(ringOf(cell), RING);
  const a = angleOfPos(posOf(cell));
  const r0 = r - RING / 2 + inset;
  const r1 = r + RING / 2 - inset;
  const d = HALF - inset / r;
  const s = pixiAngle(a - d);
  const e = pixiAngle(a + d);
  g.moveTo(r0 * Math.cos(s), r0 * Math.sin(s));
  g.arc(0, 0, r1, s, e);
  g.arc(0, 0, r0, e, s, true);
  g.closePath();
  return g;
}

/** A point at radius r on the track angle a. */
const polar = (r: number, a: number): Point => ({ x: r * Math.sin(a), y: -r * Math.cos(a) });

export class TrackBoard extends PixiBoard<TrackHighlight> {
  private readonly art = markRaw(new Graphics());
  private readonly marks = markRaw(new Graphics());
  private readonly actorRing = markRaw(new Graphics().circle(0, 0, RING * 0.52).stroke({ color: 0xffeb3b, width: 3 }));
  private readonly figureLayer = markRaw(new Container());
  private readonly ballView = markRaw(new Graphics().circle(0, 0, 7).fill({ color: 0xd8dde3 }).stroke({ color: 0x1b1b1b, width: 2 }));
  private readonly drawnAs = new Map<number, string>();
  private state: TrackBoardState = { figures: [], ball: null, actor: null };

  constructor(
    topology: Topology,
    private readonly places: TrackPlaces,
    private readonly tints: readonly [number, number],
  ) {
    super(topology, RING, BACKGROUND);
  }

  protected build(): void {
    this.ballView.visible = false;
    this.actorRing.visible = false;
    this.staticLayer.addChild(this.art);
    this.world.addChild(this.marks, this.markLabels, this.actorRing, this.figureLayer, this.ballView);
    this.drawTrack();
  }

  protected fit(w: number, h: number): number {
    // The track's centre is the world's origin.
    this.world.position.set(w / 2, h / 2);
    return Math.min(w, h) / SIZE;
  }

  protected rescaled(scale: number): void {
    const textRes = this.textResolutionFor(scale);
    this.labelPool.setResolution(textRes);
    for (const t of this.staticLayer.children) if (t instanceof Text) t.resolution = textRes;
    this.refreshFigureResolution();
  }

  protected clearMarks(): void {
    this.marks.clear();
  }

  protected drawMark(h: TrackHighlight): void {
    squarePath(this.marks, h.cell, 2).fill({ color: h.colour, alpha: 0.3 }).stroke({ color: h.colour, width: 2 });
    if (h.label) {
      const c = this.centre(h.cell);
      this.labelPool.place(h.label, c.x, c.y + RING * 0.3);
    }
  }

  /** The track, its lines and its fixed places: painted once per size under the WebGL canvas. */
  private drawTrack(): void {
    const g = this.art;
    g.circle(0, 0, OUTER + 10).fill({ color: 0x2a2f36 });
    g.circle(0, 0, INFIELD_RINGS * RING).fill({ color: 0x1f3a2c });
    for (let cell = 0; cell < RINGS * LOOP; cell++) squarePath(g, cell, 1).fill({ color: RING_SHADES[ringOf(cell) - 1] ?? 0x444444 });
    // The white line between the gutter floor (ring 1) and the banking.
    g.circle(0, 0, ringRadius(1, RING) + RING / 2).stroke({ color: 0xf2f2f2, width: 2 });
    for (let s = 0; s < SECTORS; s++) {
      const a = angleOfPos(s * SLOTS) - HALF;
      const p0 = polar(INFIELD_RINGS * RING, a);
      const p1 = polar(OUTER, a);
      g.moveTo(p0.x, p0.y).lineTo(p1.x, p1.y).stroke({ color: 0xe8e8e8, width: 2, alpha: 0.8 });
      const mid = polar(OUTER + 20, angleOfPos(s * SLOTS + 1));
      const label = markRaw(new Text({ text: String(s + 1), style: { fill: 0xdfe7e1, fontSize: 15, fontWeight: '700', fontFamily: 'sans-serif' } }));
      label.anchor.set(0.5);
      label.position.set(mid.x, mid.y);
      this.staticLayer.addChild(label);
    }
    this.places.mouths.forEach((cells, team) => {
      for (const c of cells) squarePath(g, c, 3).fill({ color: this.tints[team] ?? 0xffffff, alpha: 0.45 }).stroke({ color: 0xffffff, width: 2 });
      // The goal itself, in the wall behind the mouth.
      const a = angleOfPos(posOf(cells[0] ?? 0)) + HALF;
      g.arc(0, 0, OUTER + 4, pixiAngle(a - 2 * HALF), pixiAngle(a + 2 * HALF)).stroke({ color: this.tints[team] ?? 0xffffff, width: 8 });
    });
    this.places.tunnels.forEach((cells, team) => {
      for (const c of cells) {
        const a = angleOfPos(posOf(c));
        g.arc(0, 0, OUTER + 3, pixiAngle(a - HALF * 0.8), pixiAngle(a + HALF * 0.8)).stroke({ color: this.tints[team] ?? 0xffffff, width: 4, alpha: 0.7 });
      }
    });
    const cannon = polar(OUTER + 6, angleOfPos(posOf(this.places.cannon)));
    g.circle(cannon.x, cannon.y, 9).fill({ color: 0x111111 }).stroke({ color: 0xffc107, width: 3 });
  }

  /** The resolution figures are rasterised at: the on-screen scale times the device pixel ratio. */
  private figureResolution(): number {
    return this.textResolutionFor(this.world.scale.x);
  }

  private figureView(f: TrackFigure): Container {
    let v = this.figures.get(f.id);
    if (!v) {
      v = markRaw(new Container());
      v.label = `figure-${f.id}`;
      this.figures.set(f.id, v);
      this.figureLayer.addChild(v);
    }
    v.visible = true;
    const look = `${f.colour}|${f.glyph}|${f.speed}|${f.status}`;
    if (this.drawnAs.get(f.id) === look) return v;
    this.drawnAs.set(f.id, look);
    v.cacheAsTexture(false);
    for (const child of v.removeChildren()) child.destroy();
    const r = RING * 0.4;
    const down = f.status !== 'standing';
    const disc = new Graphics();
    if (down) disc.ellipse(0, 0, r, r * 0.62);
    else disc.circle(0, 0, r);
    disc.fill({ color: f.status === 'lying' ? 0x6b6b6b : f.colour }).stroke({ color: f.status === 'fallen' ? 0xffeb3b : 0xffffff, width: 2 });
    const resolution = this.figureResolution();
    const letter = new Text({ text: f.glyph, resolution, style: { fill: 0xffffff, fontSize: 15, fontWeight: '800', fontFamily: 'sans-serif', stroke: { color: 0x000000, width: 3 } } });
    letter.anchor.set(0.5);
    letter.position.set(-2, -1);
    const speed = new Text({ text: String(f.speed), resolution, style: { fill: 0xffeb3b, fontSize: 10, fontWeight: '700', fontFamily: 'sans-serif', stroke: { color: 0x000000, width: 3 } } });
    speed.anchor.set(0.5);
    speed.position.set(r * 0.7, r * 0.62);
    v.addChild(disc, letter, speed);
    // One antialiased texture per look: a frame draws one quad per figure, not its circle's
    // triangles and two texts (software WebGL pays every one; docs/performance.md).
    v.cacheAsTexture({ resolution, antialias: true });
    return v;
  }

  /** Figures rasterised again at a new on-screen scale (after a resize). */
  private refreshFigureResolution(): void {
    const resolution = this.figureResolution();
    for (const v of this.figures.values()) {
      if (v.children.length === 0) continue;
      for (const c of v.children) if (c instanceof Text && c.resolution !== resolution) c.resolution = resolution;
      v.cacheAsTexture(false);
      v.cacheAsTexture({ resolution, antialias: true });
    }
  }

  /** Where a figure off the track waits: in the infield, home's on the left, away's on the right. */
  private infieldSlot(team: 0 | 1, index: number): Point {
    const col = index % 3;
    const row = Math.floor(index / 3);
    const side = team === 0 ? -1 : 1;
    return { x: side * (40 + col * 34), y: -50 + row * 34 };
  }

  setState(s: TrackBoardState): void {
    this.state = s;
    const seen = new Set<number>();
    const counts = [0, 0];
    for (const f of s.figures) {
      const v = this.figureView(f);
      let p: Point;
      if (f.where === 'track' && f.cell !== null) p = this.centre(f.cell);
      else {
        p = this.infieldSlot(f.team, counts[f.team] ?? 0);
        counts[f.team] = (counts[f.team] ?? 0) + 1;
      }
      v.position.set(p.x, p.y);
      v.alpha = f.where === 'track' ? 1 : 0.6;
      seen.add(f.id);
    }
    for (const [id, v] of this.figures) if (!seen.has(id)) v.visible = false;
    this.drawActor();
    this.drawBall();
    this.render();
  }

  /** The ring round the figure whose go it is: drawn once, only moved. */
  private drawActor(): void {
    const g = this.actorRing;
    const v = this.state.actor === null ? undefined : this.figures.get(this.state.actor);
    g.visible = v !== undefined;
    if (v) g.position.set(v.x, v.y);
  }

  private ballPoint(): Point | null {
    const b = this.state.ball;
    if (!b) return null;
    if ('cell' in b) return this.centre(b.cell);
    const v = this.figures.get(b.carrier);
    return v ? { x: v.x + RING * 0.3, y: v.y - RING * 0.3 } : null;
  }

  private drawBall(at: Point | null = this.ballPoint()): void {
    this.ballView.visible = at !== null;
    if (at) this.ballView.position.set(at.x, at.y);
  }

  /** A figure goes along its path square by square; a carried ball goes with it. */
  async moveAlong(id: number, path: readonly number[], msPerSquare = 110): Promise<void> {
    const v = this.figures.get(id);
    if (!v) return;
    const carried = this.state.ball !== null && 'carrier' in this.state.ball && this.state.ball.carrier === id;
    for (const cell of path) {
      const from = { x: v.x, y: v.y };
      const end = this.centre(cell);
      await this.tween(msPerSquare, (t) => {
        v.position.set(from.x + (end.x - from.x) * t, from.y + (end.y - from.y) * t);
        if (carried) this.drawBall({ x: v.x + RING * 0.3, y: v.y - RING * 0.3 });
        if (this.state.actor === id) this.drawActor();
      });
      if (this.destroyed) return;
    }
  }

  /** The ball rolls from a square along the squares it passes. */
  async ballRoll(from: number, path: readonly number[], msPerSquare = 70): Promise<void> {
    let at = this.centre(from);
    this.drawBall(at);
    for (const cell of path) {
      const end = this.centre(cell);
      const a = at;
      await this.tween(msPerSquare, (t) => this.drawBall({ x: a.x + (end.x - a.x) * t, y: a.y + (end.y - a.y) * t }));
      at = end;
      if (this.destroyed) return;
    }
  }

  /** A figure goes down: a short shake (the redraw from the state shows it fallen). */
  knockDown(id: number): Promise<void> {
    return this.shake(id, 0);
  }
}
