/**
 * Step 5, combat (rules/rulerball.md): a standing skater or catcher may assault one adjacent
 * standing opponent; 2d6 + strength each side, the margin read on the assault table. The risky
 * assaults (a biker, a fallen figure, a biker ramming, the carrier striking with the ball) are
 * offered and the referees watch them.
 */
import { carrierBall, knockdown, pushSquares, resolveAssault, slowedSpeed } from '../combat/assault';
import { TUNING } from '../tables/numbers';
import { adjacent, ahead, forwardDiagonal, sideways, type Cell } from '../track/track';
import { carrier, occupied } from './board';
import { type Ctx, d6, emit, skillNeed, twoD6 } from './ctx';
import { knockDown } from './injury';
import { ballMoved, deadBall, dropBall, takeBall } from './possession';
import { refereesWatch } from './referees';
import type { Decision, Figure, MatchState } from './types';

type AssaultDecision = Extract<Decision, { kind: 'assault' }>;

/** Squares beside (same p, a ring in or out) or in front (the three forward squares) of a figure. */
export function besideOrInFront(cell: Cell): Cell[] {
  const out: Cell[] = [ahead(cell)];
  for (const dr of [-1, 1] as const) {
    const side = sideways(cell, dr);
    if (side !== null) out.push(side);
    const diag = forwardDiagonal(cell, dr);
    if (diag !== null) out.push(diag);
  }
  return out;
}

/** Opponents a figure may assault now (fallen ones only as an offence; lying ones never). */
export function assaultTargets(s: MatchState, f: Figure): Figure[] {
  if (f.state !== 'standing' || f.cell === null || f.fought) return [];
  const front = s.mustAssault === f.id ? besideOrInFront(f.cell) : null;
  return s.figures.filter((t) => {
    if (t.seat === f.seat || t.cell === null || !adjacent(f.cell as Cell, t.cell)) return false;
    if (front && !front.includes(t.cell)) return false;
    // A ramming biker goes for standing figures only.
    return t.state === 'standing' || (t.state === 'fallen' && f.kind !== 'biker');
  });
}

export function assaultDecisions(s: MatchState, f: Figure): Decision[] {
  const targets = assaultTargets(s, f);
  if (targets.length === 0) return [];
  const out: Decision[] = [];
  const withBall = carrier(s)?.id === f.id && f.kind !== 'biker';
  for (const t of targets) {
    out.push({ kind: 'assault', figure: f.id, target: t.id });
    if (withBall) out.push({ kind: 'assault', figure: f.id, target: t.id, withBall: true });
  }
  // The carrier who could not leave his sector must assault (ball in motion): no holding back.
  if (s.mustAssault !== f.id) out.push({ kind: 'hold', figure: f.id });
  return out;
}

/** Moves a pushed figure one square; a carrier takes the ball with him. */
export function pushTo(ctx: Ctx, defender: Figure, to: Cell): void {
  const from = defender.cell as Cell;
  defender.cell = to;
  emit(ctx, { type: 'push', figure: defender.id, from, to });
  if (ctx.s.ball.at === 'held' && ctx.s.ball.figure === defender.id) ballMoved(ctx, from, to);
}

export function applyAssault(ctx: Ctx, d: AssaultDecision): void {
  const s = ctx.s;
  const a = s.figures[d.figure] as Figure;
  const t = s.figures[d.target] as Figure;
  a.fought = true;
  const mustAssault = s.mustAssault === a.id;
  const ram = a.kind === 'biker';
  const fallen = t.state === 'fallen';
  const attack = twoD6(ctx);
  const defend = twoD6(ctx);
  const attacker = { strength: ram ? TUNING.ramStrength : (a.strength as number), speed: a.speed, withBall: d.withBall === true };
  // A biker cannot fight back: he defends with his dice alone; a fallen figure is not moving.
  const defStrength = t.strength ?? 0;
  const defSpeed = fallen ? 0 : t.speed;
  const { margin, result } = resolveAssault(attacker, attack[0] + attack[1], defStrength, defSpeed, defend[0] + defend[1]);
  const defendTotal = defend[0] + defend[1] + defStrength;
  emit(ctx, { type: 'assault', attacker: a.id, defender: t.id, attack, defend, attackTotal: defendTotal + margin, defendTotal, margin, result });
  if (result === 'backfire') knockDown(ctx, a, false);
  else if (result === 'marginal') {
    t.speed = slowedSpeed(t.speed);
    emit(ctx, { type: 'slowed', figure: t.id, speed: t.speed });
    const squares = pushSquares(t.cell as Cell, (c) => occupied(s, c));
    if (squares.length === 1) pushTo(ctx, t, squares[0] as Cell);
    else if (squares.length > 1) s.pending = { kind: 'push', attacker: a.id, defender: t.id, squares };
    else emit(ctx, { type: 'push', figure: t.id, from: t.cell as Cell, to: null });
  } else if (result === 'solid' || result === 'crushing') {
    let keeps = false;
    if (carrier(s)?.id === t.id) {
      let held: boolean | null = null;
      if (result === 'solid') {
        const need = skillNeed(t.skill);
        const roll = d6(ctx);
        held = roll >= need;
        emit(ctx, { type: 'hold-ball', figure: t.id, roll, need, ok: held });
      }
      const loss = carrierBall(result, held, a.kind);
      if (loss === 'stolen' && a.state === 'standing') {
        emit(ctx, { type: 'steal', figure: a.id, from: t.id });
        takeBall(ctx, a);
      } else if (loss !== 'kept') dropBall(ctx, t);
      keeps = loss === 'kept';
    }
    knockDown(ctx, t, knockdown(result).armourSkipped, keeps);
  }
  if (mustAssault) {
    s.mustAssault = null;
    // Marginal or better keeps the ball in motion; otherwise it is dead.
    const kept = result === 'marginal' || result === 'solid' || result === 'crushing';
    if (!kept && s.ball.at !== 'none') deadBall(ctx, 'ball-in-motion', a.cell);
  }
  if (ram) refereesWatch(ctx, a, 'biker-ram');
  else if (t.kind === 'biker') refereesWatch(ctx, a, 'assault-biker');
  if (fallen) refereesWatch(ctx, a, 'assault-fallen');
  if (d.withBall) refereesWatch(ctx, a, 'ball-strike');
}

export function applyPush(ctx: Ctx, to: Cell): void {
  const p = ctx.s.pending;
  if (p?.kind !== 'push') throw new Error('no push is waiting');
  ctx.s.pending = null;
  pushTo(ctx, ctx.s.figures[p.defender] as Figure, to);
}
