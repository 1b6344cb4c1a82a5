import { describe, expect, it } from 'vitest';
import { FIGURES, LINE_UP, FIGURES_PER_TEAM, assaultResult, injuryResult, shotNeed } from './numbers';

describe('Rülerball numbers', () => {
  it('fields 10 figures a side: 5 skaters, 2 catchers, 3 bikers', () => {
    expect(LINE_UP.skater + LINE_UP.catcher + LINE_UP.biker).toBe(FIGURES_PER_TEAM);
    expect(FIGURES.biker.strength).toBeNull();
    expect(FIGURES.catcher.skill).toBe(3);
  });

  it('reads the assault table by margin', () => {
    expect([-4, -3, -2, 0, 1, 2, 3, 5, 6, 9].map(assaultResult)).toEqual([
      'backfire',
      'backfire',
      'miss',
      'miss',
      'marginal',
      'marginal',
      'solid',
      'solid',
      'crushing',
      'crushing',
    ]);
  });

  it('reads the injury table on 2d6', () => {
    expect([2, 7, 8, 9, 10, 11, 12].map(injuryResult)).toEqual([
      'shaken',
      'shaken',
      'injured',
      'injured',
      'unconscious',
      'unconscious',
      'dead',
    ]);
  });

  it('needs 4 on a shot (tuned from 6 to 5, then 4), +1 per mouth defender, +1 from outside the mouth', () => {
    expect(shotNeed(0, true)).toBe(4);
    expect(shotNeed(2, false)).toBe(7);
  });
});
