import { describe, expect, it } from 'vitest';
import { axial, distance } from '../../../hex/axial';
import { PITCH_HEXES, hexId, hexOf, idOf } from './pitch';
import { ACCESS_HEX, CENTRE_COLUMN, LOGO_HEXES, STRIKE_ZONES, halfOf, isCentreColumn, launchPath, zonesForThrower } from './zones';

describe('centre column and halves', () => {
  it('has 11 hexes, logos at L1..L5 from the top', () => {
    expect(CENTRE_COLUMN).toHaveLength(11);
    expect(LOGO_HEXES.map((id) => hexOf(id))).toEqual([axial(2, -4), axial(1, -2), axial(0, 0), axial(-1, 2), axial(-2, 4)]);
  });
  it('splits the rest into two halves of 95', () => {
    expect(PITCH_HEXES.filter((h) => halfOf(h) === 'home')).toHaveLength(95);
    expect(PITCH_HEXES.filter((h) => halfOf(h) === 'away')).toHaveLength(95);
    expect(PITCH_HEXES.filter((h) => isCentreColumn(h))).toHaveLength(11);
  });
  it('maps the home half onto the away half by the 180 degree rotation', () => {
    for (const h of PITCH_HEXES) {
      const rotated = axial(-h.q, -h.r);
      const half = halfOf(h);
      expect(halfOf(rotated)).toBe(half === 'home' ? 'away' : half === 'away' ? 'home' : 'centre');
    }
  });
  it('launches home from the top wall and away from the bottom', () => {
    expect(hexOf(launchPath('home')[0])).toEqual(axial(3, -5));
    expect(hexOf(launchPath('away')[0])).toEqual(axial(-3, 5));
  });
});

describe('strike zones', () => {
  it('has six zones of eight hexes, three per side', () => {
    expect(STRIKE_ZONES).toHaveLength(6);
    for (const z of STRIKE_ZONES) {
      expect(new Set(z.hexes).size).toBe(8);
      expect(distance(hexOf(z.strikeHex), hexOf(z.bonusHex))).toBe(4);
      expect(z.hexes).toContain(z.bonusHex);
      expect(z.hexes).not.toContain(z.strikeHex);
    }
    expect(STRIKE_ZONES.filter((z) => z.scoringSide === 'home').map((z) => z.points).sort()).toEqual([1, 1, 3]);
  });
  it('puts the zones home scores in on the away half, mirrored by rotation', () => {
    for (const z of STRIKE_ZONES) {
      const s = hexOf(z.strikeHex);
      expect(halfOf(s)).toBe(z.scoringSide === 'home' ? 'away' : 'home');
      const mirror = STRIKE_ZONES.find((m) => m.strikeHex === idOf(axial(-s.q, -s.r)));
      expect(mirror?.points).toBe(z.points);
      expect(mirror?.scoringSide).not.toBe(z.scoringSide);
    }
  });
  it('lets a thrower in a zone of the right colour throw at it', () => {
    expect(zonesForThrower('home', hexId(6, 0)).map((z) => z.name)).toEqual(['red-end']);
    expect(zonesForThrower('away', hexId(6, 0))).toEqual([]);
    expect(zonesForThrower('home', hexId(0, 0))).toEqual([]);
  });
  it('places the access hexes on the walls, mirrored', () => {
    expect(hexOf(ACCESS_HEX.home)).toEqual(axial(-7, -3));
    expect(hexOf(ACCESS_HEX.away)).toEqual(axial(7, 3));
  });
});
