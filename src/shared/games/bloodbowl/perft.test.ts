// Perft golden counts (as chess engines keep): the number of decision sequences of a given length
// from fixed Blood Bowl positions. Computed once and committed; any change to what is legal or
// where a decision leads moves a number. A deliberate rules change updates them (and bumps the
// module's rulesVersion).
import { describe, expect, it } from 'vitest';
import { perft } from '../../game/perft';
import { mulberry32 } from '../../random/mulberry32';
import { bloodbowl } from '.';
import { seededBBDice } from './engine/dice';
import type { MatchState } from './engine/types';
import { buildPosition } from './scenario';
import { simSetup } from './sim';

const counts = (s: MatchState, depth: number): number[] => Array.from({ length: depth }, (_, i) => perft(bloodbowl, s, i + 1));

/** The first state at `prompt` after at least `after` uniformly random decisions. */
function playTo(seed: number, after: number, prompt: string): MatchState {
  const random = mulberry32(seed);
  let s = bloodbowl.createMatch(simSetup(seed));
  for (let n = 0; ; n++) {
    const legal = bloodbowl.legal(s);
    if (n >= after && legal.prompt === prompt) return s;
    const d = legal.decisions[Math.floor(random() * legal.decisions.length)];
    if (d === undefined) throw new Error(`no decision at ${legal.prompt}`);
    const r = bloodbowl.apply(s, d);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
}

/** A midfield scrum: a Human blitzer, thrower with the ball and lineman against three Orcs. */
function scrum(seed: number): MatchState {
  const s = buildPosition(
    {
      teams: ['human', 'orc'],
      players: [
        { id: 0, at: [10, 7] },
        { id: 4, at: [8, 7] },
        { id: 8, at: [10, 9] },
        { id: 12, at: [11, 7] },
        { id: 16, at: [11, 8] },
        { id: 21, at: [12, 10], status: 'prone' },
      ],
      ball: { carrier: 4 },
    },
    [],
  );
  return { ...s, dice: seededBBDice(seed) };
}

describe('Blood Bowl perft golden counts', () => {
  it('match start (roll-off, kick or receive, first placements)', () => {
    // 2 x 2340: either team sets up first, 12 players x 195 squares of its half.
    expect(counts(bloodbowl.createMatch(simSetup(1)), 3)).toEqual([1, 2, 4680]);
  });

  it('a midfield scrum at the action question', () => {
    expect(counts(scrum(1), 3)).toEqual([18, 462, 6015]);
  });

  it('an action question after 200 random decisions', () => {
    expect(counts(playTo(3, 200, 'action'), 2)).toEqual([52, 467]);
  });

  it('a step question after 400 random decisions', () => {
    expect(counts(playTo(4, 400, 'step'), 2)).toEqual([9, 106]);
  });
});
