import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../game/tool-error';
import { bloodbowlTools } from './tools';

describe('Blood Bowl tools', () => {
  const odds = bloodbowlTools.odds;
  if (!odds) throw new Error('Blood Bowl has an odds tool');

  it('prints the odds of an AG test with its modifier', () => {
    expect(odds.compute({ ag: '3', modifier: '1' })).toMatchObject({ needed: 3, success: 4 / 6 });
    expect(odds.compute({ target: '2' })).toMatchObject({ needed: 2, success: 5 / 6 });
  });

  it('prints a block: dice, chooser and P(knock-down)', () => {
    const b = odds.compute({ 'attacker-st': '4', 'defender-st': '3', dodge: 'no' }) as { dice: number; chooser: string; block: { defenderDown: number } };
    expect(b.dice).toBe(2);
    expect(b.chooser).toBe('attacker');
    expect(b.block.defenderDown).toBeCloseTo(23 / 36, 12);
  });

  it('refuses bad flags in words', () => {
    expect(() => odds.compute({ ag: 'x' })).toThrow(ToolInputError);
    expect(() => odds.compute({ 'attacker-st': '3' })).toThrow(/--defender-st is required/);
    expect(() => odds.compute({ 'attacker-st': '3', 'defender-st': '3', dodge: 'maybe' })).toThrow(/yes or no/);
  });

  it('plays seeded games through the module with no violations', () => {
    const r = bloodbowlTools.simulate({ games: 2, seed: 1, now: () => 0 });
    expect(r.violations).toBe(0);
    expect(r.game).toBe('bloodbowl');
  });
});
