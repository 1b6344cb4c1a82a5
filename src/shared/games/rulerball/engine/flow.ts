/**
 * The game turn's flow (rules/rulerball.md): clock, ball, initiative, then the marker's round of
 * the 12 sectors for the Move step and again for Combat, the Score step, the end of the turn (a
 * reset after a shot, the end of a period or of the match). `advance` runs everything that needs
 * no decision, up to the next figure whose coach must decide.
 */
import { countDown, matchOver, nextPeriod, periodEnds, periodOver, tick } from '../clock/boxes';
import { offense } from '../laps/activation';
import { placements, periodReceiver } from '../setup/starts';
import { GOAL_SECTOR, TUNNEL_SECTOR, tunnelSquares, type Seat } from '../track/places';
import { markerOrder, sectorQueue } from '../turn/order';
import { controlled, sectorOf, type Cell } from '../track/track';
import { carrier, controlledBy, occupied, other } from './board';
import { assaultDecisions, assaultTargets } from './combat';
import { type Ctx, d12, emit } from './ctx';
import { ballStep } from './ballstep';
import { riderBehind } from './moves';
import { clearBall, deadBall } from './possession';
import { shooter } from './shot';
import type { Figure, MatchState } from './types';

const placed = (f: Figure): { id: string; cell: Cell; f: Figure } => ({ id: String(f.id), cell: f.cell as Cell, f });

/** The officials clear the track: lying figures leave, the injured for the period, the rest for the game. */
function clearLying(s: MatchState): void {
  for (const f of s.figures) {
    if (f.state === 'lying') {
      s.boxes.push({ figure: String(f.id), box: 'out', time: f.injury === 'injured' ? { kind: 'period' } : { kind: 'game' } });
      f.state = 'off';
      f.cell = null;
    }
  }
}

/** Puts every available figure on its starting square; lying figures leave (injured for the period). */
export function reset(ctx: Ctx, receiver: Seat): void {
  const s = ctx.s;
  clearLying(s);
  for (const seat of ['home', 'away'] as const) {
    const team = s.figures.filter((f) => f.seat === seat);
    const spots = placements(
      team.map((f) => ({ id: String(f.id), kind: f.kind, available: f.state === 'standing' || f.state === 'fallen' || f.state === 'waiting' })),
      seat,
      receiver,
    );
    for (const f of team) {
      const p = spots.find((x) => x.id === String(f.id));
      if (!p) continue;
      f.state = 'standing';
      f.cell = p.cell;
      f.speed = p.speed;
    }
  }
  clearBall(s);
  s.resetFor = null;
  emit(ctx, { type: 'reset', receiver });
}

export function startTurn(ctx: Ctx): void {
  const s = ctx.s;
  for (const f of s.figures) {
    f.moved = false;
    f.fought = false;
  }
  s.offensePenalised = false;
  s.shotAsked = false;
  s.grabbed = null;
  s.mustAssault = null;
  const t = tick(s.clock);
  s.clock = t.clock;
  emit(ctx, { type: 'turn-start', period: s.clock.period, minute: s.clock.minute, counted: t.counted });
  if (t.counted) {
    const { kept, released } = countDown(s.boxes);
    s.boxes = kept;
    for (const id of released) {
      const f = s.figures[Number(id)] as Figure;
      f.state = 'waiting';
      emit(ctx, { type: 'released', figure: f.id });
    }
  }
  ballStep(ctx);
  const roll = d12(ctx);
  s.first = roll;
  s.marker = 0;
  s.entered = 0;
  s.shown = -1;
  s.step = 'move';
  emit(ctx, { type: 'initiative', roll, sector: roll });
  const c = carrier(s);
  s.ballStartSector = c ? sectorOf(c.cell as Cell) : null;
  const off = offense(s.possession);
  s.goalSectorTurns = c && off === c.seat && s.ballStartSector === GOAL_SECTOR[off] ? s.goalSectorTurns + 1 : 0;
}

/** Figures back from a box enter at their tunnel when the marker reaches its sector. */
function enterAtTunnel(ctx: Ctx, sector: number): void {
  const s = ctx.s;
  for (const f of s.figures) {
    if (f.state !== 'waiting' || TUNNEL_SECTOR[f.seat] !== sector) continue;
    const cell = tunnelSquares(f.seat).find((c) => !occupied(s, c));
    if (cell === undefined) {
      emit(ctx, { type: 'waits', figure: f.id });
      continue;
    }
    f.state = 'standing';
    f.cell = cell;
    f.speed = 1;
    f.moved = true;
    emit(ctx, { type: 'enters', figure: f.id, cell });
  }
}

const canMove = (f: Figure): boolean => !f.moved && f.cell !== null && (f.state === 'standing' || f.state === 'fallen');

function showMarker(ctx: Ctx, i: number, step: 'move' | 'combat'): void {
  if (ctx.s.shown === i) return;
  ctx.s.shown = i;
  emit(ctx, { type: 'marker', sector: markerOrder(ctx.s.first)[i] as number, step });
}

/** Finds the next figure to move; false when the Move step is over. */
function nextMover(ctx: Ctx): boolean {
  const s = ctx.s;
  const order = markerOrder(s.first);
  for (let i = s.marker; i < order.length; i++) {
    const sector = order[i] as number;
    if (s.entered <= i) {
      enterAtTunnel(ctx, sector);
      s.entered = i + 1;
    }
    const f = sectorQueue(s.figures.filter(canMove).map(placed), sector)[0]?.f;
    if (!f) continue;
    s.marker = i;
    showMarker(ctx, i, 'move');
    s.actor = f.id;
    const rider = riderBehind(s, f);
    if (rider && rider.seat !== f.seat && s.grabbed === null) s.pending = { kind: 'grab', biker: f.id, rider: rider.id };
    return true;
  }
  return false;
}

/**
 * Every forward square of the carrier (ahead and the two forward diagonals) is occupied or
 * controlled by an opponent: only then must he assault to keep the ball in motion. A carrier held
 * back by his own speed (standing up, slowed) is not boxed in: he went as far as he could.
 */
function boxedIn(s: MatchState, c: Figure): boolean {
  const enemy = controlledBy(s, other(c.seat));
  return controlled(c.cell as Cell).every((sq) => occupied(s, sq) || enemy.has(sq));
}

function endMoveStep(ctx: Ctx): void {
  const s = ctx.s;
  const c = carrier(s);
  const off = offense(s.possession);
  const mayStay = c !== null && off === c.seat && s.ballStartSector === GOAL_SECTOR[off] && s.goalSectorTurns <= 2;
  if (c && s.ballStartSector !== null && sectorOf(c.cell as Cell) === s.ballStartSector && !mayStay && boxedIn(s, c)) s.mustAssault = c.id;
  s.step = 'combat';
  s.marker = 0;
  s.shown = -1;
}

/** Finds the next figure to fight; false when Combat is over. */
function nextFighter(ctx: Ctx): boolean {
  const s = ctx.s;
  const order = markerOrder(s.first);
  for (let i = s.marker; i < order.length; i++) {
    const queue = sectorQueue(s.figures.filter((f) => f.state === 'standing' && f.cell !== null && !f.fought).map(placed), order[i] as number);
    for (const { f } of queue) {
      if (s.mustAssault === f.id && assaultTargets(s, f).length === 0) {
        // Boxed in with nobody beside or in front to assault: the ball in motion fails.
        f.fought = true;
        deadBall(ctx, 'ball-in-motion', f.cell);
        continue;
      }
      if (assaultDecisions(s, f).length === 0) {
        f.fought = true;
        continue;
      }
      s.marker = i;
      showMarker(ctx, i, 'combat');
      s.actor = f.id;
      return true;
    }
  }
  return false;
}

/**
 * A boxed-in carrier who never made his assault (knocked down before his sector's turn came, and
 * still holding the ball after his hold roll) did not keep the ball in motion: it is dead.
 */
function boxedInCarrierFailed(ctx: Ctx): void {
  const s = ctx.s;
  const c = carrier(s);
  if (s.mustAssault === null || !c || c.id !== s.mustAssault || c.fought) return;
  deadBall(ctx, 'ball-in-motion', c.cell);
}

function endTurn(ctx: Ctx): void {
  const s = ctx.s;
  if (periodOver(s.clock)) {
    emit(ctx, { type: 'period-end', period: s.clock.period });
    if (matchOver(s.clock)) {
      const [h, a] = [s.teams[0].score, s.teams[1].score];
      const winner: Seat | null = h > a ? 'home' : a > h ? 'away' : null;
      s.result = { winner, score: [h, a] };
      s.step = 'over';
      emit(ctx, { type: 'match-end', winner, score: [h, a] });
      return;
    }
    s.clock = nextPeriod(s.clock);
    // A figure injured in the period just ended was out for that period only: cleared off the
    // track first, he is back with the others for the next one.
    clearLying(s);
    const { kept, released } = periodEnds(s.boxes);
    s.boxes = kept;
    for (const id of released) (s.figures[Number(id)] as Figure).state = 'waiting';
    reset(ctx, periodReceiver(s.clock.period));
  } else if (s.resetFor !== null) {
    reset(ctx, s.resetFor);
  }
  startTurn(ctx);
}

/** Runs the turn on until a coach must decide (or the match is over). */
export function advance(ctx: Ctx): void {
  const s = ctx.s;
  for (let guard = 0; guard < 10000; guard++) {
    if (s.step === 'over' || s.pending !== null || s.actor !== null) return;
    if (s.step === 'move') {
      if (!nextMover(ctx)) endMoveStep(ctx);
      continue;
    }
    if (s.step === 'combat') {
      if (!nextFighter(ctx)) {
        boxedInCarrierFailed(ctx);
        s.step = 'score';
      }
      continue;
    }
    const f = shooter(s);
    if (f && !s.shotAsked) {
      s.shotAsked = true;
      s.actor = f.id;
      return;
    }
    endTurn(ctx);
  }
  throw new Error('the turn did not settle');
}

/** A new match's first turn: the period-1 reset, then the clock. */
export function openMatch(ctx: Ctx): void {
  reset(ctx, periodReceiver(1));
  startTurn(ctx);
}
