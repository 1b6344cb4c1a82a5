import { describe, expect, it } from 'vitest';
import { Dice, scriptedDice } from './rng';
import { compareOpposed, diceAfterModifiers, isSpectacularPass, rollTest } from './test';

const roll = (faces: number[], team: number, coach: number, target: number) =>
  rollTest(new Dice(scriptedDice(faces)), team, coach, target);

describe('rolling a test', () => {
  it('counts faces at or above the target', () => {
    expect(roll([1, 2, 4], 3, 0, 4).successes).toBe(1);
  });
  it('explodes sixes into extra dice, as in the sprint-extra example', () => {
    const r = roll([2, 3, 6, 4], 3, 0, 4);
    expect(r.successes).toBe(2);
    expect(r.faces.map((f) => f.source)).toEqual(['team', 'team', 'team', 'extra']);
  });
  it('reproduces the Orx and Human slam of the rulebook', () => {
    const orx = roll([2, 3, 3, 5], 4, 0, 3);
    const human = roll([1, 3, 6, 6, 4, 6, 1], 4, 0, 4);
    expect(orx.successes).toBe(3);
    expect(human.successes).toBe(4);
    expect(compareOpposed(human.successes, orx.successes)).toEqual({ winner: 'attacker', spectacular: false, margin: 1 });
  });
  it('rolls coach dice with the team dice, and they explode too', () => {
    const r = roll([6, 5], 0, 1, 4);
    expect(r.faces).toEqual([{ face: 6, source: 'coach' }, { face: 5, source: 'extra' }]);
    expect(r.successes).toBe(2);
  });
  it('rolls nothing with zero dice', () => {
    expect(roll([], 0, 0, 4)).toEqual({ target: 4, faces: [], successes: 0 });
  });
});

describe('modifiers and results', () => {
  it('change the number of dice and never go below zero', () => {
    expect(diceAfterModifiers(3, -2)).toBe(1);
    expect(diceAfterModifiers(1, -3)).toBe(0);
    expect(diceAfterModifiers(3, 1)).toBe(4);
  });
  it('make twice the needed successes spectacular', () => {
    expect(isSpectacularPass(2, 1)).toBe(true);
    expect(isSpectacularPass(3, 2)).toBe(false);
    expect(isSpectacularPass(6, 3)).toBe(true);
  });
  it.each([
    [0, 0, 'tie', false],
    [2, 2, 'tie', false],
    [1, 0, 'attacker', true],
    [3, 2, 'attacker', false],
    [4, 2, 'attacker', true],
    [2, 3, 'defender', false],
    [1, 5, 'defender', true],
    [0, 2, 'defender', true],
  ] as const)('%i against %i: %s wins, spectacular %s', (a, d, winner, spectacular) => {
    const r = compareOpposed(a, d);
    expect(r.winner).toBe(winner);
    expect(r.spectacular).toBe(spectacular);
  });
});
