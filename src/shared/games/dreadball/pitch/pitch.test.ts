import { describe, expect, it } from 'vitest';
import { axial, distance } from '../../../hex/axial';
import { OFF_PITCH, PITCH_HEXES, PITCH_SIZE, ballRun, bounceDirection, hexId, hexOf, idOf, isOnPitch, neighbourId, wallSides } from './pitch';

describe('the pitch', () => {
  it('has 201 hexes, 16 along each long wall and 21 along the middle row', () => {
    expect(PITCH_SIZE).toBe(201);
    expect(PITCH_HEXES.filter((h) => h.r === -5)).toHaveLength(16);
    expect(PITCH_HEXES.filter((h) => h.r === 5)).toHaveLength(16);
    expect(PITCH_HEXES.filter((h) => h.r === 0)).toHaveLength(21);
  });
  it('maps ids and coordinates both ways', () => {
    PITCH_HEXES.forEach((h, i) => expect(hexId(h.q, h.r)).toBe(i));
    expect(hexOf(hexId(-7, -3))).toEqual(axial(-7, -3));
    expect(hexId(11, 0)).toBe(OFF_PITCH);
    expect(hexId(-6, -5)).toBe(OFF_PITCH);
  });
  it('is symmetric under the 180 degree rotation', () => {
    for (const h of PITCH_HEXES) expect(isOnPitch(axial(-h.q, -h.r))).toBe(true);
  });
  it('has exactly six three-wall hexes, and every other edge hex has two', () => {
    const three = PITCH_HEXES.filter((h) => wallSides(idOf(h)).length === 3).map((h) => [h.q, h.r]);
    expect(three.sort()).toEqual([[-10, 0], [10, 0], [-5, -5], [10, -5], [5, 5], [-10, 5]].sort());
    const counts = new Set(PITCH_HEXES.map((h) => wallSides(idOf(h)).length));
    expect([...counts].sort()).toEqual([0, 2, 3]);
  });
  it('gives neighbours or OFF_PITCH', () => {
    const c = hexId(0, 0);
    expect(neighbourId(c, 0)).toBe(hexId(1, 0));
    expect(neighbourId(hexId(10, 0), 0)).toBe(OFF_PITCH);
    for (let d = 0; d < 6; d++) expect(distance(hexOf(neighbourId(c, d as 0)), axial(0, 0))).toBe(1);
  });
});

describe('wall bounces (rules file section 3)', () => {
  it.each([
    // top wall (walls NW, NE): NE reflects to SE, NW to SW
    ['top wall, moving NE', [2, -5], 5, 1],
    ['top wall, moving NW', [2, -5], 4, 2],
    // bottom wall (walls SE, SW)
    ['bottom wall, moving SE', [-2, 5], 1, 5],
    ['bottom wall, moving SW', [-2, 5], 2, 4],
    // east upper edge (walls NE, E; the pair wraps 5 -> 0)
    ['east upper edge, moving E', [10, -2], 0, 2],
    ['east upper edge, moving NE', [10, -2], 5, 3],
    // west lower edge (walls SW, W)
    ['west lower edge, moving W', [-10, 2], 3, 5],
    // three-wall hexes: straight back
    ['west tip, moving W', [-10, 0], 3, 0],
    ['corner (10,-5), moving NE', [10, -5], 5, 2],
    ['corner (-5,-5), moving NW', [-5, -5], 4, 1],
    // the home access hex is on the upper-west wall: its entrance is wall like any other
    ['home access hex, moving NW', [-7, -3], 4, 0],
  ] as const)('%s', (_name, [q, r], moving, leaves) => {
    expect(bounceDirection(hexId(q, r), moving)).toBe(leaves);
  });
  it('never sends a ball straight back off a two-wall hex, and always back onto the pitch', () => {
    for (const h of PITCH_HEXES) {
      const id = idOf(h);
      const walls = wallSides(id);
      for (const d of walls) {
        const out = bounceDirection(id, d);
        expect(neighbourId(id, out)).not.toBe(OFF_PITCH);
        if (walls.length === 2) expect(out).not.toBe((d + 3) % 6);
      }
    }
  });
  it('refuses a direction with no wall', () => {
    expect(() => bounceDirection(hexId(0, 0), 0)).toThrow(RangeError);
  });
});

describe('a ball running along the pitch', () => {
  it('turns at the wall, the bounce counting as one of its hexes', () => {
    // From (-3,-1) north-east (5): four hexes to the top wall at (1,-5), a bounce, then (1,-4).
    const run = ballRun(hexId(-3, -1), 5, 6);
    expect(run.hexes.map(hexOf)).toEqual([axial(-2, -2), axial(-1, -3), axial(0, -4), axial(1, -5), axial(1, -4)]);
    expect(run.bounces).toEqual([hexId(1, -5)]);
  });
  it('goes straight on an open pitch', () => {
    const run = ballRun(hexId(0, 0), 0, 3);
    expect(run.hexes).toEqual([hexId(1, 0), hexId(2, 0), hexId(3, 0)]);
    expect(run.bounces).toEqual([]);
  });
});
