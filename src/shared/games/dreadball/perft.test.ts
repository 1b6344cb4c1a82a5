// Perft-style golden counts (as chess engines keep): the number of decision sequences of a given
// length from fixed DreadBall positions. Computed once and committed; any change to what is legal
// or where a decision leads moves a number. A deliberate rules change updates them (and bumps
// the module's rulesVersion).
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../dice/rng';
import { buildPosition } from './engine/scenario';
import type { MatchState } from './engine/types';
import { perft } from '../../game/perft';
import { mulberry32 } from '../../random/mulberry32';
import { STOCK_TEAMS, type TeamSheet } from './teams/team';
import { dreadball } from '.';

function setup(a: number, b: number, seed: number) {
  const ta = STOCK_TEAMS[a];
  const tb = STOCK_TEAMS[b];
  if (!ta || !tb) throw new RangeError('no such stock team');
  return { teams: [ta, tb] as [TeamSheet, TeamSheet], seed };
}

/** The first state at `prompt` after at least `after` uniformly random decisions. */
function playTo(a: number, b: number, seed: number, after: number, prompt: string): MatchState {
  const random = mulberry32(seed);
  let s = dreadball.createMatch(setup(a, b, seed));
  for (let n = 0; ; n++) {
    const legal = dreadball.legal(s);
    if (n >= after && legal.prompt === prompt) return s;
    const d = legal.decisions[Math.floor(random() * legal.decisions.length)];
    if (d === undefined) throw new Error(`no decision at ${legal.prompt}`);
    const r = dreadball.apply(s, d);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
}

/**
 * The position of scenario rush-ends-when-no-player-can-act (kept here, not read from test/, so
 * the renderer's type check, which has no Node types, can compile this file) with seeded dice.
 */
function noPlayersPosition(seed: number): MatchState {
  const dead = [0, 1, 4, 5, 6, 7].map((id) => ({ id, where: 'dead' as const }));
  const position = buildPosition(
    {
      teams: ['human', 'human'],
      home: 'A',
      rushing: 'A',
      rush: 1,
      tokens: 3,
      coachDice: [0, 0],
      ball: { hex: [4, 2] },
      players: [{ id: 2, hex: [0, 0], facing: 0, down: true, tokenActions: 1 }, { id: 3, hex: [-3, 0], facing: 0, tokenActions: 2 }, ...dead],
    },
    [],
  );
  return { ...position, dice: seededDice(seed) };
}

const counts = (s: MatchState, depth: number): number[] => Array.from({ length: depth }, (_, i) => perft(dreadball, s, i + 1));

// The positions are reached by uniformly random play, so a new decision anywhere on the way (the
// set-up's `unplace`) leads to other positions: the counts below were taken again when it came,
// and again when the move listing stopped missing ends (a move search that prunes nothing gives
// the same counts).
describe('DreadBall perft golden counts', () => {
  it('match start (roll-off, side, set-up placements, facings)', () => {
    expect(counts(dreadball.createMatch(setup(0, 1, 1)), 4)).toEqual([1, 2, 1522, 10642]);
  });

  it('first action prompt of a match', () => {
    expect(counts(playTo(0, 1, 11, 0, 'action'), 3)).toEqual([17, 6876, 110205]);
  });

  it('an action prompt in rush 2', () => {
    expect(counts(playTo(2, 3, 12, 40, 'action'), 2)).toEqual([14, 9197]);
  });

  it('a move prompt in rush 4', () => {
    expect(counts(playTo(3, 0, 13, 80, 'move'), 2)).toEqual([414, 9342]);
  });

  it('an action prompt in rush 10', () => {
    expect(counts(playTo(1, 2, 14, 120, 'action'), 3)).toEqual([19, 8108, 139350]);
  });

  it('a rush that ends when its last player cannot act (rules version 2)', () => {
    // Seed 1: the stand-up passes (6 facings); seed 2: it fails and the rush ends by itself, so
    // the other coach's 17 choices follow at once (under version 1 only "end rush" was left).
    expect(counts(noPlayersPosition(1), 3)).toEqual([2, 23, 5906]);
    expect(counts(noPlayersPosition(2), 3)).toEqual([2, 34, 11776]);
  });
});
