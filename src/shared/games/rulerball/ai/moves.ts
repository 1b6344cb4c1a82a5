/**
 * The computer coach's view of one move: a score for where a figure ends, by its job at that
 * moment (carry the ball round, field it, escort the carrier, chase the opposing carrier, guard
 * the mouth), less the risks (a penalty, the ball's path, opponents next to the end square).
 */
import { moveOptions } from '../engine/moves';
import type { Decision, Figure, MatchState } from '../engine/types';
import { previewDecision } from '../preview';
import { inShootingPlace, inMouth } from '../score/shot';
import { GOAL_SECTOR, mouthOf, TUNNEL_SECTOR } from '../track/places';
import { adjacent, behind, GUTTER_RING, ringOf, sectorOf, type Cell } from '../track/track';
import { near, type Situation, stepsToGoal, threats } from './look';

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
  let v = 0;
  if (sit.offense === f.seat) {
    v += inShootingPlace(f.seat, to) && f.kind === 'skater' ? 60 + (inMouth(f.seat, to) ? 10 : 0) : -stepsToGoal(f.seat, to);
  } else {
    // Carry it round: every square forward counts towards the activation lap.
    v += path.length * 1.5;
  }
  if (ringOf(to) === GUTTER_RING) v -= 4;
  v -= 5 * threats(s, f.seat, to);
  if (d.handOff !== undefined) {
    const c = chanceOf(s, d, 'hand-off');
    const skater = s.figures[d.handOff] as Figure;
    v += 14 * c - 10 * (1 - c) - 4 * threats(s, f.seat, skater.cell as Cell);
  }
  return v;
}

function looseBallScore(s: MatchState, f: Figure, d: Move, path: readonly Cell[], sit: Situation): number {
  const b = s.ball;
  const taker = f.kind === 'catcher' || (f.kind === 'skater' && b.at === 'loose' && b.kind === 'dropped');
  if (taker && b.at === 'loose' && path.includes(b.cell)) return 40 * chanceOf(s, d, b.kind === 'fresh' ? 'field' : 'pick-up');
  const i = sit.path.indexOf(d.to);
  if (taker) {
    if (i >= 0) return 25 - i * 0.5;
    let best = 99;
    for (const c of sit.path) best = Math.min(best, near(d.to, c));
    return sit.path.length > 0 ? 10 - 2 * best : 0;
  }
  // In the path of a fresh ball a skater or biker risks being knocked down.
  return i >= 0 && (b.at === 'none' || (b.at === 'loose' && b.kind === 'fresh')) ? -3 : 0;
}

function supportScore(s: MatchState, f: Figure, d: Move, sit: Situation, w: MoveWeights): number {
  const c = sit.carrier as Figure;
  const at = c.cell as Cell;
  let v = -0.6 * near(d.to, at);
  if (w.plans && f.kind === 'biker' && !c.moved && behind(d.to) === at && sectorOf(d.to) === sectorOf(at)) v += 12;
  // Next to an opponent who is next to the carrier: ready to hit him in Combat.
  for (const o of s.figures) if (o.seat !== f.seat && o.state === 'standing' && o.cell !== null && adjacent(o.cell, at) && adjacent(o.cell, d.to)) v += 2;
  return v;
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
  let v = 0.15 * path.length - 8 * noticeRisk(s, d);
  if (d.tow !== undefined) {
    const rider = s.figures[d.tow] as Figure;
    v += sit.carrier?.id === rider.id ? path.length * 2 : w.plans ? 0 : -1;
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
