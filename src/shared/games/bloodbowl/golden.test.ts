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

/** [seed, decisions, legal lists, play, final state], taken at 878722c (before the speed work). */
const KEEN: readonly (readonly [number, number, string, string, string])[] = [
  [1, 775, 'd9da5bd15daf917d', 'c86098cb66b574bf', '157def3361241cee'],
  [2, 754, '7029c2749bf4b0d6', '2d08565a102e9ac9', '0ad0033704830b76'],
  [3, 852, 'adafbdbf303ece56', '37ecf02e553a19f4', '663386fa0f042b4d'],
  [4, 894, '1d4d297ace349994', 'ac8aefe2ffc6433d', '1e0828cc159a3cca'],
  [5, 517, 'bd1c1ff414a34d26', '6271f5d60b169cdf', '98e2544bbd49b2ec'],
  [6, 372, 'db5a432bfe2ca806', 'b5f08617ae5fa20f', 'c529577d866f6248'],
  [7, 646, 'e2ab9d7467926c17', '2fa9d405b61df2b9', 'e0191b5585ddb561'],
  [8, 655, 'b631b2d0722e1e1d', '0d8ef4dd6a1fc56b', 'c721aae7cc486a3e'],
  [9, 670, 'f9c5963ef4fb0df3', '7f2a9b86bffcffd7', 'e563a8f5e54bc062'],
  [10, 481, 'ec1c95fa7ec38c4d', '758544e01b79a711', 'fddc0d7a79d7e7b9'],
  [11, 759, '6358eb09d73e0479', 'c48281d078a3e8dc', 'bee4aa4a477eaa0b'],
  [12, 1003, 'b8bf9d2e0a709877', '7c570edd2c94a21e', '1a60f93395094393'],
  [13, 460, '9cce850653fe8e00', '6d3ddb7804f4091d', '4acd37c7c3c8e3e3'],
  [14, 821, 'a77dfbaa0bdd5d6f', '924500df4980cc5b', '0481fd30a8c8cc55'],
  [15, 952, 'e435d482b8d1b151', '1b386455cdb277a2', '0e20611c241226ad'],
  [16, 790, 'e4c333e00c7447fd', 'cd6a00dc30e44006', '622c0df592d16578'],
  [17, 483, '2ce5361c9378ba06', '11670cd8853dda41', 'b5d0501a6adba323'],
  [18, 844, 'a738812d1517bf59', 'a8feb409aa775c91', '6f7d57426b15db99'],
  [19, 828, 'd6ae451d394b99f0', '9446a793d4ca9168', 'c26b790949ae8b33'],
  [20, 575, 'fa0408acba19f050', '64a33012d6a8b05d', 'ad03a84c7de7095f'],
  [21, 471, '31514b857a8324b1', '485835993a499884', '3fdb832aefed0d23'],
  [22, 615, 'f3d252beaf8a06b6', 'ef3ad9f5332f5d52', 'dc07710e20e746b1'],
  [23, 662, 'bde8c8049502d66b', '5a8b699f2c71c094', '9ccacafcf91493b4'],
  [24, 818, 'e33c8eeefd753202', '47ea01ed4b7f939a', '85465e69a7c3c65c'],
];
const UNIFORM: readonly (readonly [number, number, string, string, string])[] = [
  [101, 733, '844f2fc4e4d9e45f', '8d02e160286acc4c', 'd8583d4ea20e66c2'],
  [102, 732, '345f8223fd726150', '6656063c69c67c6b', '790f2def611e1b77'],
  [103, 967, '06be611275fec4c1', 'cdd0570ddfe072a2', '159103a7caa47c69'],
  [104, 868, '036f4ec0fea519de', '4529a7b34afee57f', '1c5eaa766ce5237a'],
  [105, 709, 'c8a9bdbdcbf0cd61', 'a30b392d0695e454', '4250b82b02b23dd7'],
  [106, 768, '0e1f0408e0ee6945', '51fea77525823f52', '3cf369bac7ae8be3'],
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
