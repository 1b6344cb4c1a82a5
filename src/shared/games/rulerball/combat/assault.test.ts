import { describe, expect, it } from 'vitest';
import { cellOf, posOf, ringOf } from '../track/track';
import { armourBroken, carrierBall, knockdown, pushSquares, resolveAssault, slowedSpeed } from './assault';

const skater = { strength: 3, speed: 4 };

describe('the assault', () => {
  it('the margin is 2d6 + strength against 2d6 + strength', () => {
    expect(resolveAssault(skater, 7, 3, 4, 7)).toEqual({ margin: 0, result: 'miss' });
    expect(resolveAssault(skater, 9, 3, 4, 7)).toEqual({ margin: 2, result: 'marginal' });
    expect(resolveAssault(skater, 10, 3, 4, 7)).toEqual({ margin: 3, result: 'solid' });
    expect(resolveAssault(skater, 12, 3, 4, 6)).toEqual({ margin: 6, result: 'crushing' });
    expect(resolveAssault(skater, 4, 3, 4, 7)).toEqual({ margin: -3, result: 'backfire' });
  });

  it('a faster attacker gets +1, an equal one does not', () => {
    expect(resolveAssault({ strength: 3, speed: 5 }, 8, 3, 4, 7).margin).toBe(2);
    expect(resolveAssault({ strength: 3, speed: 4 }, 8, 3, 4, 7).margin).toBe(1);
  });

  it('the carrier striking with the ball adds 2 strength', () => {
    expect(resolveAssault({ strength: 3, speed: 0, withBall: true }, 7, 3, 4, 7).margin).toBe(2);
  });

  it('an illegal ram is strength 5', () => {
    expect(resolveAssault({ strength: 5, speed: 8 }, 7, 3, 4, 7).margin).toBe(3);
  });
});

describe('marginal: push and slow', () => {
  it('pushes one square in, out or back (clockwise), only into an empty one', () => {
    const d = cellOf(2, 10);
    expect(pushSquares(d, () => false).map((c) => `${ringOf(c)}:${posOf(c)}`)).toEqual(['1:10', '3:10', '2:11']);
    expect(pushSquares(cellOf(4, 10), (c) => c === cellOf(4, 11)).map((c) => `${ringOf(c)}:${posOf(c)}`)).toEqual(['3:10']);
    expect(pushSquares(cellOf(1, 0), () => true)).toEqual([]);
  });

  it('slows the defender by 2, not below 0', () => {
    expect([5, 2, 1, 0].map(slowedSpeed)).toEqual([3, 0, 0, 0]);
  });
});

describe('solid and crushing: the fall and the ball', () => {
  it('both knock down; crushing skips the armour roll', () => {
    expect(knockdown('marginal')).toEqual({ down: false, armourSkipped: false });
    expect(knockdown('solid')).toEqual({ down: true, armourSkipped: false });
    expect(knockdown('crushing')).toEqual({ down: true, armourSkipped: true });
  });

  it('a solid hit: the carrier keeps the ball on a skill roll, else a skater steals it or it drops', () => {
    expect(carrierBall('solid', true, 'skater')).toBe('kept');
    expect(carrierBall('solid', false, 'skater')).toBe('stolen');
    expect(carrierBall('solid', false, 'catcher')).toBe('dropped');
  });

  it('a crushing hit always takes the ball', () => {
    expect(carrierBall('crushing', null, 'skater')).toBe('stolen');
    expect(carrierBall('crushing', null, 'catcher')).toBe('dropped');
    expect(carrierBall('marginal', null, 'skater')).toBe('kept');
  });

  it('armour breaks on 2d6 above it', () => {
    expect(armourBroken(8, 8)).toBe(false);
    expect(armourBroken(9, 8)).toBe(true);
  });
});
