import { describe, expect, it } from 'vitest';
import { hexId } from '../../pitch/pitch';
import { buildPosition } from '../scenario';
import { opponentThreats, playerThreats } from './threats';
import { strikeZoneHexes } from './strikeZones';

const h = (q: number, r: number): number => hexId(q, r);
const sorted = (xs: { hex: number; count: number }[]): string[] => xs.map((x) => `${x.hex}:${x.count}`).sort();

describe('threat overlays', () => {
  // Directions: 0 E (1,0), 1 SE (0,1), 2 SW (-1,1), 3 W (-1,0), 4 NW (0,-1), 5 NE (1,-1).
  const s = buildPosition(
    {
      teams: ['human', 'human'],
      home: 'A',
      players: [
        { id: 0, hex: [0, 0], facing: 0 },
        { id: 8, hex: [2, 0], facing: 3 }, // threatens (1,1) (1,0) (2,-1)
        { id: 9, hex: [1, -2], facing: 2 }, // threatens (1,-1) (0,-1) (0,-2)
        { id: 10, hex: [0, 2], facing: 5 }, // threatens (0,1) (1,1) (1,2)
        { id: 12, hex: [2, 1], facing: 3 }, // threatens (1,2) (1,1) (2,0)
        { id: 11, hex: [3, 0], facing: 3, down: true }, // down: threatens nothing
      ],
    },
    [1],
  );

  it('one player threatens the three hexes in front of him', () => {
    expect(sorted(playerThreats(s, 0))).toEqual(sorted([h(1, -1), h(1, 0), h(0, 1)].map((hex) => ({ hex, count: 1 }))));
    expect(playerThreats(s, 11)).toEqual([]);
    expect(playerThreats(s, 3)).toEqual([]); // on the bench
  });

  it('all opponents: each hex with the dice it costs, at most two', () => {
    const want: [number, number, number][] = [
      [1, 0, 1], [1, 1, 2], [2, -1, 1], [1, -1, 1], [0, -1, 1], [0, -2, 1], [0, 1, 1], [1, 2, 2], [2, 0, 1],
    ];
    expect(sorted(opponentThreats(s, 0))).toEqual(sorted(want.map(([q, r, count]) => ({ hex: h(q, r), count }))));
    // Team B's opponents: only player 0 stands for team A.
    expect(sorted(opponentThreats(s, 1))).toEqual(sorted(playerThreats(s, 0)));
  });
});

describe('Strike zones a player can score from', () => {
  // Home (A) scores in the red zones; the east end: S (10,0), C (8,0), B (6,0).
  const s = buildPosition(
    {
      teams: ['human', 'human'],
      home: 'A',
      players: [
        { id: 5, hex: [8, 0], facing: 0 }, // a Striker on the centre hex of the 3-point zone
        { id: 8, hex: [6, 1], facing: 5 }, // threatens (6,0) (7,0) (7,1)
      ],
    },
    [1],
  );
  const at = (list: ReturnType<typeof strikeZoneHexes>, q: number, r: number) => list.find((x) => x.hex === h(q, r));

  it('lists the 8 hexes of each of the three zones his side throws at', () => {
    const list = strikeZoneHexes(s, 5);
    expect(list).toHaveLength(24);
    expect(new Set(list.map((x) => x.zone))).toEqual(new Set(['red-end', 'red-top', 'red-bottom']));
    // The other side's zones, for one of theirs who can throw (8 is a Guard).
    const theirs = s.players.find((p) => p.team === 1 && p.role !== 'guard')!;
    expect(new Set(strikeZoneHexes(s, theirs.id).map((x) => x.zone))).toEqual(new Set(['white-end', 'white-top', 'white-bottom']));
  });

  it('gives the dice of the throw from each hex: 3/2/1 by distance, Striker +1, Strike hex -1, moved -1, threats', () => {
    const list = strikeZoneHexes(s, 5);
    // His own hex, distance 2: 3 + 1 - 1 = 3 (he has not moved).
    expect(at(list, 8, 0)).toMatchObject({ strikeHex: h(10, 0), points: 3, bonus: false, roll: { dice: 3, base: 3 } });
    // Distance 1, after moving there: 3 + 1 - 1 - 1 = 2.
    expect(at(list, 9, 0)?.roll.dice).toBe(2);
    // Distance 3, moved, one threat: 3 + 1 - 1 - 1 - 1 = 1.
    expect(at(list, 7, 0)?.roll.dice).toBe(1);
    // The Bonus hex, distance 4: 2 + 1 - 1 - 1 - 1 = 0 dice, 4 points.
    expect(at(list, 6, 0)).toMatchObject({ bonus: true, points: 4, roll: { base: 2, dice: 0 } });
    // A 1-point zone's Bonus hex scores 2.
    expect(at(list, 3, 1)).toMatchObject({ zone: 'red-bottom', bonus: true, points: 2 });
  });

  it('a Jack on the bench: every hex counts the move, no Striker die', () => {
    const list = strikeZoneHexes(s, 2);
    expect(at(list, 8, 0)?.roll.dice).toBe(1); // 3 - 1 - 1
    expect(at(list, 9, 0)?.roll.modifiers.map((m) => m.reason)).toEqual(['strike-hex', 'moved-or-turned']);
  });

  it('a Guard cannot throw: no hexes, no dice; a Jack and a Striker of his team get them', () => {
    const guard = s.players.find((p) => p.team === 0 && p.role === 'guard');
    const jack = s.players.find((p) => p.team === 0 && p.role === 'jack');
    const striker = s.players.find((p) => p.team === 0 && p.role === 'striker');
    expect(guard && jack && striker).toBeTruthy();
    expect(strikeZoneHexes(s, guard!.id)).toEqual([]);
    expect(strikeZoneHexes(s, jack!.id)).toHaveLength(24);
    expect(strikeZoneHexes(s, striker!.id)).toHaveLength(24);
  });
});
