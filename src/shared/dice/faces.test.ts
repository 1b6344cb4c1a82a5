// The dice Blood Bowl and Rülerball roll: seeded ones are fair and replay exactly, scripted ones
// say in words when they run out or hold a face the die does not have.
import { describe, expect, it } from 'vitest';
import { rollFace, ScriptedDiceExhausted, ScriptedFaceOutOfRange, scriptedFaceDice, seededFaceDice } from './faces';

describe('face dice', () => {
  it('roll every face of a d6, d8 and d12 about equally often, and replay from the same state', () => {
    for (const sides of [6, 8, 12]) {
      const dice = seededFaceDice(42);
      const again = { ...dice };
      const counts = new Array<number>(sides + 1).fill(0);
      const first: number[] = [];
      for (let i = 0; i < 12000; i++) {
        const f = rollFace(dice, sides);
        counts[f] = (counts[f] ?? 0) + 1;
        if (i < 20) first.push(f);
      }
      expect(counts[0]).toBe(0);
      for (let f = 1; f <= sides; f++) expect(Math.abs((counts[f] as number) - 12000 / sides)).toBeLessThan((12000 / sides) * 0.1);
      expect(first.map(() => rollFace(again, sides))).toEqual(first);
    }
  });

  it('differ between neighbouring seeds', () => {
    const a = seededFaceDice(1);
    const b = seededFaceDice(2);
    const rolls = (d: ReturnType<typeof seededFaceDice>) => Array.from({ length: 10 }, () => rollFace(d, 6)).join('');
    expect(rolls(a)).not.toBe(rolls(b));
  });

  it('play scripted faces in order, then say they ran out; a face the die lacks is refused', () => {
    const dice = scriptedFaceDice([3, 8, 1]);
    expect(rollFace(dice, 8)).toBe(3);
    expect(rollFace(dice, 8)).toBe(8);
    expect(rollFace(dice, 6)).toBe(1);
    expect(() => rollFace(dice, 6)).toThrow(new ScriptedDiceExhausted(3).message);
    expect(() => rollFace(dice, 6)).toThrow(ScriptedDiceExhausted);
    const bad = scriptedFaceDice([7]);
    expect(() => rollFace(bad, 6)).toThrow(ScriptedFaceOutOfRange);
    expect(() => rollFace(bad, 6)).toThrow(RangeError);
    expect(() => rollFace(bad, 6)).toThrow('scripted face 7 cannot come up on a d6');
    // Refused without being used up: a d8 takes it.
    expect(rollFace(bad, 8)).toBe(7);
  });
});
