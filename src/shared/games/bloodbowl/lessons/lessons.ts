// Blood Bowl's "Learn to play" lessons. Positions use the scenario format (test/scenarios/bloodbowl,
// docs/scenarios.md); the dice are exactly what the accepted decisions roll, in order
// (lessons.test.ts plays each through the engine and checks that none is left over). The teams
// are the stock Grimsby Lanterns (human, home, the learner, attacking the end zone on the right,
// x = 25) and Mudgate Tuskers (orc). Player ids: Lanterns 0-3 Blitzers, 4-5 Throwers,
// 6-7 Catchers, 8-11 Linemen; Tuskers from 12 (21-23 Linemen). Squares are [x, y].
import { acting, asks, blocks, carries, choosesFace, declares, followsUp, kicksTo, onLine, passesTo, placesOnLine, pushes, rerolls, setsUp, standsOn, stepsForward, stepsOnto } from './picks';
import { activationOf } from '../engine/board';
import type { MatchState } from '../engine/types';
import type { BBLesson, BBLessonId } from './types';

/** 1. Moving and dodging: a Lineman leaves an opponent's tackle zone, which takes a Dodge. */
const moving: BBLesson = {
  id: 'moving',
  learner: 'home',
  position: { teams: ['human', 'orc'], players: [{ id: 8, at: [10, 7] }, { id: 21, at: [11, 7] }] },
  // The Dodge: AG 3 needs 3+ to leave a tackle zone for a free square.
  dice: [4],
  steps: [
    { id: 'declare', accept: declares(8, 'move'), done: acting(8) },
    { id: 'dodge', accept: stepsOnto([9, 7]), done: standsOn(8, 9, 7) },
    { id: 'free', accept: stepsOnto([8, 7]), done: standsOn(8, 8, 7) },
  ],
  replies: [],
  end: standsOn(8, 8, 7),
};

/** 2. Team re-rolls: the same Dodge fails, and a team re-roll takes the roll again. */
const rerollsLesson: BBLesson = {
  id: 'rerolls',
  learner: 'home',
  position: { teams: ['human', 'orc'], players: [{ id: 8, at: [10, 7] }, { id: 21, at: [11, 7] }] },
  // The Dodge fails on a 2; the re-roll shows 5.
  dice: [2, 5],
  steps: [
    { id: 'declare', accept: declares(8, 'move'), done: acting(8) },
    { id: 'dodge', accept: stepsOnto([9, 7]), done: asks('reroll') },
    { id: 'reroll', accept: rerolls('team'), done: standsOn(8, 9, 7) },
  ],
  replies: [],
  end: (s) => standsOn(8, 9, 7)(s) && s.teams[0].rerollsLeft === 2,
};

/** 3. Picking up and scoring: a Catcher runs onto the ball, picks it up and steps into the end zone. */
const pickUp: BBLesson = {
  id: 'pickUp',
  learner: 'home',
  position: { teams: ['human', 'orc'], players: [{ id: 6, at: [21, 7] }], ball: { at: [23, 7] } },
  // The pick-up: AG 3 at +1 needs 3+.
  dice: [4],
  steps: [
    { id: 'declare', accept: declares(6, 'move'), done: acting(6) },
    { id: 'pickUp', accept: stepsOnto([22, 7], [23, 7]), done: carries(6) },
    { id: 'score', accept: stepsForward(6), done: (s) => s.teams[0].score === 1 },
  ],
  replies: [],
  end: (s) => s.teams[0].score === 1,
};

/** 4. Blocking: a Lineman with a team-mate's assist blocks an orc Lineman on two dice. */
const block: BBLesson = {
  id: 'block',
  learner: 'home',
  position: {
    teams: ['human', 'orc'],
    players: [{ id: 8, at: [10, 7] }, { id: 21, at: [11, 7] }, { id: 9, at: [12, 8] }],
    rerolls: [0, 0],
  },
  // Two block dice (a skull and Defender Down), then the armour roll: 3 + 4 = 7 does not beat AV 9.
  dice: [1, 6, 3, 4],
  steps: [
    { id: 'declare', accept: declares(8, 'block'), done: acting(8) },
    { id: 'target', accept: blocks(21), done: asks('block-face') },
    { id: 'face', accept: choosesFace('defender-down'), done: asks('push') },
    { id: 'push', accept: pushes, done: asks('follow-up') },
    { id: 'follow', accept: followsUp(true), done: standsOn(8, 11, 7) },
  ],
  replies: [],
  end: (s) => standsOn(8, 11, 7)(s) && s.players[21]?.status === 'prone',
};

/** 5. Passing: a Thrower passes to a Catcher five squares away, who catches. */
const pass: BBLesson = {
  id: 'pass',
  learner: 'home',
  position: { teams: ['human', 'orc'], players: [{ id: 4, at: [5, 7] }, { id: 6, at: [10, 7] }], ball: { carrier: 4 } },
  // The pass: a short pass at AG 3 needs 4+; the catch of an accurate pass: 3+.
  dice: [4, 3],
  steps: [
    { id: 'declare', accept: declares(4, 'pass'), done: acting(4) },
    { id: 'throw', accept: passesTo(10, 7), done: carries(6) },
  ],
  replies: [],
  end: carries(6),
};

/** 6. The Blitz: a Blitzer moves, blocks once on the way, follows up and moves on. */
const blitz: BBLesson = {
  id: 'blitz',
  learner: 'home',
  position: { teams: ['human', 'orc'], players: [{ id: 0, at: [5, 7] }, { id: 21, at: [8, 7] }], rerolls: [0, 0] },
  // One block die (ST 3 against 3): Defender Down. Armour 2 + 3 = 5 does not beat AV 9.
  dice: [6, 2, 3],
  steps: [
    { id: 'declare', accept: declares(0, 'blitz'), done: acting(0) },
    { id: 'approach', accept: stepsOnto([6, 7], [7, 7]), done: standsOn(0, 7, 7) },
    { id: 'block', accept: blocks(21), done: asks('push') },
    { id: 'push', accept: pushes, done: asks('follow-up') },
    { id: 'follow', accept: followsUp(true), done: standsOn(0, 8, 7) },
    { id: 'moveOn', accept: stepsOnto([8, 6], [9, 6], [8, 8], [9, 8]), done: (s) => !standsOn(0, 8, 7)(s) },
  ],
  replies: [],
  end: (s) => s.players[21]?.status === 'prone' && s.used.blitz && s.players[0]?.square !== null && !standsOn(0, 8, 7)(s),
};

/** Squares of movement player `player` has used in his action (0 when he is not acting). */
const used = (s: MatchState, player: number): number => {
  const f = activationOf(s);
  return f?.player === player ? f.used : 0;
};

/** 7. Going for it: a Lineman runs his MA of 6, then one square more on a 2+. */
const goForIt: BBLesson = {
  id: 'goForIt',
  learner: 'home',
  position: { teams: ['human', 'orc'], players: [{ id: 8, at: [2, 7] }] },
  // The Go For It: 2+ whatever the player's AG.
  dice: [2],
  steps: [
    { id: 'declare', accept: declares(8, 'move'), done: acting(8) },
    { id: 'run', accept: stepsForward(8), done: (s) => used(s, 8) >= 6 },
    { id: 'gfi', accept: stepsForward(8), done: (s) => used(s, 8) >= 7 },
  ],
  replies: [],
  end: (s) => used(s, 8) === 7 && s.players[8]?.status === 'standing',
};

/** 8. The hand-off: a Thrower moves up to a Catcher and hands him the ball. */
const handOff: BBLesson = {
  id: 'handOff',
  learner: 'home',
  position: { teams: ['human', 'orc'], players: [{ id: 4, at: [5, 7] }, { id: 6, at: [8, 7] }], ball: { carrier: 4 } },
  // The catch of a hand-off: AG 3 at +1 needs 3+.
  dice: [3],
  steps: [
    { id: 'declare', accept: declares(4, 'hand-off'), done: acting(4) },
    { id: 'approach', accept: stepsOnto([6, 7], [7, 7]), done: standsOn(4, 7, 7) },
    { id: 'handOff', accept: (d) => d.kind === 'hand-off' && d.target === 6, done: carries(6) },
  ],
  replies: [],
  end: carries(6),
};

/** 9. The foul: a Lineman kicks a prone orc, with a team-mate's assist on the armour roll. */
const foul: BBLesson = {
  id: 'foul',
  learner: 'home',
  position: { teams: ['human', 'orc'], players: [{ id: 8, at: [10, 7] }, { id: 21, at: [11, 7], status: 'prone' }, { id: 9, at: [12, 7] }], rerolls: [0, 0] },
  // Armour 4 + 5 + 1 (the assist) = 10 beats AV 9; injury 3 + 5 = 8, knocked out. No double.
  dice: [4, 5, 3, 5],
  steps: [
    { id: 'declare', accept: declares(8, 'foul'), done: acting(8) },
    { id: 'foul', accept: (d) => d.kind === 'foul' && d.target === 21, done: (s) => !acting(8)(s) },
  ],
  replies: [],
  end: (s) => s.players[21]?.where === 'ko' && s.players[8]?.where === 'pitch',
};

/** The Lanterns' Linemen still in the reserves in the set-up lesson: the ones the line wants. */
const LINEMEN_IN_RESERVE = [9, 10, 11];

/** 10. Setting up: eight Lanterns are placed, none on the line; the last three must go there. */
const setUp: BBLesson = {
  id: 'setUp',
  learner: 'home',
  position: {
    teams: ['human', 'orc'],
    phase: 'setup',
    team: 'home',
    // Both wide zones (rows 1-4 and 12-15) already hold two Lanterns each.
    players: [
      { id: 0, at: [10, 5] },
      { id: 1, at: [10, 9] },
      { id: 2, at: [10, 3] },
      { id: 3, at: [10, 11] },
      { id: 4, at: [5, 7] },
      { id: 6, at: [8, 1] },
      { id: 7, at: [8, 13] },
      { id: 8, at: [8, 7] },
    ],
  },
  dice: [],
  steps: [
    { id: 'line', accept: placesOnLine(LINEMEN_IN_RESERVE), done: (s) => onLine(s) >= 1 },
    { id: 'more', accept: placesOnLine(LINEMEN_IN_RESERVE), done: (s) => onLine(s) >= 3 },
    { id: 'done', accept: (d) => d.kind === 'setup-done', done: (s) => setsUp('away')(s) },
  ],
  replies: [],
  end: (s) => onLine(s) === 3 && setsUp('away')(s),
};

/** 11. The kick-off: the Lanterns kick; the ball scatters, bounces and an orc catches it. */
const kickOff: BBLesson = {
  id: 'kickOff',
  learner: 'home',
  position: {
    teams: ['human', 'orc'],
    phase: 'kick',
    team: 'home',
    players: [
      { id: 8, at: [12, 6] },
      { id: 9, at: [12, 7] },
      { id: 10, at: [12, 8] },
      { id: 0, at: [10, 4] },
      { id: 1, at: [10, 10] },
      { id: 21, at: [13, 6] },
      { id: 22, at: [13, 7] },
      { id: 23, at: [13, 8] },
      { id: 16, at: [15, 4] },
      { id: 17, at: [15, 10] },
      { id: 20, at: [22, 7] },
    ],
  },
  // Scatter: d8 5 (straight on), d6 3 squares, onto an empty square; the bounce: d8 4 (straight
  // back) onto the orc Thrower, who catches on a 4 (AG 3, +0, no tackle zone).
  dice: [5, 3, 4, 4],
  steps: [{ id: 'kick', accept: kicksTo(20, 7), done: carries(20) }],
  replies: [],
  end: (s) => carries(20)(s) && s.acting === 1,
};

/** 12. The turnover: a Dodge fails with no team re-roll left; the player falls and the turn is over. */
const turnover: BBLesson = {
  id: 'turnover',
  learner: 'home',
  position: {
    teams: ['human', 'orc'],
    players: [{ id: 8, at: [10, 7] }, { id: 9, at: [5, 7] }, { id: 21, at: [11, 7] }],
    rerolls: [0, 0],
  },
  // The Dodge: a 1 always fails. The armour roll: 3 + 4 = 7 does not beat AV 8.
  dice: [1, 3, 4],
  steps: [
    { id: 'declare', accept: declares(8, 'move'), done: acting(8) },
    { id: 'dodge', accept: stepsOnto([9, 7]), done: (s) => s.acting === 1 },
  ],
  replies: [],
  end: (s) => s.acting === 1 && s.players[8]?.status === 'prone',
};

/** 13. The interception: an orc under the pass's path tries to catch it first, needing a 6, and misses. */
const interception: BBLesson = {
  id: 'interception',
  learner: 'home',
  position: { teams: ['human', 'orc'], players: [{ id: 4, at: [5, 7] }, { id: 6, at: [11, 7] }, { id: 21, at: [8, 7] }], ball: { carrier: 4 } },
  // The interception: AG 3 at -2 needs 6+, a 5 misses. Then the pass (4+) and the catch (3+).
  dice: [5, 4, 3],
  steps: [
    { id: 'declare', accept: declares(4, 'pass'), done: acting(4) },
    { id: 'throw', accept: passesTo(11, 7), done: carries(6) },
  ],
  replies: [(d) => d.kind === 'intercept' && d.player === 21],
  end: carries(6),
};

export const BB_LESSONS: readonly BBLesson[] = [moving, rerollsLesson, pickUp, block, pass, blitz, goForIt, handOff, foul, setUp, kickOff, turnover, interception];

export function bbLessonById(id: string): BBLesson {
  const l = BB_LESSONS.find((x) => x.id === id);
  if (!l) throw new Error(`no Blood Bowl lesson "${id}"`);
  return l;
}

export type { BBLessonId };
