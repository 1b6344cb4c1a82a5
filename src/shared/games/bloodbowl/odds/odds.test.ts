import { describe, expect, it } from 'vitest';
import { blockOdds, chosenOutcome, faceOdds, outcomeOdds } from './block';
import { testOdds } from './tests';

describe('exact test odds', () => {
  it('an AG 3 dodge into no tackle zone needs 3+ (4/6), 8/9 with a re-roll', () => {
    const o = testOdds(4, 1);
    expect(o.needed).toBe(3);
    expect(o.success).toBeCloseTo(4 / 6, 12);
    expect(o.successWithReroll).toBeCloseTo(4 / 6 + (2 / 6) * (4 / 6), 12);
  });

  it('natural 1 and 6 cap every test between 1/6 and 5/6', () => {
    expect(testOdds(1, 3).success).toBeCloseTo(5 / 6, 12);
    expect(testOdds(6, -4).success).toBeCloseTo(1 / 6, 12);
    expect(testOdds(6, -4).successWithReroll).toBeCloseTo(11 / 36, 12);
  });

  it('a GFI needs 2+: 5/6, 35/36 with a re-roll', () => {
    expect(testOdds(2, 0).success).toBeCloseTo(5 / 6, 12);
    expect(testOdds(2, 0).successWithReroll).toBeCloseTo(35 / 36, 12);
  });

  it('an AG 3 long pass with one tackle zone needs 6+', () => {
    expect(testOdds(4, -1 - 1).needed).toBe(6);
  });
});

describe('exact block odds', () => {
  it('one die: faces 1/6, 1/6, 2/6, 1/6, 1/6', () => {
    const o = outcomeOdds(1, 'attacker', false);
    expect(o['attacker-down']).toBeCloseTo(1 / 6, 12);
    expect(o['both-down']).toBeCloseTo(1 / 6, 12);
    expect(o.pushed).toBeCloseTo(2 / 6, 12);
    expect(o['defender-down']).toBeCloseTo(2 / 6, 12);
  });

  it('one die against Dodge: a stumble is a push', () => {
    const o = outcomeOdds(1, 'attacker', true);
    expect(o.pushed).toBeCloseTo(3 / 6, 12);
    expect(o['defender-down']).toBeCloseTo(1 / 6, 12);
  });

  it('two dice, attacker chooses: defender down 23/36 (20 clean + 3 both down), attacker down 4/36', () => {
    const b = blockOdds(2, 'attacker', false, false);
    expect(b.outcomes['defender-down']).toBeCloseTo(20 / 36, 12);
    expect(b.outcomes['both-down']).toBeCloseTo(3 / 36, 12);
    expect(b.defenderDown).toBeCloseTo(23 / 36, 12);
    expect(b.attackerDown).toBeCloseTo(4 / 36, 12);
  });

  it('two dice, defender chooses: clean knock-down only when both dice show it (4/36)', () => {
    const b = blockOdds(2, 'defender', false, false);
    expect(b.outcomes['defender-down']).toBeCloseTo(4 / 36, 12);
    expect(b.outcomes['attacker-down']).toBeCloseTo(11 / 36, 12);
  });

  it('three dice, attacker chooses: 1 - (4/6)^3 clean knock-down', () => {
    expect(blockOdds(3, 'attacker', false, false).outcomes['defender-down']).toBeCloseTo(1 - (4 / 6) ** 3, 12);
    expect(blockOdds(3, 'attacker', true, false).outcomes['defender-down']).toBeCloseTo(1 - (5 / 6) ** 3, 12);
  });

  it('a re-roll (Block or team) of a block that would knock the attacker down', () => {
    // One die: attacker down 2/6 of the time; re-rolled, the new die stands.
    const b = blockOdds(1, 'attacker', false, true);
    expect(b.outcomes['defender-down']).toBeCloseTo(2 / 6 + (2 / 6) * (2 / 6), 12);
    expect(b.attackerDown).toBeCloseTo((2 / 6) * (2 / 6), 12);
    const two = blockOdds(2, 'attacker', false, true);
    expect(two.outcomes['defender-down']).toBeCloseTo(20 / 36 + (4 / 36) * (20 / 36), 12);
  });

  it('offers each face on at least one of n dice', () => {
    expect(faceOdds(2).pushed).toBeCloseTo(1 - (4 / 6) ** 2, 12);
    expect(faceOdds(3)['defender-down']).toBeCloseTo(1 - (5 / 6) ** 3, 12);
  });

  it('the chooser picks by its own preference', () => {
    expect(chosenOutcome(['attacker-down', 'defender-down'], 'attacker', false)).toBe('defender-down');
    expect(chosenOutcome(['attacker-down', 'defender-down'], 'defender', false)).toBe('attacker-down');
    expect(chosenOutcome(['defender-stumbles', 'both-down'], 'defender', true)).toBe('pushed');
  });
});
