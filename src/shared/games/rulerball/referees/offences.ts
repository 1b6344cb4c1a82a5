/**
 * The seed's ten rules (rules/rulerball.md, "Rules and penalties"). The automatic ones are never
 * offered by the engine; the risky ones may be chosen, and two referees each roll a d6 to notice.
 */
import { TUNING } from '../tables/numbers';

/** Rules the engine enforces by never offering a breach. */
export const AUTOMATIC_RULES = ['ball-in-sight', 'ball-in-motion', 'no-backward', 'biker-no-ball'] as const;

export type Offence =
  | 'too-many-stopped'
  | 'assault-biker'
  | 'biker-ram'
  | 'assault-fallen'
  | 'ball-strike'
  | 'biker-in-mouth'
  | 'biker-shot-interference'
  | 'grab-opposing-biker';

export interface OffenceRule {
  /** Minutes in the penalty box when noticed (shot interference adds 3 per opponent involved). */
  readonly minutes: number;
  /** The ball is declared dead when noticed. */
  readonly deadBall: boolean;
  /** A goal by the offence this turn is disqualified when noticed. */
  readonly cancelsGoal: boolean;
}

export const OFFENCES: Readonly<Record<Offence, OffenceRule>> = {
  'too-many-stopped': { minutes: TUNING.penaltyMinutes, deadBall: false, cancelsGoal: false },
  'assault-biker': { minutes: TUNING.penaltyMinutes, deadBall: false, cancelsGoal: false },
  'biker-ram': { minutes: TUNING.penaltyMinutes, deadBall: false, cancelsGoal: false },
  'assault-fallen': { minutes: TUNING.penaltyMinutes, deadBall: false, cancelsGoal: false },
  'ball-strike': { minutes: TUNING.penaltyMinutes, deadBall: true, cancelsGoal: false },
  'biker-in-mouth': { minutes: TUNING.penaltyMinutes, deadBall: false, cancelsGoal: false },
  'biker-shot-interference': { minutes: TUNING.penaltyMinutes, deadBall: false, cancelsGoal: true },
  'grab-opposing-biker': { minutes: TUNING.penaltyMinutes, deadBall: false, cancelsGoal: false },
};

/** Noticed when either referee's d6 reaches the notice number. */
export function noticed(refereeA: number, refereeB: number): boolean {
  return refereeA >= TUNING.refereeNotice || refereeB >= TUNING.refereeNotice;
}

/** The chance the referees notice: 1 - (misses on one die)^2; 5/9 with notice on 5+. */
export function noticeChance(): number {
  const miss = (TUNING.refereeNotice - 1) / 6;
  return 1 - miss * miss;
}

export type Sentence = { readonly kind: 'minutes'; readonly minutes: number } | { readonly kind: 'period' };

/**
 * What a noticed offence costs the figure: its minutes, or out for the rest of the period when
 * the same figure was already penalised for the same rule (the seed's second-offence pattern).
 * `opponentsInvolved` adds 3 minutes each for shot interference.
 */
export function sentence(offence: Offence, priorSameOffences: number, opponentsInvolved = 0): Sentence {
  if (priorSameOffences > 0) return { kind: 'period' };
  const extra = offence === 'biker-shot-interference' ? opponentsInvolved * TUNING.penaltyMinutes : 0;
  return { kind: 'minutes', minutes: OFFENCES[offence].minutes + extra };
}

/** Figures over the stopped limit (2) that risk a call; fallen figures and the screen are not counted. */
export function overStoppedLimit(stoppedCounted: number): number {
  return Math.max(0, stoppedCounted - TUNING.stoppedLimit);
}
