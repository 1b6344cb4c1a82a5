/**
 * Step 6, the shot (rules/rulerball.md): an offense skater holding the activated ball in rings 3-4
 * of his goal sector may shoot. A biker of his beside the mouth may interfere (an offence): the
 * mouth defenders next to him do not count, and if the referees see it the goal is disqualified.
 */
import { offense } from '../laps/activation';
import { shotNeed } from '../tables/numbers';
import { GOAL_SECTOR, mouthOf } from '../track/places';
import { adjacent, type Cell } from '../track/track';
import { carrier, figureAt } from './board';
import { type Ctx, emit, twoD6 } from './ctx';
import { clearBall, deadBall } from './possession';
import { refereesWatch } from './referees';
import { inMouth, inShootingPlace } from '../score/shot';
import type { Decision, Figure, MatchState } from './types';

/** The carrier who may shoot now, if any. */
export function shooter(s: MatchState): Figure | null {
  const c = carrier(s);
  if (!c || c.kind !== 'skater' || c.state !== 'standing' || c.cell === null) return null;
  return offense(s.possession) === c.seat && inShootingPlace(c.seat, c.cell) ? c : null;
}

/** Standing defenders in the mouth of the goal `f` shoots at. */
export function mouthDefenders(s: MatchState, f: Figure): Figure[] {
  return mouthOf(GOAL_SECTOR[f.seat])
    .map((c) => figureAt(s, c))
    .filter((d): d is Figure => d !== undefined && d.seat !== f.seat && d.state === 'standing');
}

/** Mouth defenders a biker would keep out of the shot: those next to him. */
export function interfered(s: MatchState, f: Figure, biker: Figure): Figure[] {
  return mouthDefenders(s, f).filter((d) => adjacent(d.cell as Cell, biker.cell as Cell));
}

export function shotDecisions(s: MatchState, f: Figure): Decision[] {
  const out: Decision[] = [{ kind: 'shoot', figure: f.id }];
  for (const b of s.figures) {
    if (b.seat === f.seat && b.kind === 'biker' && b.state === 'standing' && b.cell !== null && interfered(s, f, b).length > 0) out.push({ kind: 'shoot', figure: f.id, interfere: b.id });
  }
  out.push({ kind: 'no-shot', figure: f.id });
  return out;
}

export function shotNeedOf(s: MatchState, f: Figure, interfere: Figure | null): number {
  const kept = interfere ? interfered(s, f, interfere).length : 0;
  return shotNeed(mouthDefenders(s, f).length - kept, inMouth(f.seat, f.cell as Cell));
}

/** Shoots: a goal scores 1 unless a penalty on the offense this turn cancels it; either way the ball is dead and a reset follows. */
export function applyShot(ctx: Ctx, f: Figure, interfereId: number | undefined): void {
  const s = ctx.s;
  const biker = interfereId === undefined ? null : (s.figures[interfereId] as Figure);
  const involved = biker ? interfered(s, f, biker).length : 0;
  const need = shotNeedOf(s, f, biker);
  const rolls = twoD6(ctx);
  const scored = rolls[0] + rolls[1] >= need;
  emit(ctx, { type: 'shot', figure: f.id, rolls, need, goal: scored });
  if (biker) refereesWatch(ctx, biker, 'biker-shot-interference', involved);
  const cell = f.cell;
  if (scored && s.offensePenalised) emit(ctx, { type: 'goal-cancelled', figure: f.id });
  else if (scored) {
    const t = s.teams[f.seat === 'home' ? 0 : 1];
    t.score += 1;
    emit(ctx, { type: 'goal', team: f.seat, score: [s.teams[0].score, s.teams[1].score] });
  }
  if (s.ball.at === 'none') {
    // Already dead (a penalty on the shot): nothing more to clear.
  } else if (scored) clearBall(s);
  else deadBall(ctx, 'gutter', cell);
  s.clock = { ...s.clock, stopped: true };
  s.resetFor = f.seat === 'home' ? 'away' : 'home';
}
