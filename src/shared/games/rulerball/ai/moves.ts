/**
 * The computer coach's view of one move: a score for where a figure ends, by its job at that
 * moment (carry the ball round, field it, escort the carrier, chase the opposing carrier, guard
 * the mouth), less the risks (a penalty, the ball's path, opponents next to the end square).
 */
import { moveOptions } from '../engine/moves';
import { riderEnd } from '../move/tow';
import type { Decision, Figure, MatchState } from '../engine/types';
import { previewDecision } from '../preview';
import { inShootingPlace, inMouth } from '../score/shot';
import { GOAL_SECTOR, mouthOf, type Seat, TUNNEL_SECTOR } from '../track/places';
import { adjacent, behind, GUTTER_RING, ringOf, sectorOf, slotOf, type Cell } from '../track/track';

import { blockedAhead, closing, forwardSteps, inLane, near, reachSteps, type Situation, stepsToGoal, threats } from './look';

export interface MoveWeights {
  /** Towing the own carrier and guarding the mouth (Normal), or not (Easy). */
  readonly plans: boolean;
}

type Move = Extract<Decision, { kind: 'move' }>;

function noticeRisk(s: MatchState, d: Move): number {
  const p = previewDecision(s, d);
  let risk = 0;
  for (const r of p?.rolls ?? []) if (r.kind === 'notice') risk += r.chance;
  return risk;
}

function chanceOf(s: MatchState, d: Move, what: 'field' | 'pick-up' | 'hand-off'): number {
  for (const r of previewDecision(s, d)?.rolls ?? []) if (r.kind === 'skill' && r.what === what) return r.chance;
  return 0;
}

function carrierScore(s: MatchState, f: Figure, d: Move, path: readonly Cell[], sit: Situation): number {
  const to = d.to;
  const activated = sit.offense === f.seat;
  let v = 0;
  if (activated && f.kind === 'skater') {
    if (inShootingPlace(f.seat, to)) v += 60 + (inMouth(f.seat, to) ? 10 : 0);
    else {
      // Shots are taken from rings 3-4, and a move changes ring once: come in high on the banking.
      const d = stepsToGoal(f.seat, to);
      v += approach(d, path.length, f) - d;
      if (d <= 2 * f.topSpeed) v += ringOf(to) >= 3 ? 4 : ringOf(to) === 2 ? -2 : -8;
    }
  } else if (activated) {
    // A catcher cannot shoot: take the ball to a skater, best one waiting in the shooting place.
    let best = 99;
    for (const m of s.figures) {
      if (m.seat !== f.seat || m.kind !== 'skater' || m.state !== 'standing' || m.cell === null) continue;
      best = Math.min(best, near(to, m.cell) - (inShootingPlace(f.seat, m.cell) ? 3 : 0));
    }
    v -= best === 99 ? stepsToGoal(f.seat, to) : 1.5 * best;
  } else {
    // Carry it round: every square forward counts towards the activation lap.
    v += path.length * 1.5;
  }
  // Speed keeps the ball in motion next turn (a slow carrier in the back of a sector is boxed in),
  // and so does the front slot: from slot 0 any step forward takes the ball into the next sector.
  if (path.length < 3) v -= 3 * (3 - path.length);
  v += slotOf(to) === 0 ? 4 : slotOf(to) === 1 ? 1.5 : 0;
  // Inside the white line any drop or fall kills the ball.
  if (ringOf(to) === GUTTER_RING) v -= 15;
  // Every opponent who can stand beside him in Combat, there already or still to move this turn,
  // may hit him (about one hit in five loses the ball), and squares ahead already taken or
  // controlled may box him in next turn (a boxed-in carrier must assault, and a miss kills the
  // ball: in a trace of 24 Normal games 29 possessions died so before activation).
  const close = closing(s, f.seat, f.cell as Cell, to);
  v -= 9 * close.hitters + 10 * close.bikers + 8 * blockedAhead(s, f.seat, to);
  // A ride: ending right behind a team-mate biker who has moved, he tows the ball 10 squares next turn.
  if (d.handOff === undefined && rideAt(s, f, to)) v += 9;
  if (d.handOff !== undefined) {
    // Only skaters score: hand the ball on once it is activated (best to a skater already placed
    // to shoot, else the nearer the goal the better), and before it, to a free skater as soon as
    // one is beside the catcher (more so when the catcher is about to be hit). A catcher who still
    // holds the ball at activation must find a skater first: in a trace of 24 Normal games 38
    // possessions were activated in a catcher's hands and 7 reached a shot, 24 in a skater's and 11.
    const c = chanceOf(s, d, 'hand-off');
    const skater = s.figures[d.handOff] as Figure;
    const at = skater.cell as Cell;
    let worth = close.hitters >= 2 ? 14 : 12;
    if (activated) worth = inShootingPlace(f.seat, at) ? 80 : 16 - 0.2 * stepsToGoal(f.seat, at);
    v += worth * c - 12 * (1 - c) - 4 * threats(s, f.seat, at);
  }
  return v;
}

/**
 * How well a carrier `d` squares short of the goal sector, going at `v`, can stop in it within the
 * next three turns: each turn his speed changes by at most his acceleration, and the sector is
 * 3 squares long (plus one sideways step), so the distances he can cover in k turns are an interval.
 */
function approach(d: number, v: number, f: Figure): number {
  if (d === 0) return 0;
  let lo = 0;
  let hi = 0;
  const bonus = [10, 6, 3];
  for (let k = 1; k <= 3; k++) {
    lo += Math.max(0, v - f.acceleration * k);
    hi += Math.min(f.topSpeed, v + f.acceleration * k);
    if (lo <= d + 3 && hi >= d) return bonus[k - 1] as number;
  }
  return d <= 3 * f.topSpeed ? -10 : 0;
}

/** A team-mate biker, done moving this turn, stands right in front of `cell` (same ring, one step forward). */
function rideAt(s: MatchState, f: Figure, cell: Cell): boolean {
  return s.figures.some((b) => b.seat === f.seat && b.kind === 'biker' && b.state === 'standing' && b.moved && b.cell !== null && behind(b.cell) === cell);
}

function looseBallScore(s: MatchState, f: Figure, d: Move, path: readonly Cell[], sit: Situation): number {
  const b = s.ball;
  const taker = f.kind === 'catcher' || (f.kind === 'skater' && b.at === 'loose' && b.kind === 'dropped');
  if (taker && b.at === 'loose' && path.includes(b.cell)) return 40 * chanceOf(s, d, b.kind === 'fresh' ? 'field' : 'pick-up');
  const i = sit.path.indexOf(d.to);
  if (taker) {
    if (i >= 0) return 25 - i * 0.4;
    // Figures only move forward: a square just behind him is a lap away.
    let best = 99;
    for (const c of sit.path) best = Math.min(best, reachSteps(d.to, c));
    return sit.path.length > 0 ? 10 - 1.5 * Math.min(best, 12) : 0;
  }
  // In the path of a fresh ball a skater or biker risks being knocked down.
  return i >= 0 && (b.at === 'none' || (b.at === 'loose' && b.kind === 'fresh')) ? -3 : 0;
}

function besideMouthGuard(s: MatchState, f: Figure, cell: Cell): boolean {
  const mouth = mouthOf(GOAL_SECTOR[f.seat]);
  return s.figures.some((g) => g.seat !== f.seat && g.state === 'standing' && g.cell !== null && mouth.includes(g.cell) && adjacent(g.cell, cell));
}

function supportScore(s: MatchState, f: Figure, d: Move, sit: Situation, w: MoveWeights): number {
  const c = sit.carrier as Figure;
  const at = c.cell as Cell;
  // A catcher with the activated ball needs a skater waiting in the shooting place to hand it to.
  if (c.kind === 'catcher' && sit.offense === c.seat && f.kind === 'skater') return inShootingPlace(f.seat, d.to) ? 20 - 3 * threats(s, f.seat, d.to) : -0.8 * stepsToGoal(f.seat, d.to);
  let v = -0.4 * near(d.to, at);
  // Normal: with the activated ball near the goal, stand next to a mouth defender to knock him down before the shot.
  if (w.plans && sit.offense === c.seat && f.kind !== 'biker' && stepsToGoal(c.seat, at) <= 2 * c.topSpeed && besideMouthGuard(s, f, d.to)) v += 8;
  // Right behind him on his ring, a skater or catcher meets the ball if he drops it (it rolls 3 squares back).
  const back = forwardSteps(d.to, at);
  if (f.kind !== 'biker' && c.moved && ringOf(d.to) === ringOf(at) && back >= 1 && back <= 3) v += 2.5;
  // Never stand in the carrier's way: a carrier who cannot leave his sector loses the ball. Beside
  // or behind him an escort keeps a square from the opponents instead.
  if (inLane(at, d.to) && !(f.kind === 'biker' && c.moved && behind(d.to) === at)) v -= c.moved ? 5 : 10;
  else if (adjacent(d.to, at)) v += 3;
  // A wall behind a carrier who has moved: chasers yet to move come from behind, and a square an
  // escort controls ends their move there, short of the carrier (3-4 squares behind him, his
  // control reaches 2-3 squares short of the carrier, out of reach of an assault).
  if (f.kind !== 'biker' && c.moved && back >= 3 && back <= 4 && chasersBehind(s, f.seat, d.to)) v += ringOf(d.to) === 2 || ringOf(d.to) === 3 ? 5 : 3;
  // A biker stopping right in front of the carrier who has moved tows him next turn.
  if (f.kind === 'biker' && c.moved && behind(d.to) === at) v += 12;
  // Next to an opponent who is next to the carrier: ready to hit him in Combat.
  for (const o of s.figures) if (o.seat !== f.seat && o.state === 'standing' && o.cell !== null && adjacent(o.cell, at) && adjacent(o.cell, d.to)) v += 2;
  return v;
}

/** Opponents yet to move this turn within a top speed behind `cell`: they will come past it. */
function chasersBehind(s: MatchState, seat: Seat, cell: Cell): boolean {
  return s.figures.some((o) => o.seat !== seat && !o.moved && o.state === 'standing' && o.kind !== 'biker' && o.cell !== null && forwardSteps(o.cell, cell) >= 1 && forwardSteps(o.cell, cell) <= o.topSpeed);
}

function chaseScore(s: MatchState, f: Figure, d: Move, sit: Situation, w: MoveWeights): number {
  const c = sit.carrier as Figure;
  const at = c.cell as Cell;
  if (f.kind === 'biker') return -0.3 * near(d.to, at);
  if (w.plans && sit.offense === c.seat) {
    // Two defenders guard the mouth of the goal the offense attacks.
    const mouth = mouthOf(GOAL_SECTOR[c.seat]);
    const guards = s.figures.filter((g) => g.seat === f.seat && g.id !== f.id && g.cell !== null && mouth.includes(g.cell) && g.state === 'standing').length;
    if (guards < 2 && mouth.includes(d.to)) return 30;
  }
  let v = -1.2 * near(d.to, at);
  if (adjacent(d.to, at)) v += c.moved ? 14 : 6;
  return v;
}

/** The score of one move decision for its figure. */
export function scoreMove(s: MatchState, f: Figure, d: Move, path: readonly Cell[], sit: Situation, w: MoveWeights): number {
  let v = 0.15 * path.length - 15 * noticeRisk(s, d);
  if (d.tow !== undefined) {
    const rider = s.figures[d.tow] as Figure;
    if (sit.carrier?.id === rider.id) {
      v += path.length * 2;
      const end = path.length === 0 ? (rider.cell as Cell) : riderEnd(f.cell as Cell, path);
      if (sit.offense === rider.seat && rider.kind === 'skater' && inShootingPlace(rider.seat, end)) v += 60;
      v -= 4 * threats(s, rider.seat, end);
    } else if (!w.plans) v -= 1;
  }
  if (sit.carrier?.id === f.id) v += carrierScore(s, f, d, path, sit);
  else if (s.ball.at !== 'held') v += looseBallScore(s, f, d, path, sit);
  else if (sit.mine) v += supportScore(s, f, d, sit, w);
  else v += chaseScore(s, f, d, sit, w);
  if (sit.carrier?.id !== f.id) v -= 0.8 * threats(s, f.seat, d.to);
  // Keep off the own tunnel's squares, where figures back from the box must enter.
  if (sectorOf(d.to) === TUNNEL_SECTOR[f.seat] && ringOf(d.to) === 4) v -= 0.5;
  return v;
}

/** Every move of the figure with its score. */
export function scoredMoves(s: MatchState, f: Figure, sit: Situation, w: MoveWeights): { decision: Decision; score: number }[] {
  return moveOptions(s, f).map((o) => ({ decision: o.decision, score: scoreMove(s, f, o.decision, o.path, sit, w) }));
}
