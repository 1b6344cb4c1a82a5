import { describe, expect, it } from 'vitest';
import { frameStats, percentile } from './stats';

describe('frame stats', () => {
  it('computes median and p95 by nearest rank', () => {
    const times = Array.from({ length: 100 }, (_, i) => i + 1);
    const s = frameStats(times);
    expect(s.median).toBe(50);
    expect(s.p95).toBe(95);
    expect(s.max).toBe(100);
    expect(percentile([], 50)).toBe(0);
  });
});
