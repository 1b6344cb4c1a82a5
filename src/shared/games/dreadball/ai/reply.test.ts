import { describe, expect, it } from 'vitest';
import { opposedOdds } from '../../../dice/odds';
import { opposed } from './reply';

describe('cached opposed odds', () => {
  it('gives the odds of the dice module, the same object on a second call', () => {
    const o = opposed(4, 4, 3, 5);
    expect(o).toEqual(opposedOdds(4, 4, 3, 5));
    expect(opposed(4, 4, 3, 5)).toBe(o);
  });

  it('clamps the dice to 0..9', () => {
    expect(opposed(12, 4, -1, 4)).toEqual(opposedOdds(9, 4, 0, 4));
  });
});
