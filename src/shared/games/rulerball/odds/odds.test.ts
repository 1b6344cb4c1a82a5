import { describe, expect, it } from 'vitest';
import { armourBreakChance, assaultOdds, injuryOdds, refereesNotice, shotChance, skillChance } from './odds';

describe('Rülerball odds', () => {
  it('skill rolls: 4+ is 1/2, 3+ is 2/3, never better than 2+ nor worse than 6+', () => {
    expect(skillChance(4)).toBe(1 / 2);
    expect(skillChance(3)).toBeCloseTo(2 / 3, 12);
    expect(skillChance(1)).toBeCloseTo(5 / 6, 12);
    expect(skillChance(7)).toBeCloseTo(1 / 6, 12);
  });

  it('equal fighters: the five results sum to 1, and the table is symmetric about a margin of 0', () => {
    const o = assaultOdds(3, 3);
    expect(o.backfire + o.miss + o.marginal + o.solid + o.crushing).toBeCloseTo(1, 12);
    // P(margin <= -3) = P(margin >= 3) for equal sides: backfire equals solid plus crushing.
    expect(o.backfire).toBeCloseTo(o.solid + o.crushing, 12);
    // The margin of two 2d6 is 4d6 - 14: miss is 4d6 in 12-14 (125 + 140 + 146 ways), marginal 15-16 (140 + 125).
    expect(o.miss).toBeCloseTo(411 / 1296, 12);
    expect(o.marginal).toBeCloseTo(265 / 1296, 12);
    expect(o.solid).toBeCloseTo(240 / 1296, 12);
    expect(o.backfire).toBeCloseTo(310 / 1296, 12);
  });

  it('equal fighters: a margin of 6 or more (crushing) is 4d6 of 20 or more, 70/1296', () => {
    // Differences of two 2d6: P(diff >= 6) = sum over a-d >= 6 of ways(a) ways(d) / 1296.
    let ways = 0;
    const w = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];
    for (let a = 2; a <= 12; a++) for (let d = 2; d <= 12; d++) if (a - d >= 6) ways += (w[a] as number) * (w[d] as number);
    expect(ways).toBe(70);
    expect(assaultOdds(3, 3).crushing).toBeCloseTo(70 / 1296, 12);
  });

  it('a stronger attacker hits more often', () => {
    expect(assaultOdds(5, 3).solid + assaultOdds(5, 3).crushing).toBeGreaterThan(assaultOdds(3, 3).solid + assaultOdds(3, 3).crushing);
    expect(assaultOdds(5, 3).backfire).toBeLessThan(assaultOdds(3, 3).backfire);
  });

  it('armour 8 breaks on 9+ (10/36), armour 9 on 10+ (6/36)', () => {
    expect(armourBreakChance(8)).toBeCloseTo(10 / 36, 12);
    expect(armourBreakChance(9)).toBeCloseTo(6 / 36, 12);
  });

  it('injuries: shaken 21/36, injured 9/36, unconscious 5/36, dead 1/36', () => {
    const o = injuryOdds();
    expect(o.shaken).toBeCloseTo(21 / 36, 12);
    expect(o.injured).toBeCloseTo(9 / 36, 12);
    expect(o.unconscious).toBeCloseTo(5 / 36, 12);
    expect(o.dead).toBeCloseTo(1 / 36, 12);
  });

  it('a shot needing 6 goes in 26/36, needing 8 15/36; the referees notice 20/36', () => {
    expect(shotChance(6)).toBeCloseTo(26 / 36, 12);
    expect(shotChance(8)).toBeCloseTo(15 / 36, 12);
    expect(refereesNotice()).toBeCloseTo(20 / 36, 12);
  });
});
