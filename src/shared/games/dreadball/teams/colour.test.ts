import { describe, expect, it } from 'vitest';
import { asDeuteranope, colourDistance, contrastRatio, distinguishable, MIN_PITCH_CONTRAST, parseHex, PITCH_COLOUR, SAFE_PAIRS, suggestColours, toHex } from './colour';

describe('colours', () => {
  it('parses and prints #rrggbb', () => {
    expect(parseHex('#1f6feb')).toEqual({ r: 31, g: 111, b: 235 });
    expect(toHex({ r: 31, g: 111, b: 235 })).toBe('#1f6feb');
    expect(() => parseHex('blue')).toThrow(RangeError);
  });
  it('computes WCAG contrast: black on white is 21', () => {
    expect(contrastRatio(parseHex('#000000'), parseHex('#ffffff'))).toBeCloseTo(21, 5);
  });
  it('measures identical colours as distance 0', () => {
    expect(colourDistance(parseHex('#336699'), parseHex('#336699'))).toBe(0);
  });
  it('merges red and green for a deuteranope', () => {
    const red = parseHex('#d62728');
    const green = parseHex('#2ca02c');
    expect(colourDistance(red, green)).toBeGreaterThan(50);
    expect(colourDistance(asDeuteranope(red), asDeuteranope(green))).toBeLessThan(25);
    expect(distinguishable('#d62728', '#2ca02c')).toBe(false);
  });
  it('keeps every suggested pair apart and visible on the pitch', () => {
    for (const [p, s] of SAFE_PAIRS) expect(distinguishable(p, s)).toBe(true);
    const pick = suggestColours({ primary: '#f2f2f2', secondary: '#1f6feb' });
    expect(distinguishable(pick.primary, '#f2f2f2')).toBe(true);
    expect(contrastRatio(parseHex(pick.primary), parseHex(PITCH_COLOUR))).toBeGreaterThanOrEqual(MIN_PITCH_CONTRAST);
  });
});
