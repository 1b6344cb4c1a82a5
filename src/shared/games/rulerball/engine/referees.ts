/** The referees (rules/rulerball.md, "Rules and penalties"): two d6 to notice a risky act, and the box. */
import { offense } from '../laps/activation';
import { OFFENCES, noticed, sentence, type Offence } from '../referees/offences';
import { type Ctx, d6, emit } from './ctx';
import { deadBall, dropBall } from './possession';
import type { Figure } from './types';

/**
 * `f` did something the referees may notice. Noticed: the figure leaves for the penalty box (its
 * minutes, or the period for a second offence of the same rule), a carrier's ball drops (or is
 * dead, for striking with it), and a penalty on the offense cancels its goal this turn.
 */
export function refereesWatch(ctx: Ctx, f: Figure, offence: Offence, opponentsInvolved = 0): boolean {
  const s = ctx.s;
  const rolls: [number, number] = [d6(ctx), d6(ctx)];
  const seen = noticed(rolls[0], rolls[1]);
  emit(ctx, { type: 'offence', figure: f.id, offence, rolls, noticed: seen });
  if (!seen) return false;
  const prior = f.offences[offence] ?? 0;
  f.offences[offence] = prior + 1;
  const sent = sentence(offence, prior, opponentsInvolved);
  emit(ctx, { type: 'penalty', figure: f.id, offence, minutes: sent.kind === 'minutes' ? sent.minutes : null });
  if (offense(s.possession) === f.seat) s.offensePenalised = true;
  if (s.ball.at === 'held' && s.ball.figure === f.id) {
    if (OFFENCES[offence].deadBall) deadBall(ctx, 'penalty', f.cell);
    else dropBall(ctx, f);
  } else if (OFFENCES[offence].deadBall && s.ball.at !== 'none') {
    deadBall(ctx, 'penalty', f.cell);
  }
  // A figure already out of play (lying injured, in the rest box) serves nothing more.
  if (f.state === 'standing' || f.state === 'fallen') {
    f.state = 'off';
    f.cell = null;
    f.speed = 0;
    s.boxes.push({ figure: String(f.id), box: 'penalty', time: sent.kind === 'minutes' ? { kind: 'minutes', minutes: sent.minutes } : { kind: 'period' } });
  }
  return true;
}
