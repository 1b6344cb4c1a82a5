// The fuzzer's invariants over played games (npm run sim -- --game bloodbowl, once registered,
// runs the same config at scale): every state sound, every log replayed to the same final state.
import { describe, expect, it } from 'vitest';
import { simulate, uniformChooser } from '../../game/simulate';
import { bloodbowl } from '.';
import { BLOOD_BOWL_SIM } from './sim';

describe('Blood Bowl random play', () => {
  it('keeps every invariant with the keen chooser and scores touchdowns', () => {
    const r = simulate(bloodbowl, BLOOD_BOWL_SIM, { games: 12, seed: 7, now: () => Date.now() });
    expect(r.first_violations).toEqual([]);
    expect(r.violations).toBe(0);
    expect(r.tallies.touchdowns).toBeGreaterThan(0);
    expect(r.tallies.blocks).toBeGreaterThan(0);
    expect(r.tallies.passes).toBeGreaterThan(0);
  });

  it('keeps every invariant with uniformly random play', () => {
    const r = simulate(bloodbowl, { ...BLOOD_BOWL_SIM, choose: uniformChooser }, { games: 6, seed: 100, now: () => Date.now() });
    expect(r.first_violations).toEqual([]);
  });
});
