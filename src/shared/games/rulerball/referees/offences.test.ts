import { describe, expect, it } from 'vitest';
import { OFFENCES, noticeChance, noticed, overStoppedLimit, sentence } from './offences';

describe('the referees', () => {
  it('two referees each roll a d6 and notice on 5+', () => {
    expect(noticed(4, 4)).toBe(false);
    expect(noticed(5, 1)).toBe(true);
    expect(noticed(1, 6)).toBe(true);
    expect(noticeChance()).toBeCloseTo(5 / 9, 12);
  });

  it('a noticed offence is 3 minutes, the same figure’s second offence of a rule is the period', () => {
    expect(sentence('assault-biker', 0)).toEqual({ kind: 'minutes', minutes: 3 });
    expect(sentence('assault-biker', 1)).toEqual({ kind: 'period' });
  });

  it('shot interference costs 3 minutes plus 3 per opponent involved and disqualifies the goal', () => {
    expect(sentence('biker-shot-interference', 0, 2)).toEqual({ kind: 'minutes', minutes: 9 });
    expect(OFFENCES['biker-shot-interference'].cancelsGoal).toBe(true);
  });

  it('striking with the ball kills the ball', () => {
    expect(OFFENCES['ball-strike'].deadBall).toBe(true);
    expect(OFFENCES['assault-fallen'].deadBall).toBe(false);
  });

  it('only figures stopped beyond two risk a call', () => {
    expect([0, 2, 3, 5].map(overStoppedLimit)).toEqual([0, 0, 1, 3]);
  });
});
