import { describe, expect, it } from 'vitest';
import { cellAt } from '../track/track';
import { inMouth, inShootingPlace, shotTarget, twoD6AtLeast } from './shot';

describe('the shot', () => {
  it('home shoots from rings 3-4 of sector 1, away of sector 7', () => {
    expect(inShootingPlace('home', cellAt(3, 1, 2))).toBe(true);
    expect(inShootingPlace('home', cellAt(2, 1, 2))).toBe(false);
    expect(inShootingPlace('home', cellAt(4, 7, 0))).toBe(false);
    expect(inShootingPlace('away', cellAt(4, 7, 0))).toBe(true);
  });

  it('the mouth is ring 4, slots 0 and 1', () => {
    expect(inMouth('home', cellAt(4, 1, 1))).toBe(true);
    expect(inMouth('home', cellAt(4, 1, 2))).toBe(false);
  });

  it('needs 4 from the mouth (shot target tuned from 6 to 5, then 4), +1 from outside, +1 per standing defender in the mouth', () => {
    const none = () => false;
    expect(shotTarget('home', cellAt(4, 1, 0), none)).toBe(4);
    expect(shotTarget('home', cellAt(3, 1, 0), none)).toBe(5);
    const one = (c: number) => c === cellAt(4, 1, 1);
    expect(shotTarget('home', cellAt(3, 1, 0), one)).toBe(6);
  });

  it('P(2d6 >= n) is exact', () => {
    expect(twoD6AtLeast(6)).toBeCloseTo(26 / 36, 12);
    expect(twoD6AtLeast(2)).toBe(1);
    expect(twoD6AtLeast(13)).toBe(0);
  });
});
