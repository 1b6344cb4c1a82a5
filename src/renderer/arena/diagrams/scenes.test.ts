import { describe, expect, it } from 'vitest';
import { hexId } from '../../../shared/games/dreadball/pitch';
import { DIAGRAMS, diagramScene } from './scenes';

describe('rules diagrams', () => {
  it('each shows something, inside its region', () => {
    for (const kind of DIAGRAMS) {
      const s = diagramScene(kind);
      expect(s.region.w).toBeGreaterThan(0);
      expect(s.highlights.length + s.threats.length + (s.path?.length ?? 0)).toBeGreaterThan(0);
    }
  });
  it('the threat diagram marks the three hexes ahead of the Guard', () => {
    const s = diagramScene('threat');
    expect(s.threats.map((t) => t.hex).sort((a, b) => a - b)).toEqual([hexId(-2, 0), hexId(-2, 1), hexId(-3, 2)].sort((a, b) => a - b));
  });
  it('the front arc holds the threatened hexes and none behind the Guard', () => {
    const front = new Set(diagramScene('frontArc').highlights.map((h) => h.hex));
    for (const t of diagramScene('threat').threats) expect(front.has(t.hex)).toBe(true);
    expect(front.has(hexId(-4, 1))).toBe(false);
  });
  it('the bounce diagram turns at the wall', () => {
    const s = diagramScene('bounce');
    expect(s.highlights.map((h) => h.hex)).toEqual([hexId(1, -5)]);
    expect(s.path?.at(-1)).toBe(hexId(1, -4));
  });
});
