import { describe, expect, it } from 'vitest';
import { agilityTarget, isFumble, passRange, rollNeeded, testPasses } from './agility';
import { blockDice, blockFace, FACE_SIXTHS } from './block-dice';
import { armourBroken, injuryResult, koRecovers } from './injury';
import { edgeCrossed, scatterDirection, throwInDirection } from './scatter';

describe('Blood Bowl tables', () => {
  it('maps the block die: 1 attacker down, 2 both down, 3-4 pushed, 5 stumbles, 6 defender down', () => {
    expect([1, 2, 3, 4, 5, 6].map(blockFace)).toEqual(['attacker-down', 'both-down', 'pushed', 'pushed', 'defender-stumbles', 'defender-down']);
    expect(Object.values(FACE_SIXTHS).reduce((a, b) => a + b, 0)).toBe(6);
    expect(() => blockFace(7)).toThrow(/1-6/);
  });

  it('counts block dice from Strength: equal 1, stronger 2, more than twice 3; the stronger chooses', () => {
    expect(blockDice(3, 3)).toEqual({ dice: 1, chooser: 'attacker' });
    expect(blockDice(4, 3)).toEqual({ dice: 2, chooser: 'attacker' });
    expect(blockDice(6, 3)).toEqual({ dice: 2, chooser: 'attacker' });
    expect(blockDice(7, 3)).toEqual({ dice: 3, chooser: 'attacker' });
    expect(blockDice(2, 3)).toEqual({ dice: 2, chooser: 'defender' });
    expect(blockDice(2, 5)).toEqual({ dice: 3, chooser: 'defender' });
  });

  it('breaks armour only above AV and reads the injury table', () => {
    expect(armourBroken(8, 8)).toBe(false);
    expect(armourBroken(9, 8)).toBe(true);
    expect([2, 7, 8, 9, 10, 12].map(injuryResult)).toEqual(['stunned', 'stunned', 'ko', 'ko', 'casualty', 'casualty']);
    expect(() => injuryResult(13)).toThrow(/2-12/);
    expect([3, 4].map(koRecovers)).toEqual([false, true]);
  });

  it('scatters by the fixed d8 template', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(scatterDirection)).toEqual([
      { dx: -1, dy: -1 },
      { dx: 0, dy: -1 },
      { dx: 1, dy: -1 },
      { dx: -1, dy: 0 },
      { dx: 1, dy: 0 },
      { dx: -1, dy: 1 },
      { dx: 0, dy: 1 },
      { dx: 1, dy: 1 },
    ]);
    expect(() => scatterDirection(9)).toThrow(/1-8/);
  });

  it('throws in from the crowd: 1-2 diagonal left, 3-4 straight, 5-6 diagonal right', () => {
    expect(throwInDirection('top', 3)).toEqual({ dx: 0, dy: 1 });
    expect(throwInDirection('top', 1)).toEqual({ dx: 1, dy: 1 });
    expect(throwInDirection('top', 6)).toEqual({ dx: -1, dy: 1 });
    expect(throwInDirection('bottom', 2)).toEqual({ dx: -1, dy: -1 });
    expect(throwInDirection('left', 4)).toEqual({ dx: 1, dy: 0 });
    expect(throwInDirection('right', 5)).toEqual({ dx: -1, dy: -1 });
    expect(edgeCrossed(-1, -1, 26, 15)).toBe('top');
    expect(edgeCrossed(26, 7, 26, 15)).toBe('right');
  });

  it('reads the agility table, natural 1 and 6, and the fumble', () => {
    expect([1, 2, 3, 4, 5, 6].map(agilityTarget)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(testPasses(6, 6, -5)).toBe(true);
    expect(testPasses(1, 1, 3)).toBe(false);
    expect(testPasses(3, 4, 1)).toBe(true);
    expect(testPasses(3, 4, 0)).toBe(false);
    expect(rollNeeded(4, 1)).toBe(3);
    expect(rollNeeded(1, 2)).toBe(2);
    expect(rollNeeded(6, -3)).toBe(6);
    expect(isFumble(2, -1)).toBe(true);
    expect(isFumble(2, 0)).toBe(false);
    expect(isFumble(6, -9)).toBe(false);
  });

  it('bands the pass range: 1-3 quick, 4-6 short, 7-10 long, 11-13 bomb, longer none', () => {
    expect([1, 3, 4, 6, 7, 10, 11, 13, 14].map(passRange)).toEqual(['quick', 'quick', 'short', 'short', 'long', 'long', 'long-bomb', 'long-bomb', null]);
  });
});
