import { describe, expect, it } from 'vitest';
import type { Legal } from '../../shared/games/dreadball/engine/types';
import { controllersOf, levelOf, thinkSeed, whoThinks } from './computer';
import { undoTarget } from './undo';

const legal = (decider: 'A' | 'B' | null, n = 1): Legal => ({ decider, decisions: Array.from({ length: n }, () => ({ kind: 'end-rush' }) as never), prompt: 'action' });

describe('who thinks when', () => {
  it('asks the computer only when it decides, the screen shows and there is something to choose', () => {
    expect(whoThinks(legal('B'), { A: 'human', B: 'easy' }, true)).toEqual({ coach: 'B', level: 'easy' });
    expect(whoThinks(legal('A'), { A: 'human', B: 'easy' }, true)).toBeNull();
    expect(whoThinks(legal('A'), { A: 'hard', B: 'normal' }, true)).toEqual({ coach: 'A', level: 'hard' });
    expect(whoThinks(legal('B'), { A: 'human', B: 'easy' }, false)).toBeNull();
    expect(whoThinks(legal(null), { A: 'easy', B: 'easy' }, true)).toBeNull();
    expect(whoThinks(legal('B', 0), { A: 'easy', B: 'easy' }, true)).toBeNull();
    expect(whoThinks(legal('B'), { A: 'human', B: 'human' }, true)).toBeNull();
  });

  it('maps controllers to levels and reads them from a save (absent or unknown: human)', () => {
    expect(levelOf('human')).toBeNull();
    expect(levelOf('normal')).toBe('normal');
    expect(controllersOf(undefined)).toEqual({ A: 'human', B: 'human' });
    expect(controllersOf({ A: 'easy', B: 'hard' })).toEqual({ A: 'easy', B: 'hard' });
    expect(controllersOf({ A: 'genius', B: 3 })).toEqual({ A: 'human', B: 'human' });
  });
});

describe('think seed', () => {
  it('is a deterministic 32-bit function of the match seed and decision count', () => {
    expect(thinkSeed(4242, 10)).toBe(thinkSeed(4242, 10));
    for (const [s, n] of [[0, 0], [0xffffffff, 9999], [4242, 3]]) {
      const v = thinkSeed(s as number, n as number);
      expect(Number.isInteger(v) && v >= 0 && v <= 0xffffffff).toBe(true);
    }
  });

  it('differs between neighbouring decisions and matches', () => {
    const seeds = new Set<number>();
    for (let n = 0; n < 500; n++) seeds.add(thinkSeed(4242, n));
    for (let m = 0; m < 500; m++) seeds.add(thinkSeed(m, 7));
    expect(seeds.size).toBeGreaterThan(995);
  });
});

describe('undo with a computer coach', () => {
  // Whether each decision rolled a die, as the engine reports it.
  const roll = true;
  const quiet = false;

  it('takes back the computer decisions after the person’s last one', () => {
    // human, computer, computer: back to before the human decision (the human decides again).
    expect(undoTarget([quiet, quiet, quiet], ['own', 'computer', 'computer'])).toBe(0);
    expect(undoTarget([roll, quiet, quiet, quiet], ['own', 'own', 'computer', 'computer'])).toBe(1);
  });

  it('never crosses a roll or a reveal, whoever made it', () => {
    expect(undoTarget([quiet, roll, quiet], ['own', 'computer', 'computer'])).toBeNull();
    expect(undoTarget([quiet, quiet, roll], ['own', 'computer', 'computer'])).toBeNull();
    expect(undoTarget([quiet, roll], ['computer', 'own'])).toBeNull();
  });

  it('has nothing to undo when only the computer decided (computer vs computer)', () => {
    expect(undoTarget([quiet, quiet], ['computer', 'computer'])).toBeNull();
  });

  it('never takes back the other person’s decision (hot-seat: what was handed over stays)', () => {
    expect(undoTarget([quiet, quiet], ['own', 'other'])).toBeNull();
    expect(undoTarget([quiet, quiet, quiet], ['other', 'own', 'own'])).toBe(2);
    expect(undoTarget([quiet, quiet], ['other', 'computer'])).toBeNull();
  });

  it('is the plain one-step undo without computer decisions', () => {
    expect(undoTarget([roll, quiet, quiet], ['own', 'own', 'own'])).toBe(2);
    expect(undoTarget([roll, quiet, quiet])).toBe(2);
  });
});
