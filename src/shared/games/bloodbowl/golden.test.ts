// Golden games: fixed-seed random games played through the module's door, each hashed (every
// legal list offered, every decision, every event, the final state). The hashes were taken before
// the engine's speed work (copy-on-write state, the lazy set-up listing) and must never move
// while the engine gets faster: the same seed must give the same game, decision for decision.
// A deliberate rules change updates them (and bumps the module's rulesVersion).
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../game/deep-freeze';
import { uniformChooser } from '../../game/simulate';
import { mulberry32 } from '../../random/mulberry32';
import { bloodbowl } from '.';
import { playGolden } from './golden';
import { keenChooser, simSetup } from './sim';

/**
 * [seed, decisions, legal lists, play, final state], taken at 878722c (before the speed work); the
 * final states hashed again for rules version 2 (it is in the state), the games themselves unchanged.
 */
const KEEN: readonly (readonly [number, number, string, string, string])[] = [
  [1, 775, 'd9da5bd15daf917d', 'c86098cb66b574bf', 'a85608a6e4b75978'],
  [2, 754, '7029c2749bf4b0d6', '2d08565a102e9ac9', '7969bad412c672fb'],
  [3, 852, 'adafbdbf303ece56', '37ecf02e553a19f4', '75bcf959377f7f68'],
  [4, 894, '1d4d297ace349994', 'ac8aefe2ffc6433d', '70f14fdf69a6281e'],
  [5, 517, 'bd1c1ff414a34d26', '6271f5d60b169cdf', '45972b661a6cec54'],
  [6, 372, 'db5a432bfe2ca806', 'b5f08617ae5fa20f', '369a4de07e58b9ed'],
  [7, 646, 'e2ab9d7467926c17', '2fa9d405b61df2b9', '18a52eb66e00e984'],
  [8, 655, 'b631b2d0722e1e1d', '0d8ef4dd6a1fc56b', '505f401a052ae77e'],
  [9, 670, 'f9c5963ef4fb0df3', '7f2a9b86bffcffd7', '098c7fec146c2e4d'],
  [10, 481, 'ec1c95fa7ec38c4d', '758544e01b79a711', '2aad2ed5ff3d891d'],
  [11, 759, '6358eb09d73e0479', 'c48281d078a3e8dc', 'cf0c2239c2ba4bc7'],
  [12, 1003, 'b8bf9d2e0a709877', '7c570edd2c94a21e', '931b0820c4ff0b8b'],
  [13, 460, '9cce850653fe8e00', '6d3ddb7804f4091d', 'b49c3b6a8ade5705'],
  [14, 821, 'a77dfbaa0bdd5d6f', '924500df4980cc5b', 'a490be85bee60da6'],
  [15, 952, 'e435d482b8d1b151', '1b386455cdb277a2', 'a8be35f9a3f5b889'],
  [16, 790, 'e4c333e00c7447fd', 'cd6a00dc30e44006', '73cbea30759d9bb7'],
  [17, 483, '2ce5361c9378ba06', '11670cd8853dda41', '7f2d05a562052259'],
  [18, 844, 'a738812d1517bf59', 'a8feb409aa775c91', 'ce1739897436dd70'],
  [19, 828, 'd6ae451d394b99f0', '9446a793d4ca9168', 'c788460e3921c3b0'],
  [20, 575, 'fa0408acba19f050', '64a33012d6a8b05d', 'c0eefe3d8950673a'],
  [21, 471, '31514b857a8324b1', '485835993a499884', '84a0c17bf6183ca5'],
  [22, 615, 'f3d252beaf8a06b6', 'ef3ad9f5332f5d52', '7f8a084ddf47f0d8'],
  [23, 662, 'bde8c8049502d66b', '5a8b699f2c71c094', '6b227197660f0b44'],
  [24, 818, 'e33c8eeefd753202', '47ea01ed4b7f939a', '7c10b984e3c6c373'],
];
const UNIFORM: readonly (readonly [number, number, string, string, string])[] = [
  [101, 733, '844f2fc4e4d9e45f', '8d02e160286acc4c', '1cb14ccfdc8d2712'],
  [102, 732, '345f8223fd726150', '6656063c69c67c6b', '24752e56ab706d79'],
  [103, 967, '06be611275fec4c1', 'cdd0570ddfe072a2', '779903081583de44'],
  [104, 868, '036f4ec0fea519de', '4529a7b34afee57f', '22ee6d0f44ddd813'],
  [105, 709, 'c8a9bdbdcbf0cd61', 'a30b392d0695e454', '5d9fd00a715bb817'],
  [106, 768, '0e1f0408e0ee6945', '51fea77525823f52', '65e02659550d6def'],
];

describe('Blood Bowl golden games', () => {
  it.each(KEEN)('keen play, seed %i', (seed, decisions, legal, play, final) => {
    expect(playGolden(seed, keenChooser)).toEqual({ decisions, legal, play, final });
  });
  it.each(UNIFORM)('uniform play, seed %i', (seed, decisions, legal, play, final) => {
    expect(playGolden(seed, uniformChooser)).toEqual({ decisions, legal, play, final });
  });
});

describe('the working copy (copy on write)', () => {
  it('never writes to the state it is given: every decision of two whole games on a deep-frozen state', () => {
    for (const seed of [3, 12]) {
      const random = mulberry32(seed);
      let s = bloodbowl.createMatch(simSetup(seed));
      let n = 0;
      while (bloodbowl.summarise(s).status === 'in-progress') {
        const frozen = deepFreeze(structuredClone(s));
        const before = JSON.stringify(frozen);
        const d = keenChooser(frozen, bloodbowl.legal(frozen), random);
        const r = bloodbowl.apply(frozen, d);
        if (!r.ok) throw new Error(r.error.message);
        expect(JSON.stringify(frozen)).toBe(before);
        s = r.state;
        n++;
      }
      expect(n).toBeGreaterThan(300);
    }
    // A deep copy, a freeze and two JSON texts per decision: seconds alone, far more on a busy machine.
  }, 60_000);
});
