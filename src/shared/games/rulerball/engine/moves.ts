/**
 * Step 4, one figure's move (rules/rulerball.md): the speed choice and the exact-speed moves
 * (move/reach.ts), towing, the hand-off, and the ball in motion. A move decision names the speed
 * and the end square (plus a rider or a hand-off); the path is the one reach gives for them.
 */
import { offense } from '../laps/activation';
import { reach, type Reach } from '../move/reach';
import { speedChoices } from '../move/speed';
import { handOffTargets, riderEnd, riderPath, riderSquare, towSpeeds } from '../move/tow';
import { TUNING } from '../tables/numbers';
import { GOAL_SECTOR, MOUTHS } from '../track/places';
import { adjacent, sectorOf, type Cell } from '../track/track';
import { carrier, controlledBy, figureAt, inScreen, occupied, other, stoppedCount } from './board';
import { type Ctx, d6, emit, skillNeed } from './ctx';
import { ballMoved, dropBall, takeBall } from './possession';
import { refereesWatch } from './referees';
import type { Decision, Figure, MatchState } from './types';

type MoveDecision = Extract<Decision, { kind: 'move' }>;

/** A team-mate or an opposing skater or catcher standing where a biker's rider would, yet to move. */
export function riderBehind(s: MatchState, biker: Figure): Figure | null {
  if (biker.kind !== 'biker' || biker.state !== 'standing' || biker.cell === null) return null;
  const r = figureAt(s, riderSquare(biker.cell));
  return r && r.state === 'standing' && !r.moved && r.kind !== 'biker' ? r : null;
}

/** The activated ball may stay in its goal sector this turn (up to 2 turns after it got there). */
function mayStay(s: MatchState, f: Figure): boolean {
  return offense(s.possession) === f.seat && s.ballStartSector === GOAL_SECTOR[f.seat] && s.goalSectorTurns <= TUNING.goalSectorTurns;
}

function movesAt(s: MatchState, f: Figure, speed: number, keepRing: boolean): Reach[] {
  const enemy = controlledBy(s, other(f.seat));
  return reach({
    from: f.cell as Cell,
    speed,
    biker: f.kind === 'biker',
    keepRing,
    occupied: (c) => occupied(s, c),
    controlled: (c) => enemy.has(c),
    // A biker may enter a goal mouth (the referees may notice): never on his way elsewhere when he need not.
    ...(f.kind === 'biker' ? { avoid: (c: Cell) => MOUTHS.includes(c) } : {}),
  });
}

function speedsOf(f: Figure): number[] {
  return speedChoices({ current: f.speed, acceleration: f.acceleration, topSpeed: f.topSpeed, standing: f.state === 'fallen' });
}

interface Option {
  readonly decision: MoveDecision;
  readonly path: readonly Cell[];
}

/** Every move the figure may make, each with its path. */
export function moveOptions(s: MatchState, f: Figure): Option[] {
  const out: Option[] = [];
  const seen = new Set<string>();
  const add = (d: MoveDecision, r: Reach): void => {
    // Each chosen speed keeps its own moves, stops short included: the coach picks a speed, then a square.
    const key = `${r.to}/${d.speed}/${d.tow ?? ''}/${d.handOff ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ decision: d, path: r.path });
  };
  const rider = riderBehind(s, f);
  const grabbed = s.grabbed !== null && s.grabbed >= 0 && rider !== null && rider.id === s.grabbed;
  const speeds = speedsOf(f);
  if (!grabbed) {
    for (const speed of speeds) for (const r of movesAt(s, f, speed, false)) add({ kind: 'move', figure: f.id, speed, to: r.to }, r);
  }
  if (rider && (grabbed || rider.seat === f.seat)) {
    const tow = grabbed ? undefined : rider.id;
    for (const speed of towSpeeds(speeds)) for (const r of movesAt(s, f, speed, true)) add(tow === undefined ? { kind: 'move', figure: f.id, speed, to: r.to } : { kind: 'move', figure: f.id, speed, to: r.to, tow }, r);
  }
  const held = carrier(s);
  if (held?.id === f.id && f.kind === 'catcher') {
    const skaters = s.figures
      .filter((m) => m.seat === f.seat && m.kind === 'skater' && m.state === 'standing' && m.cell !== null)
      .map((m) => ({ id: String(m.id), cell: m.cell as Cell }));
    for (const o of [...out]) {
      for (const t of handOffTargets(f.cell as Cell, o.path, skaters)) out.push({ decision: { ...o.decision, handOff: Number(t) }, path: o.path });
    }
  }
  // A team-mate carrier riding behind this biker: where the ride ends is where the ball ends.
  const towsBall = held !== null && rider !== null && held.id === rider.id && rider.seat === f.seat;
  if ((held?.id !== f.id && !towsBall) || s.ballStartSector === null || mayStay(s, held as Figure)) return out;
  // The ball in motion (automatic): it must end the turn outside the sector it began the Move step in.
  const start = s.ballStartSector;
  const keeps = out.filter((o) => {
    if (towsBall) {
      // Without the tow the carrier moves later by himself.
      if (o.decision.tow === undefined) return true;
      return sectorOf(o.path.length === 0 ? ((rider as Figure).cell as Cell) : riderEnd(f.cell as Cell, o.path)) !== start;
    }
    if (o.decision.handOff !== undefined) {
      const to = s.figures[o.decision.handOff] as Figure;
      return !to.moved || sectorOf(to.cell as Cell) !== start;
    }
    return sectorOf(o.decision.to) !== start;
  });
  return keeps.length > 0 ? keeps : out;
}

export function moveDecisions(s: MatchState, f: Figure): Decision[] {
  return moveOptions(s, f).map((o) => o.decision);
}

/** The hand-off roll: the skater's skill at +1; a miss drops the ball in his square. */
function handOff(ctx: Ctx, giver: Figure, receiver: Figure): void {
  const need = skillNeed(receiver.skill, TUNING.handOffBonus);
  const roll = d6(ctx);
  const ok = roll >= need;
  emit(ctx, { type: 'hand-off', giver: giver.id, receiver: receiver.id, roll, need, ok });
  ballMoved(ctx, giver.cell as Cell, receiver.cell as Cell);
  if (ctx.s.ball.at !== 'held') return;
  if (ok) {
    ctx.s.ball = { at: 'held', figure: receiver.id };
    return;
  }
  ctx.s.ball = { at: 'held', figure: receiver.id };
  dropBall(ctx, receiver);
}

/** Walks a figure along its path: the ball goes with a carrier, a loose ball met may be taken. */
function walk(ctx: Ctx, f: Figure, path: readonly Cell[], handTo: Figure | null): void {
  const s = ctx.s;
  let pending = handTo;
  if (pending && adjacent(f.cell as Cell, pending.cell as Cell)) {
    handOff(ctx, f, pending);
    pending = null;
  }
  for (const cell of path) {
    const from = f.cell as Cell;
    f.cell = cell;
    if (s.ball.at === 'held' && s.ball.figure === f.id) ballMoved(ctx, from, cell);
    else if (s.ball.at === 'loose' && s.ball.cell === cell && (f.kind === 'catcher' || (f.kind === 'skater' && s.ball.kind === 'dropped'))) {
      const need = skillNeed(f.skill);
      const roll = d6(ctx);
      const ok = roll >= need;
      emit(ctx, s.ball.kind === 'fresh' ? { type: 'field', figure: f.id, roll, need, ok } : { type: 'pick-up', figure: f.id, roll, need, ok });
      if (ok) takeBall(ctx, f);
    }
    if (pending && s.ball.at === 'held' && s.ball.figure === f.id && adjacent(cell, pending.cell as Cell)) {
      handOff(ctx, f, pending);
      pending = null;
    }
  }
}

export function applyMove(ctx: Ctx, d: MoveDecision): void {
  const s = ctx.s;
  const f = s.figures[d.figure] as Figure;
  const option = moveOptions(s, f).find((o) => o.decision.speed === d.speed && o.decision.to === d.to && o.decision.tow === d.tow && o.decision.handOff === d.handOff);
  if (!option) throw new Error(`move ${JSON.stringify(d)} was listed but cannot be found again`);
  const start = f.cell as Cell;
  const riderId = d.tow ?? (s.grabbed !== null && s.grabbed >= 0 ? s.grabbed : null);
  const rider = riderId === null ? null : (s.figures[riderId] as Figure);
  const stopsByChoice = d.speed === 0 && f.state === 'standing' && stoppedCount(s, f.seat, f.id) >= TUNING.stoppedLimit;
  if (f.state === 'fallen') {
    f.state = 'standing';
    emit(ctx, { type: 'stands', figure: f.id });
  }
  const stop = option.path.length === d.speed ? 'exact' : figureAt(s, d.to) === undefined && controlledBy(s, other(f.seat)).has(d.to) ? 'controlled' : 'blocked';
  emit(ctx, { type: 'move', figure: f.id, speed: d.speed, from: start, path: [...option.path], stop });
  walk(ctx, f, option.path, d.handOff === undefined ? null : (s.figures[d.handOff] as Figure));
  f.speed = option.path.length;
  f.moved = true;
  if (rider) {
    const rpath = riderPath(start, option.path);
    emit(ctx, { type: 'tow', biker: f.id, rider: rider.id, path: rpath });
    const from = rider.cell as Cell;
    rider.cell = option.path.length === 0 ? from : riderEnd(start, option.path);
    if (s.ball.at === 'held' && s.ball.figure === rider.id) ballMoved(ctx, from, rider.cell);
    rider.speed = rider.topSpeed;
    rider.moved = true;
  }
  s.grabbed = null;
  if (stopsByChoice && !inScreen(s, f)) refereesWatch(ctx, f, 'too-many-stopped');
  if (f.kind === 'biker' && option.path.some((c) => MOUTHS.includes(c)) && f.state === 'standing') refereesWatch(ctx, f, 'biker-in-mouth');
  if (rider && rider.seat !== f.seat) refereesWatch(ctx, rider, 'grab-opposing-biker');
}
