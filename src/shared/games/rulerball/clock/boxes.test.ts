import { describe, expect, it } from 'vitest';
import { countDown, matchOver, nextPeriod, periodEnds, periodOver, startClock, tick, type BoxEntry } from './boxes';

describe('the clock', () => {
  it('advances one minute a turn; a turn after the clock stopped is played but not counted', () => {
    let c = tick(startClock());
    expect(c).toEqual({ clock: { period: 1, minute: 1, stopped: false }, counted: true });
    c = tick({ ...c.clock, stopped: true });
    expect(c).toEqual({ clock: { period: 1, minute: 1, stopped: false }, counted: false });
  });

  it('a period ends once its 20th minute was counted, the match after the third', () => {
    expect(periodOver({ period: 1, minute: 19, stopped: false })).toBe(false);
    expect(periodOver({ period: 1, minute: 20, stopped: false })).toBe(true);
    expect(matchOver({ period: 2, minute: 20, stopped: false })).toBe(false);
    expect(matchOver({ period: 3, minute: 20, stopped: false })).toBe(true);
    expect(nextPeriod({ period: 1, minute: 20, stopped: true })).toEqual({ period: 2, minute: 0, stopped: false });
  });
});

describe('the boxes', () => {
  const boxes: BoxEntry[] = [
    { figure: 'a', box: 'penalty', time: { kind: 'minutes', minutes: 1 } },
    { figure: 'b', box: 'rest', time: { kind: 'minutes', minutes: 3 } },
    { figure: 'c', box: 'penalty', time: { kind: 'period' } },
    { figure: 'd', box: 'out', time: { kind: 'game' } },
  ];

  it('timed figures count down each counted minute and return at 0:00', () => {
    const r = countDown(boxes);
    expect(r.released).toEqual(['a']);
    expect(r.kept.find((e) => e.figure === 'b')?.time).toEqual({ kind: 'minutes', minutes: 2 });
    expect(r.kept).toHaveLength(3);
  });

  it('out for the period ends with the period; minutes carry over; out for the game stays', () => {
    const r = periodEnds(boxes);
    expect(r.released).toEqual(['c']);
    expect(r.kept.map((e) => e.figure)).toEqual(['a', 'b', 'd']);
  });
});
