import { describe, expect, it } from 'vitest';
import { hasClearRoute } from '../../../hex';
import { mulberry32 } from '../../../random/mulberry32';
import { hexId, PITCH_HEXES, PITCH_SIZE } from '../pitch/pitch';
import { clearRoute } from './tables';

describe('clearRoute (ruling 5) over packed cells', () => {
  it('answers as hasClearRoute does for random hexes and random blocked hexes', () => {
    const random = mulberry32(5);
    const blocked = new Uint8Array(PITCH_SIZE);
    let clear = 0;
    let shut = 0;
    for (let k = 0; k < 4000; k++) {
      const density = random() * 0.6;
      for (let i = 0; i < PITCH_SIZE; i++) blocked[i] = random() < density ? 1 : 0;
      const a = PITCH_HEXES[Math.floor(random() * PITCH_SIZE)]!;
      // Now and then a point off the pitch (a ball coming in from the wall), near or far.
      const b = random() < 0.1 ? { q: Math.floor(random() * 80) - 40, r: Math.floor(random() * 16) - 8 } : PITCH_HEXES[Math.floor(random() * PITCH_SIZE)]!;
      const expected = hasClearRoute(a, b, (h) => {
        const id = hexId(h.q, h.r);
        return id !== -1 && blocked[id] === 1;
      });
      expect(clearRoute(a, b, blocked)).toBe(expected);
      if (expected) clear++;
      else shut++;
    }
    // Both answers were met often enough for the comparison to mean something.
    expect(clear).toBeGreaterThan(500);
    expect(shut).toBeGreaterThan(500);
  });
});
