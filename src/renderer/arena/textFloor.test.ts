import { describe, expect, it } from 'vitest';
import { MIN_TEXT_PX, floorFont } from './textFloor';

describe('the smallest text on the board', () => {
  it('keeps a text its own size when that already shows at 11 px or more', () => {
    expect(floorFont(20, 0.8)).toBe(20); // 16 px
    expect(floorFont(14, 1)).toBe(14);
  });
  it('grows a text that would show under 11 px, to show at least that', () => {
    const scale = 0.535; // 1024x640
    for (const base of [13, 14, 17, 19]) {
      const size = floorFont(base, scale);
      expect(size * scale).toBeGreaterThanOrEqual(MIN_TEXT_PX);
      expect(size * scale).toBeLessThan(MIN_TEXT_PX + 0.1);
    }
    // A figure on the bench is drawn at 0.8: its number grows more.
    expect(floorFont(17, scale, 0.8) * scale * 0.8).toBeGreaterThanOrEqual(MIN_TEXT_PX);
  });
  it('ignores a scale it cannot use', () => {
    expect(floorFont(17, 0)).toBe(17);
    expect(floorFont(17, Number.NaN)).toBe(17);
  });
});
