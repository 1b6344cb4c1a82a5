import { describe, expect, it } from 'vitest';
import { topologyViolations } from '../../../game/topology-laws';
import {
  distance,
  halfSquares,
  isInHalf,
  isOnLineOfScrimmage,
  isScoringEndZone,
  neighbours,
  passDistance,
  PITCH_TOPOLOGY,
  squareAt,
  stepFrom,
  wideZoneOf,
  xOf,
  yOf,
} from './pitch';

describe('Blood Bowl pitch', () => {
  it('is 26 x 15 squares on a sound square topology whose ids are x + 26 y', () => {
    expect(PITCH_TOPOLOGY.cells.length).toBe(390);
    expect(topologyViolations(PITCH_TOPOLOGY)).toEqual([]);
    const s = squareAt(7, 4);
    expect(s).toBe(7 + 26 * 4);
    expect([xOf(s), yOf(s)]).toEqual([7, 4]);
    expect(PITCH_TOPOLOGY.distance(squareAt(0, 0), squareAt(3, 5))).toBe(distance(squareAt(0, 0), squareAt(3, 5)));
  });

  it('refuses squares off the pitch and steps off it', () => {
    expect(() => squareAt(26, 0)).toThrow(/off the pitch/);
    expect(() => squareAt(0, -1)).toThrow(/off the pitch/);
    expect(stepFrom(squareAt(0, 0), -1, 0)).toBeNull();
    expect(stepFrom(squareAt(0, 0), 1, 1)).toBe(squareAt(1, 1));
  });

  it('has end zones at x 0 (home defends) and x 25 (home scores)', () => {
    expect(isScoringEndZone(0, squareAt(25, 7))).toBe(true);
    expect(isScoringEndZone(0, squareAt(0, 7))).toBe(false);
    expect(isScoringEndZone(1, squareAt(0, 7))).toBe(true);
    expect(isScoringEndZone(1, squareAt(24, 7))).toBe(false);
  });

  it('has wide zones y 0-3 and 11-14', () => {
    expect([0, 3, 4, 10, 11, 14].map((y) => wideZoneOf(squareAt(5, y)))).toEqual(['top', 'top', null, null, 'bottom', 'bottom']);
  });

  it('draws the line of scrimmage between x 12 and 13', () => {
    expect(isOnLineOfScrimmage(0, squareAt(12, 5))).toBe(true);
    expect(isOnLineOfScrimmage(0, squareAt(13, 5))).toBe(false);
    expect(isOnLineOfScrimmage(1, squareAt(13, 5))).toBe(true);
    expect(isInHalf(0, squareAt(12, 0))).toBe(true);
    expect(isInHalf(1, squareAt(12, 0))).toBe(false);
    expect(halfSquares(0).length).toBe(13 * 15);
    expect(halfSquares(1).length).toBe(13 * 15);
  });

  it('counts king steps for movement and 8 neighbours in the middle, 3 in a corner', () => {
    expect(distance(squareAt(1, 1), squareAt(4, 3))).toBe(3);
    expect(neighbours(squareAt(5, 5)).length).toBe(8);
    expect([...neighbours(squareAt(0, 0))].sort((a, b) => a - b)).toEqual([squareAt(1, 0), squareAt(0, 1), squareAt(1, 1)].sort((a, b) => a - b));
  });

  it('rounds the range ruler: (3, 3) is 4 and (10, 10) is 14', () => {
    expect(passDistance(squareAt(0, 0), squareAt(3, 3))).toBe(4);
    expect(passDistance(squareAt(0, 0), squareAt(10, 10))).toBe(14);
    expect(passDistance(squareAt(0, 0), squareAt(1, 1))).toBe(1);
    expect(passDistance(squareAt(0, 0), squareAt(13, 0))).toBe(13);
  });
});
