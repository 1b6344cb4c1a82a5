import { describe, expect, it } from 'vitest';
import { hexId } from '../../../shared/games/dreadball/pitch';
import { scatterSteps, showcaseState } from './script';

describe('scripted sequence', () => {
  it('scatters into the top wall and bounces off at the rule angle', () => {
    const steps = scatterSteps(hexId(2, -4), 4, 4);
    expect(steps).toEqual([
      { kind: 'enter', hex: hexId(2, -5) },
      { kind: 'bounce', hex: hexId(2, -5), direction: 4, newDirection: 2 },
      { kind: 'enter', hex: hexId(1, -4) },
      { kind: 'enter', hex: hexId(0, -3) },
    ]);
  });
  it('has no two figures on one hex', () => {
    const hexes = showcaseState().figures.flatMap((f) => (f.hex === null ? [] : [f.hex]));
    expect(new Set(hexes).size).toBe(hexes.length);
    expect(hexes.every((h) => h >= 0)).toBe(true);
  });
});
