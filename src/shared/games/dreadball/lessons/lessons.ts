// DreadBall's "Learn to play" lessons. Positions use the scenario format (test/scenarios, see
// docs/scenarios.md); the dice are exactly what the accepted decisions roll, in order
// (lessons.test.ts plays each one through the engine and checks that none is left over).
// Player ids: coach A's roster first (human: 0-1 Guards, 2-4 Jacks, 5-7 Strikers), then coach B's
// from 8. Hexes are [q, r]; the learner is always coach A, the home team, attacking to the right.
import { type ScenarioPosition, toHex } from '../engine/scenario';
import { legalDecisions } from '../engine/legal';
import type { MatchState } from '../engine/types';
import { addsCoachDice, anyOf, declares, defends, finishesSetup, followsUp, movesFacing, movesTo, pushesTo, standsOn, staysPut, takesFree, targets, throwsAt, turnsTo } from './picks';
import type { Lesson, LessonId, LessonStep } from './types';

/** Where most lessons start: coach A (home) is rushing, neither coach has coach dice. */
const IN_A_RUSH: Pick<ScenarioPosition, 'home' | 'rushing' | 'coachDice'> = { home: 'A', rushing: 'A', coachDice: [0, 0] };

/** The question the engine asks now (e.g. 'target' once a throw's move is over). */
const asks =
  (prompt: string) =>
  (s: MatchState): boolean =>
    legalDecisions(s).prompt === prompt;

/** A throw from where the carrier stands: declaring the Throw and staying put, up to naming the target. */
const throwStayingPut = (player: number): LessonStep => ({ id: 'declare', accept: anyOf(declares(player, 'throw'), staysPut), done: asks('target') });

/** 1. Moving and dodging: a Jack leaves a threatened hex, which takes a Dodge. */
const moving: Lesson = {
  id: 'moving',
  rules: 'tests',
  learner: 'A',
  position: {
    teams: ['human', 'orx-goblin'],
    ...IN_A_RUSH,
    players: [
      { id: 2, hex: [0, 0], facing: 0 },
      { id: 8, hex: [1, 0], facing: 3 },
    ],
  },
  // The Dodge: 3 dice less 1 for the threat, one 4+ needed.
  dice: [4, 1],
  steps: [
    { id: 'declare', accept: declares(2, 'run'), done: (s) => s.action?.player === 2 },
    { id: 'move', accept: movesTo(-1, 2), done: standsOn(2, -1, 2) },
  ],
  replies: [],
  end: standsOn(2, -1, 2),
};

/** 2. Picking up the ball: a Striker runs onto it and rolls to pick it up. */
const pickUp: Lesson = {
  id: 'pickUp',
  rules: 'ball',
  learner: 'A',
  position: {
    teams: ['human', 'orx-goblin'],
    ...IN_A_RUSH,
    players: [{ id: 5, hex: [-3, 0], facing: 0 }],
    ball: { hex: [-1, 0] },
  },
  // The pick-up: 3 dice and 1 for a Striker, one success needed.
  dice: [4, 1, 1, 1],
  steps: [
    { id: 'declare', accept: declares(5, 'run'), done: (s) => s.action?.player === 5 },
    { id: 'move', accept: movesTo(-1, 0), done: (s) => s.ball.carrier === 5 },
  ],
  replies: [],
  end: (s) => s.ball.carrier === 5,
};

/** 3. Throwing and a Strike: a Striker in the far Strike zone throws at the Strike hex. */
const strike: Lesson = {
  id: 'strike',
  rules: 'ball',
  learner: 'A',
  position: {
    teams: ['human', 'orx-goblin'],
    ...IN_A_RUSH,
    players: [{ id: 5, hex: [7, 0], facing: 0 }],
    ball: { carrier: 5 },
  },
  // The throw (3 dice: +1 Striker, -1 at the Strike hex), then the launch for the other team.
  dice: [4, 1, 1, 1],
  steps: [
    throwStayingPut(5),
    { id: 'throw', accept: throwsAt(10, 0), done: (s) => s.score[0] > 0 },
  ],
  replies: [],
  end: (s) => s.score[0] === 3 && s.rushing === 1,
};

/** 4. Slams: a Guard steps up to an Orx Jack and slams him; the Jack counter-slams and loses. */
const slam: Lesson = {
  id: 'slam',
  rules: 'slams',
  learner: 'A',
  position: {
    teams: ['human', 'orx-goblin'],
    ...IN_A_RUSH,
    players: [
      { id: 0, hex: [-1, 0], facing: 0 },
      { id: 11, hex: [1, 0], facing: 3 },
    ],
  },
  // The Slam (3 dice, +1 Guard, +1 for moving next to him), the counter-slam (3 dice), the armour.
  dice: [5, 5, 1, 1, 1, 1, 4, 1, 4, 5, 1],
  steps: [
    { id: 'declare', accept: anyOf(declares(0, 'slam'), movesFacing(0, 0, 5, 0, 1)), done: asks('target') },
    { id: 'target', accept: targets(11), done: asks('push') },
    { id: 'push', accept: pushesTo(2, 0), done: asks('follow-up') },
    { id: 'follow', accept: followsUp(true), done: (s) => s.players[11]?.down === true },
  ],
  replies: [defends('counter-slam')],
  end: (s) => s.players[11]?.down === true && standsOn(0, 1, 0)(s),
};

/** 5. The launch and wall bounces: a 6 sends the ball to the far wall; a Guard scatters it off the wall. */
const launch: Lesson = {
  id: 'launch',
  rules: 'ball',
  learner: 'A',
  position: {
    teams: ['human', 'human'],
    home: 'A',
    phase: 'setup',
    setupTeam: 'A',
    rush: 0,
    launchPending: true,
    coachDice: [0, 0],
    players: [
      { id: 0, hex: [-1, 4], facing: 0 },
      { id: 5, hex: [-3, 0], facing: 0 },
      { id: 13, hex: [3, 0], facing: 3 },
    ],
  },
  // The launch (a 6, then the wall die), then the scatter (direction, distance).
  dice: [6, 5, 1, 2],
  steps: [
    { id: 'setup', accept: finishesSetup, done: (s) => s.phase === 'rush' },
    { id: 'guard', accept: anyOf(declares(0, 'run'), movesTo(-2, 5)), done: (s) => s.ball.hex === toHex([-2, 4]) },
  ],
  replies: [finishesSetup],
  end: (s) => s.ball.hex === toHex([-2, 4]) && s.ball.carrier === -1,
};

/** 6. Coach dice and the (123) rule: two Dodges in one move; the second needs two successes. */
const coachDice: Lesson = {
  id: 'coachDice',
  rules: 'rulings',
  learner: 'A',
  position: {
    teams: ['human', 'orx-goblin'],
    home: 'A',
    rushing: 'A',
    coachDice: [2, 0],
    players: [
      { id: 2, hex: [0, 0], facing: 0 },
      { id: 8, hex: [1, 0], facing: 3 },
      { id: 9, hex: [-2, 1], facing: 0 },
    ],
  },
  // The first Dodge (2 dice, 1 needed), the second (2 dice and 1 coach die, 2 needed).
  dice: [4, 1, 5, 1, 4],
  steps: [
    { id: 'declare', accept: anyOf(declares(2, 'run'), movesTo(-1, 2)), done: asks('coach-dice') },
    { id: 'first', accept: addsCoachDice(0), done: asks('move') },
    { id: 'on', accept: movesTo(-1, 2), done: asks('coach-dice') },
    { id: 'second', accept: addsCoachDice(1), done: standsOn(2, -1, 2) },
  ],
  replies: [],
  end: (s) => standsOn(2, -1, 2)(s) && s.coachDice[0] === 1,
};

/** 7. The snatch: a Striker runs up behind the opposing carrier and takes the ball from him. */
const snatch: Lesson = {
  id: 'snatch',
  rules: 'slams',
  learner: 'A',
  position: {
    teams: ['human', 'orx-goblin'],
    ...IN_A_RUSH,
    players: [
      { id: 5, hex: [-2, 0], facing: 0 },
      { id: 11, hex: [1, 0], facing: 0 },
    ],
    ball: { carrier: 11 },
  },
  // The snatch (3 dice, +1 Striker), then the Jack's duck (3 dice).
  dice: [5, 4, 4, 1, 1, 5, 1],
  steps: [
    { id: 'declare', accept: declares(5, 'snatch'), done: (s) => s.action?.player === 5 },
    { id: 'move', accept: movesFacing(0, 0, 5, 0, 1), done: asks('target') },
    { id: 'target', accept: targets(11), done: (s) => s.ball.carrier === 5 },
  ],
  // Coming from behind, the Striker stands in none of the Jack's threatened hexes: the Jack can
  // only duck, so nobody asks him.
  replies: [],
  end: (s) => s.ball.carrier === 5 && standsOn(5, 0, 0)(s),
};

/** 8. Passing to a team-mate: a Striker throws to a Jack three hexes ahead who faces him; he catches. */
const pass: Lesson = {
  id: 'pass',
  rules: 'ball',
  learner: 'A',
  position: {
    teams: ['human', 'orx-goblin'],
    ...IN_A_RUSH,
    players: [
      { id: 5, hex: [0, 0], facing: 0 },
      { id: 2, hex: [3, 0], facing: 3 },
    ],
    ball: { carrier: 5 },
  },
  // The throw (3 dice for 3 hexes, +1 Striker: 2 successes), then the catch (one die per success).
  dice: [4, 4, 1, 1, 4, 1],
  steps: [
    throwStayingPut(5),
    { id: 'throw', accept: targets(2), done: (s) => s.ball.carrier === 2 },
  ],
  replies: [],
  end: (s) => s.ball.carrier === 2 && s.rushing === 0,
};

/** 9. Sprinting: a Jack sprints twice his Move in a straight line, where a Run would stop at half the way. */
const sprint: Lesson = {
  id: 'sprint',
  rules: 'rulings',
  learner: 'A',
  position: { teams: ['human', 'orx-goblin'], ...IN_A_RUSH, players: [{ id: 2, hex: [-4, 0], facing: 0 }] },
  dice: [],
  steps: [
    { id: 'declare', accept: declares(2, 'sprint'), done: (s) => s.action?.player === 2 },
    // Still facing east: a turn at the end would be an eleventh hex, a Sprint extra with its roll.
    { id: 'move', accept: (d, s) => movesTo(6, 0)(d, s) && d.kind === 'move' && d.facing === 0, done: standsOn(2, 6, 0) },
  ],
  replies: [],
  end: standsOn(2, 6, 0),
};

/** 10. Standing up: a fallen Jack stands up spectacularly, faces the way he likes and takes a free Run. */
const standUp: Lesson = {
  id: 'standUp',
  rules: 'tests',
  learner: 'A',
  position: { teams: ['human', 'orx-goblin'], ...IN_A_RUSH, players: [{ id: 2, hex: [0, 0], facing: 0, down: true }] },
  // The stand-up: 3 dice at 4+, two successes where one is needed (spectacular).
  dice: [4, 5, 1],
  steps: [
    { id: 'declare', accept: declares(2, 'stand-up'), done: asks('facing') },
    { id: 'face', accept: (d) => d.kind === 'facing', done: asks('free-action') },
    { id: 'free', accept: takesFree('run'), done: asks('move') },
    { id: 'run', accept: movesTo(1, 0), done: standsOn(2, 1, 0) },
  ],
  replies: [],
  end: (s) => standsOn(2, 1, 0)(s) && s.tokens === 4,
};

/**
 * 11. A catch and a free Strike: a Striker passes to another in the far Strike zone; the catch is
 * spectacular, and its free Throw scores without an action token.
 */
const freeStrike: Lesson = {
  id: 'freeStrike',
  rules: 'ball',
  learner: 'A',
  position: {
    teams: ['human', 'orx-goblin'],
    ...IN_A_RUSH,
    players: [
      { id: 5, hex: [4, 0], facing: 0 },
      { id: 6, hex: [7, 0], facing: 3 },
    ],
    ball: { carrier: 5 },
  },
  // The pass (3 dice for 3 hexes, +1 Striker: 2 successes), the catch (2 dice, +1 Striker: 2
  // successes, spectacular), then the free Throw at the Strike hex (3 dice, +1 Striker, -1 at the Strike
  // hex, -1 for the turn: 2 dice, one success) and the launch for the other team.
  dice: [4, 4, 1, 1, 4, 5, 1, 4, 1, 1],
  steps: [
    throwStayingPut(5),
    { id: 'pass', accept: targets(6), done: asks('free-action') },
    { id: 'free', accept: takesFree('throw'), done: asks('move') },
    // Turning to face the Strike hex is free in the Throw's Run; facing away leaves it out of his front.
    { id: 'turn', accept: turnsTo(0, 1, 5), done: asks('target') },
    { id: 'strike', accept: throwsAt(10, 0), done: (s) => s.score[0] > 0 },
  ],
  replies: [],
  end: (s) => s.score[0] === 3 && s.rushing === 1,
};

export const LESSONS: readonly Lesson[] = [moving, pickUp, strike, slam, launch, coachDice, snatch, pass, sprint, standUp, freeStrike];

/** The lesson with this id; a clear error for one that does not exist. */
export function lessonById(id: string): Lesson {
  const lesson = LESSONS.find((l) => l.id === id);
  if (!lesson) throw new RangeError(`no lesson "${id}"; the lessons are ${LESSONS.map((l) => l.id).join(', ')}`);
  return lesson;
}

export type { LessonId };
