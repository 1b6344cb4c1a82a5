import { describe, expect, it } from 'vitest';
import { probAtLeast } from '../../../dice/odds';
import { strikeZoneHexes } from '../engine/preview';
import { buildPosition } from '../engine/scenario';
import { PITCH_HEXES } from '../pitch/pitch';
import { bestChance } from './evaluate';

// A Striker carrying the ball on the centre hex of the 3-point zone he scores in, facing it.
const carrier = (hex: [number, number], facing: 0 | 3) =>
  buildPosition({ teams: ['human', 'human'], home: 'A', players: [{ id: 5, hex: [8, 0], facing: 0 }, { id: 8, hex, facing }], ball: { carrier: 5 } }, []);

describe('the computer coach takes its Strike odds from the engine', () => {
  it("the best Strike's chance is the engine's throw from that hex (standing, or after moving)", () => {
    const s = carrier([-5, 0], 0);
    const c = bestChance(s, s.players[5]!);
    expect(c).not.toBeNull();
    const z = strikeZoneHexes(s, 5).find((x) => x.hex === c!.hex)!;
    const engine = [z.still, z.moved].map((r) => probAtLeast(r.dice, r.target, 1));
    expect(engine.some((p) => Math.abs(p - c!.p) < 1e-12)).toBe(true);
    expect(c!.points).toBe(z.points);
  });

  it('an opponent threatening that hex is counted', () => {
    const free = carrier([-5, 0], 0);
    const a = bestChance(free, free.players[5]!)!;
    // An opponent on the hex east of it, facing west, threatens it.
    const { q, r } = PITCH_HEXES[a.hex]!;
    const threatened = carrier([q + 1, r], 3);
    const zb = strikeZoneHexes(threatened, 5).find((x) => x.hex === a.hex)!;
    expect(zb.still.modifiers.map((m) => m.reason)).toContain('threat');
    const b = bestChance(threatened, threatened.players[5]!)!;
    expect(b.hex !== a.hex || b.p < a.p).toBe(true);
  });
});
