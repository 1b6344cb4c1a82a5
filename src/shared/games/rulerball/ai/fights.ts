/**
 * The computer coach's assaults, pushes and shots, read off the engine's previews: an assault is
 * worth its chance to knock the defender down (and, on the carrier, to win the ball) less the
 * chance of a backfire and of the referees' box.
 */
import { carrier } from '../engine/board';
import type { Decision, Figure, MatchState } from '../engine/types';
import { lapsLeft, offense } from '../laps/activation';
import { previewDecision } from '../preview';
import { TUNING } from '../tables/numbers';
import { GOAL_SECTOR, mouthOf } from '../track/places';
import { adjacent, ringOf, type Cell } from '../track/track';
import { stepsToGoal } from './look';

export interface FightWeights {
  /** Takes risky (penalised) assaults when they pay (Normal), or never (Easy). */
  readonly risky: boolean;
  /** Knocks the mouth clear before the own carrier's shot (Normal), or not (Easy). */
  readonly plans?: boolean;
}

/**
 * A standing defender in the mouth the own activated carrier is about to shoot at: each one makes
 * the shot one harder, and Combat comes before the Score step, so knocking him down this turn counts.
 */
function mouthGuard(s: MatchState, a: Figure, t: Figure): boolean {
  const c = carrier(s);
  if (!c || c.seat !== a.seat || c.cell === null || offense(s.possession) !== a.seat || t.cell === null) return false;
  return mouthOf(GOAL_SECTOR[a.seat]).includes(t.cell) && stepsToGoal(a.seat, c.cell) <= c.topSpeed;
}

/**
 * An opponent beside the own carrier who has not made his assault yet: knocked down (or pushed
 * away) before his turn in Combat comes, he cannot hit the carrier. Normal goes for him first,
 * its bikers with a ram (penalised, weighed like any ram).
 */
function guardsCarrier(c: Figure, t: Figure): boolean {
  return !t.fought && t.state === 'standing' && t.kind !== 'biker' && t.cell !== null && c.cell !== null && adjacent(t.cell, c.cell);
}

export function scoreAssault(s: MatchState, d: Decision, w: FightWeights): number {
  if (d.kind === 'hold') return 0;
  if (d.kind !== 'assault') return -99;
  const p = previewDecision(s, d);
  let v = 0;
  let risky = false;
  const a = s.figures[d.figure] as Figure;
  const t = s.figures[d.target] as Figure;
  const ball = carrier(s);
  // The carrier fights only when the ball in motion makes him: a backfire or a noticed blow loses the ball.
  if (ball?.id === a.id && s.mustAssault !== a.id) return -99;
  for (const r of p?.rolls ?? []) {
    if (r.kind === 'assault') {
      const down = r.odds.solid + r.odds.crushing;
      v += 3 * down + 1 * r.odds.marginal - 3 * r.odds.backfire;
      if (w.plans && mouthGuard(s, a, t)) v += 10 * down + 3 * r.odds.marginal;
      if (w.plans && ball && ball.seat === a.seat && ball.id !== a.id && guardsCarrier(ball, t)) v += 4 * down + 1.5 * r.odds.marginal;
      if (ball?.id === t.id) v += 12 * (r.odds.crushing + r.odds.solid * (1 - (r.hold ?? 0))) * (a.kind === 'skater' ? 1.5 : 1);
      if (ball?.id === a.id) v -= 12 * r.odds.backfire;
    } else if (r.kind === 'notice') {
      risky = true;
      v -= r.chance * (r.offence === 'ball-strike' ? 20 : 6);
    }
  }
  if (risky && !w.risky) return -99;
  return v;
}

/** Push a carrier inward (towards the gutter), anyone else back. */
export function choosePush(s: MatchState, options: readonly Decision[]): Decision {
  const p = s.pending;
  const victim = p?.kind === 'push' ? (s.figures[p.defender] as Figure) : null;
  const isCarrier = victim !== null && carrier(s)?.id === victim.id;
  let best = options[0] as Decision;
  let bestV = -Infinity;
  for (const d of options) {
    if (d.kind !== 'push') continue;
    const v = isCarrier ? -ringOf(d.to as Cell) : ringOf(d.to as Cell) === ringOf(victim?.cell as Cell) ? 1 : 0;
    if (v > bestV) [best, bestV] = [d, v];
  }
  return best;
}

/**
 * Shoot or hold: Easy always shoots. Normal weighs the shot's chance (and a biker's interference,
 * which the referees may see and disqualify) against keeping the ball for a better chance, and
 * shoots anyway when the ball could not stay another turn or the laps are running out.
 */
export function chooseShot(s: MatchState, options: readonly Decision[], careful: boolean): Decision {
  let best: Decision | null = null;
  let bestV = -1;
  for (const d of options) {
    if (d.kind !== 'shoot') continue;
    let chance = 0;
    let seen = 0;
    for (const r of previewDecision(s, d)?.rolls ?? []) {
      if (r.kind === 'shot') chance = r.chance;
      if (r.kind === 'notice') seen = r.chance;
    }
    const v = chance * (1 - seen);
    if (v > bestV) [best, bestV] = [d, v];
  }
  const hold = options.find((d) => d.kind === 'no-shot');
  if (!best || (!careful && best)) return best ?? (options[0] as Decision);
  const laps = s.possession ? lapsLeft(s.possession) : null;
  const mustShoot = s.goalSectorTurns >= TUNING.goalSectorTurns || (laps !== null && laps <= 1);
  return bestV < 0.3 && !mustShoot && hold ? hold : best;
}
