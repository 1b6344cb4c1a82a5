// The fuzzer's invariants over played games (npm run sim -- --game bloodbowl, once registered,
// runs the same config at scale): every state sound, every log replayed to the same final state,
// every preview matching the rolls that follow.
import { describe, expect, it } from 'vitest';
import { simulate, uniformChooser } from '../../game/simulate';
import { bloodbowl } from '.';
import { checkPreview } from './preview-check';
import { BLOOD_BOWL_SIM } from './sim';

describe('Blood Bowl random play', () => {
  it('keeps every invariant with the keen chooser and scores touchdowns', () => {
    const r = simulate(bloodbowl, BLOOD_BOWL_SIM, { games: 12, seed: 7, now: () => Date.now() });
    expect(r.first_violations).toEqual([]);
    expect(r.violations).toBe(0);
    expect(r.tallies.touchdowns).toBeGreaterThan(0);
    expect(r.tallies.blocks).toBeGreaterThan(0);
    expect(r.tallies.passes).toBeGreaterThan(0);
    // Twelve checked games take about 3 s alone; the shared machine can make that several times more.
  }, 30_000);

  it('keeps every invariant with uniformly random play', () => {
    const r = simulate(bloodbowl, { ...BLOOD_BOWL_SIM, choose: uniformChooser }, { games: 6, seed: 100, now: () => Date.now() });
    expect(r.first_violations).toEqual([]);
  });
});

describe('the preview check', () => {
  const dodge = { test: 'dodge' as const, player: 8, target: 4, modifier: 1, needed: 3, success: 4 / 6, successWithReroll: 8 / 9, rerollable: false };
  const rolled = (needed: number, modifier: number, test: 'dodge' | 'gfi' = 'dodge') => ({ type: 'test' as const, test, player: 8, roll: 4, target: 4, modifier, needed, ok: true });

  it('passes a roll made as previewed', () => {
    expect(checkPreview({ kind: 'step', tests: [dodge], scores: false }, [rolled(3, 1)])).toEqual([]);
  });

  it('catches a roll at another target and a roll the preview did not list', () => {
    expect(checkPreview({ kind: 'step', tests: [dodge], scores: false }, [rolled(4, 0)])).toHaveLength(1);
    expect(checkPreview({ kind: 'step', tests: [], scores: false }, [rolled(2, 0, 'gfi')])).toEqual(['a gfi roll came that the step\'s preview did not list']);
  });
});
