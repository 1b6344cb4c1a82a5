import { describe, expect, it } from 'vitest';
import { Dice, DiceExhaustedError, scriptedDice, seededDice } from './rng';

describe('seeded dice', () => {
  it('rolls the same faces from the same seed', () => {
    const a = new Dice(seededDice(42));
    const b = new Dice(seededDice(42));
    const fa = Array.from({ length: 50 }, () => a.d6());
    expect(Array.from({ length: 50 }, () => b.d6())).toEqual(fa);
  });
  it('resumes exactly from a saved state, through JSON', () => {
    const d = new Dice(seededDice(7));
    for (let i = 0; i < 10; i++) d.d6();
    const saved = JSON.parse(JSON.stringify(d.state()));
    const next = Array.from({ length: 20 }, () => d.d6());
    const resumed = new Dice(saved);
    expect(Array.from({ length: 20 }, () => resumed.d6())).toEqual(next);
  });
  it('never changes the state it was built from', () => {
    const s = seededDice(1);
    const copy = JSON.parse(JSON.stringify(s));
    new Dice(s).d6();
    expect(s).toEqual(copy);
  });
  it('rolls every face about equally often', () => {
    const d = new Dice(seededDice(2024));
    const counts = [0, 0, 0, 0, 0, 0];
    const n = 60000;
    for (let i = 0; i < n; i++) counts[d.d6() - 1]++;
    for (const c of counts) expect(Math.abs(c - n / 6)).toBeLessThan(400);
  });
});

describe('scripted dice', () => {
  it('plays back the faces in order and then runs out', () => {
    const d = new Dice(scriptedDice([3, 6, 1]));
    expect([d.d6(), d.d6(), d.d6()]).toEqual([3, 6, 1]);
    expect(() => d.d6()).toThrow(DiceExhaustedError);
    expect(d.state()).toMatchObject({ kind: 'scripted', next: 3 });
  });
  it('rejects faces outside 1-6', () => {
    expect(() => scriptedDice([0])).toThrow(RangeError);
    expect(() => scriptedDice([7])).toThrow(RangeError);
  });
});
