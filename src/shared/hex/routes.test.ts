import { describe, expect, it } from 'vitest';
import { type Axial, axial } from './axial';
import { allShortestRoutes, hasClearRoute, hexesOnShortestRoutes } from './routes';

const key = (h: Axial): string => `${h.q},${h.r}`;

describe('shortest routes', () => {
  it('has one route along a straight line', () => {
    expect(allShortestRoutes(axial(0, 0), axial(3, 0))).toEqual([[axial(1, 0), axial(2, 0), axial(3, 0)]]);
  });
  it('has three routes of 3 hexes between hexes two straight steps and one side step apart', () => {
    expect(allShortestRoutes(axial(0, 0), axial(2, 1))).toHaveLength(3);
  });
  it('lists the hexes on any shortest route', () => {
    expect(hexesOnShortestRoutes(axial(0, 0), axial(2, 1)).map(key).sort()).toEqual(['0,1', '1,0', '1,1', '2,0'].sort());
  });
});

describe('line of sight (ruling 5)', () => {
  const from = axial(0, 0);
  const to = axial(2, 1);
  it('is clear with nobody in the way', () => {
    expect(hasClearRoute(from, to, () => false)).toBe(true);
  });
  it('stays clear while one route is open', () => {
    const blocked = new Set(['1,0', '2,0']);
    expect(hasClearRoute(from, to, (h) => blocked.has(key(h)))).toBe(true);
  });
  it('is blocked when every shortest route passes a standing player', () => {
    const blocked = new Set(['1,0', '1,1']);
    expect(hasClearRoute(from, to, (h) => blocked.has(key(h)))).toBe(false);
  });
  it('ignores the end hexes themselves', () => {
    expect(hasClearRoute(from, axial(1, 0), () => true)).toBe(true);
  });
});
