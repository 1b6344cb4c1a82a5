import { describe, expect, it } from 'vitest';
import { buildPosition } from '../../shared/games/dreadball/engine/scenario';
import { ACCESS_HEX, hexId, STRIKE_ZONES } from '../../shared/games/dreadball/pitch';
import { i18n } from '../i18n';
import { castOf } from './names';
import { describeHex, hexParts, threatMap } from './hexWords';

const t = (key: string, params: Record<string, unknown> = {}, plural?: number): string => {
  if (!i18n.global.te(key)) throw new Error(`missing message ${key}`);
  return plural === undefined ? i18n.global.t(key, params) : i18n.global.t(key, params, plural);
};

describe('hexes named as a person would', () => {
  // Jack 3 of home on (0, 0) with the ball loose east of him; Guard 8 of away down at (-8, 0).
  const s = buildPosition(
    {
      teams: ['human', 'human'],
      home: 'A',
      players: [
        { id: 3, hex: [0, 0], facing: 0 },
        { id: 8, hex: [-8, 0], facing: 0, down: true },
      ],
      ball: { hex: [1, 0] },
    },
    [],
  );
  const cast = castOf(s);
  const name3 = `#${s.players[3]!.number} ${s.players[3]!.name} (${s.teams[0].shortName})`;

  it('says who stands on a hex and that it is on the centre line', () => {
    expect(describeHex(s, cast, hexId(0, 0), t)).toBe(`(0, 0) · ${name3} · facing east · centre line`);
  });

  it('names the loose ball and the player next to it', () => {
    expect(describeHex(s, cast, hexId(1, 0), t)).toBe(`(1, 0) · the ball · next to ${name3}`);
  });

  it('marks a fallen player, the Strike zone, the Strike and Bonus hexes and the access hexes', () => {
    expect(hexParts(s, cast, hexId(-8, 0)).map((p) => p.key)).toEqual(['down', 'zone.white-end']);
    const end = STRIKE_ZONES.find((z) => z.name === 'white-end')!;
    expect(describeHex(s, cast, end.strikeHex, t)).toBe('(-10, 0) · by the wall · Strike hex, 3 points');
    expect(describeHex(s, cast, end.bonusHex, t)).toMatch(/Bonus hex · west 3-point Strike zone$/);
    const top = STRIKE_ZONES.find((z) => z.name === 'white-top')!;
    expect(describeHex(s, cast, top.strikeHex, t)).toMatch(/Strike hex, 1 point$/);
    expect(describeHex(s, cast, ACCESS_HEX.home, t)).toMatch(/home access hex$/);
  });

  it('counts the opponents threatening a hex for the team deciding', () => {
    // Home's Jack 3 at (0,0) faces east: he threatens (1,0) for the away team, not for his own.
    expect(describeHex(s, cast, hexId(1, 0), t, threatMap(s, 1))).toBe(`(1, 0) · the ball · next to ${name3} · threatened by 1 opponent`);
    expect(describeHex(s, cast, hexId(1, 0), t, threatMap(s, 0))).toBe(`(1, 0) · the ball · next to ${name3}`);
  });
});
