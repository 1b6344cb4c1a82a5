// The animations: one awaitable method per visible step of the engine's events (walk, turn, push,
// fall, stand up, cage, clash, launch, scatter with wall bounces, throw, catch, fumble, dice, Strike).
// Each builds its segments and queues them; the promise resolves when they have played, in order.
// The segments read where things are when they start, so earlier animations leave them in place.
import { type Direction, direction as wrapDirection } from '../../shared/hex';
import { type HexId, OFF_PITCH } from '../../shared/games/dreadball/pitch';
import type { BoardView } from './board';
import type { ArenaFigures } from './figures';
import type { ArenaFx } from './fx';
import { FIGURE_RADIUS, OFF_PITCH_SCALE, type Point } from './layout';
import type { ArenaSide, DieFace, ScatterStep } from './model';
import { TURN_MS, easeInOut, easeOut, hexDirection, moveSegment, turnSegment, walkSegments } from './motion';
import { type Polyline, arcHeight, launchPolyline, scatterPolyline } from './paths';
import type { Segment } from './queue';
import { COLOURS, sideColour } from './theme';

const BALL_ROLL_SPEED = 0.42; // world units per ms

export class ArenaAnimations {
  private readonly scratch: Point = { x: 0, y: 0 };

  /** `play` queues segments and resolves when they have played (the controller wakes the stage). */
  constructor(
    private readonly board: BoardView,
    private readonly figures: ArenaFigures,
    private readonly fx: ArenaFx,
    private readonly play: (segs: Segment[]) => Promise<void>,
  ) {}

  /** Moves hex by hex along `path` (hexes entered), turning to `facings[i]` in each (default: the way it moves). */
  walk(figureId: string, path: readonly HexId[], facings?: readonly Direction[]): Promise<void> {
    return this.play(walkSegments(this.figures.fig(figureId), path, facings, this.figures.raise));
  }

  turn(figureId: string, facing: Direction): Promise<void> {
    const f = this.figures.fig(figureId);
    return this.play([turnSegment(f, facing, TURN_MS * 1.5)]);
  }

  /** Pushed one hex: a quick shove with a small overshoot. */
  push(figureId: string, toHex: HexId): Promise<void> {
    const f = this.figures.fig(figureId);
    const to = this.board.cellCentre(toHex);
    return this.play([
      moveSegment(f, to.x, to.y, 220, this.figures.raise, (t) => easeOut(t) + Math.sin(t * Math.PI) * 0.12),
      { duration: 0, end: () => (f.hex = toHex) },
    ]);
  }

  fall(figureId: string): Promise<void> {
    const f = this.figures.fig(figureId);
    return this.play([
      {
        duration: 320,
        apply: (p) => f.setLying(easeOut(p)),
        end: () => {
          f.setFallen(true);
          this.fx.flashAt(f.root.x, f.root.y, 0xffffff, 10, 260);
        },
      },
    ]);
  }

  standUp(figureId: string, facing?: Direction): Promise<void> {
    const f = this.figures.fig(figureId);
    const segs: Segment[] = [{ duration: 260, apply: (p) => f.setLying(1 - easeOut(p)), end: () => f.setFallen(false) }];
    if (facing !== undefined) segs.push(turnSegment(f, facing));
    return this.play(segs);
  }

  /** Leaves the pitch for cage zone 1..3 (an armour test went wrong). */
  toCage(figureId: string, zone: 1 | 2 | 3): Promise<void> {
    const f = this.figures.fig(figureId);
    let target: Point = { x: 0, y: 0 };
    let fx = 0;
    let fy = 0;
    return this.play([
      { duration: 150, apply: (p) => (f.root.alpha = 1 - 0.5 * p) },
      {
        duration: 520,
        start: () => {
          const inZone = [...this.figures.all()].filter((o) => o !== f && o.data.side === f.data.side && o.hex === null && o.place?.kind === 'cage' && o.place.zone === zone).length;
          target = this.board.offBoardSlot(f.data.side, { kind: 'cage', zone }, inZone);
          fx = f.root.x;
          fy = f.root.y;
          this.figures.raise(f);
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
          if (this.figures.ballCarrier === f.data.id) this.figures.ballCarrier = null;
        },
      },
    ]);
  }

  /** Two figures clash: both lean in, a bright flash between them, both settle back. */
  slamClash(a: string, b: string): Promise<void> {
    const fa = this.figures.fig(a);
    const fb = this.figures.fig(b);
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
        start: () => this.fx.burstAt((ax + bx) / 2, (ay + by) / 2),
        apply: (p) => {
          this.fx.clash.scale.set(0.4 + 0.9 * easeOut(p));
          this.fx.clash.alpha = 1 - p * p;
          this.fx.clash.rotation = p * 0.6;
          const shake = Math.sin(p * 40) * (1 - p) * 2.5;
          fa.root.position.set(ax + (bx - ax) * 0.16 + shake, ay + (by - ay) * 0.16);
          fb.root.position.set(bx - (bx - ax) * 0.16 - shake, by - (by - ay) * 0.16);
        },
        end: () => (this.fx.clash.visible = false),
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
        const start = from ?? this.figures.ballHex ?? this.figures.carrierHex() ?? steps[0]?.hex ?? 0;
        line = scatterPolyline(start, steps);
        seg.duration = 200 + line.length / BALL_ROLL_SPEED;
        this.figures.ballCarrier = null;
        this.figures.ball.visible = true;
        lastBounce = -1;
      },
      apply: (p) => {
        if (!line) return;
        const t = easeOut(p);
        line.sample(t, out);
        for (const b of line.bounces) {
          if (b > lastBounce && t >= line.fractionAt(b)) {
            lastBounce = b;
            this.figures.bouncesHit++;
            this.figures.bouncePoint = { x: line.xs[b] ?? 0, y: line.ys[b] ?? 0 };
            this.fx.flashAt(this.figures.bouncePoint.x, this.figures.bouncePoint.y, COLOURS.startLine, 12, 420);
            // The frame that passes the wall draws the ball on it: a slow frame never skips the bounce.
            if (p < 1) {
              out.x = this.figures.bouncePoint.x;
              out.y = this.figures.bouncePoint.y;
            }
          }
        }
        this.figures.ball.position.set(out.x, out.y);
        this.figures.ball.rotation = t * line.length * 0.08;
      },
      end: () => {
        if (last) this.figures.ballHex = last.hex;
      },
    };
    return this.play([seg]);
  }

  private carrierHex(): HexId | null {
    if (!this.figures.ballCarrier) return null;
    return this.figures.get(this.figures.ballCarrier)?.hex ?? null;
  }

  private rollAlong(line: Polyline, ms: number, endHex: HexId, fadeIn = 0): Promise<void> {
    const out = this.scratch;
    return this.play([
      {
        duration: ms,
        start: () => {
          this.figures.ballCarrier = null;
          this.figures.ball.visible = true;
        },
        apply: (p) => {
          const t = easeOut(p);
          line.sample(t, out);
          this.figures.ball.position.set(out.x, out.y);
          this.figures.ball.rotation = t * line.length * 0.08;
          this.figures.ball.alpha = fadeIn > 0 ? Math.min(1, p / fadeIn) : 1;
        },
        end: () => {
          this.figures.ballHex = endHex;
          this.figures.ball.alpha = 1;
        },
      },
    ]);
  }

  /** A throw: the ball flies in an arc from one hex to another, its shadow on the ground. */
  ballThrow(fromHex: HexId, toHex: HexId): Promise<void> {
    const { x: x0, y: y0 } = this.board.cellCentre(fromHex);
    const { x: x1, y: y1 } = this.board.cellCentre(toHex);
    const dist = Math.hypot(x1 - x0, y1 - y0);
    const peak = 16 + dist * 0.22;
    return this.play([
      {
        duration: 260 + dist * 0.9,
        start: () => {
          this.figures.ballCarrier = null;
          this.figures.ball.visible = true;
          this.figures.ballShadow.visible = true;
        },
        apply: (p) => {
          const gx = x0 + (x1 - x0) * p;
          const gy = y0 + (y1 - y0) * p;
          const h = arcHeight(p, peak);
          this.figures.ballShadow.position.set(gx, gy + 4);
          this.figures.ballShadow.scale.set(1 - (0.5 * h) / peak);
          this.figures.ballShadow.alpha = 1 - (0.4 * h) / peak;
          this.figures.ball.position.set(gx, gy - h);
          this.figures.ball.scale.set(1 + (0.45 * h) / peak);
          this.figures.ball.rotation = p * 8;
        },
        end: () => {
          this.figures.ballShadow.visible = false;
          this.figures.ball.scale.set(1);
          this.figures.ballHex = toHex;
        },
      },
    ]);
  }

  /** The ball settles into a figure's hands; the figure carries it from now on. */
  ballCaught(figureId: string): Promise<void> {
    const f = this.figures.fig(figureId);
    let bx = 0;
    let by = 0;
    return this.play([
      {
        duration: 180,
        start: () => {
          bx = this.figures.ball.x;
          by = this.figures.ball.y;
          this.figures.ball.visible = true;
        },
        apply: (p) => {
          const tx = f.root.x + this.figures.carryOffset.x;
          const ty = f.root.y + this.figures.carryOffset.y;
          this.figures.ball.position.set(bx + (tx - bx) * p, by + (ty - by) * p);
        },
        end: () => {
          this.figures.ballCarrier = figureId;
          this.figures.ballHex = null;
          this.fx.flashAt(f.root.x, f.root.y, COLOURS.success, FIGURE_RADIUS + 4, 360);
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
          x0 = this.figures.ball.x;
          y0 = this.figures.ball.y;
          const f = figureId ? this.figures.get(figureId) : undefined;
          const hex = toHex ?? f?.hex ?? this.figures.ballHex;
          const on = hex !== null && hex !== undefined && hex !== OFF_PITCH ? this.board.cellCentre(hex) : null;
          x1 = on ? on.x : x0;
          y1 = on ? on.y + 2 : y0;
          this.figures.ballCarrier = null;
          this.figures.ballHex = hex ?? null;
          this.fx.flashAt(x0, y0, COLOURS.red, 10, 300);
        },
        apply: (p) => {
          const h = arcHeight(p, 26);
          this.figures.ball.position.set(x0 + (x1 - x0) * p, y0 + (y1 - y0) * p - h);
          this.figures.ball.rotation = -p * 6;
        },
      },
    ]);
  }

  /** Dice tumble, show their faces, sixes explode into extra dice, successes light up. */
  dice(faces: readonly DieFace[], target: number): Promise<void> {
    return this.play(this.fx.tray.segments(faces, target));
  }

  /** The roll-off: each coach's die, labelled with the team; the winner's (0 or 1, null: a tie) lights up. */
  rollOffDice(faces: readonly [number, number], teams: readonly [string, string], winner: 0 | 1 | null): Promise<void> {
    return this.play(this.fx.tray.rollOff(faces, teams, winner));
  }

  /** The launch die (and the wall die after a 6), before the ball comes out. */
  launchDice(roll: number, wallRoll: number | null): Promise<void> {
    return this.play(this.fx.tray.launch(roll, wallRoll));
  }

  /** A scatter's direction and distance dice, before the ball rolls. */
  scatterDice(directionRoll: number, direction: Direction, distance: number): Promise<void> {
    return this.play(this.fx.tray.scatter(directionRoll, direction, distance));
  }


  /** A strike: the points burst out over the pitch in the scoring side's colour. */
  strikeCelebration(points: number, side: ArenaSide = 'home', hex?: HexId): Promise<void> {
    const { x, y } = hex !== undefined ? this.board.cellCentre(hex) : { x: 0, y: 0 };
    return this.play(this.fx.celebration.segments(points, sideColour(side), x, y));
  }
}
