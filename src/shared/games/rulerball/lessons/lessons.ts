// Rülerball's "Learn to play" lessons. Positions use the scenario format (test/scenarios/rulerball,
// docs/scenarios.md): squares are [ring, sector, slot]. The dice are exactly what the lesson rolls,
// in order (lessons.test.ts plays each through the engine and checks that none is left over). The
// teams are the first two stock teams without their upgrades, home the learner: figures 0-4
// skaters, 5-6 catchers, 7-9 bikers; the away team's from 10.
import { offense } from '../laps/activation';
import { cellAt, sectorOf } from '../track/track';
import type { Decision, MatchState } from '../engine/types';
import type { RBLesson, RBLessonId } from './types';

const at = (ring: number, sector: number, slot: number) => cellAt(ring, sector, slot);

/** A plain move of `figure` at `speed` to `to` (no tow, no hand-off). */
const movesAt =
  (figure: number, speed: number, to: number) =>
  (d: Decision): boolean =>
    d.kind === 'move' && d.figure === figure && d.speed === speed && d.to === to && d.tow === undefined && d.handOff === undefined;

const moved = (figure: number) => (s: MatchState) => s.figures[figure]?.moved === true;
const holds = (figure: number) => (s: MatchState) => s.ball.at === 'held' && s.ball.figure === figure;

/** 1. Speed and moving: a skater speeds up and moves exactly his speed, until an opponent's controlled square stops him. */
const moving: RBLesson = {
  id: 'moving',
  learner: 'home',
  position: { start: 'move', first: 5, figures: [{ id: 0, at: [2, 5, 2], speed: 3 }, { id: 10, at: [3, 5, 0], speed: 0 }] },
  dice: [],
  steps: [{ id: 'move', accept: movesAt(0, 5, at(2, 4, 2)), done: moved(0) }],
  replies: [],
  end: (s) => s.figures[0]?.cell === at(2, 4, 2),
};

/** 2. Fielding the ball: a catcher moves onto the fresh ball and fields it; the sector is marked. */
const fielding: RBLesson = {
  id: 'fielding',
  learner: 'home',
  position: { start: 'move', first: 5, figures: [{ id: 5, at: [2, 5, 1], speed: 1 }, { id: 19, at: [4, 4, 1], speed: 4 }], ball: { at: [2, 5, 0], speed: 10, kind: 'fresh' } },
  // The field: a catcher's skill is 3+.
  dice: [3],
  steps: [{ id: 'field', accept: (d) => d.kind === 'move' && d.figure === 5 && d.to === at(2, 5, 0), done: holds(5) }],
  replies: [],
  end: (s) => holds(5)(s) && s.possession?.marked === 5,
};

/** 3. The hand-off: the catcher with the ball hands it to a skater he passes. */
const handOff: RBLesson = {
  id: 'handOff',
  learner: 'home',
  position: { start: 'move', first: 5, figures: [{ id: 5, at: [2, 5, 2], speed: 2 }, { id: 0, at: [3, 5, 0], speed: 2 }, { id: 19, at: [4, 4, 1], speed: 4 }], ball: { carrier: 5 } },
  // The skater's skill at +2 for a hand-off: 2+.
  dice: [2],
  steps: [{ id: 'handOff', accept: (d) => d.kind === 'move' && d.figure === 5 && d.handOff === 0, done: holds(0) }],
  replies: [],
  end: holds(0),
};

/** 4. Assault: in Combat a skater hits the opposing skater beside him. */
const assault: RBLesson = {
  id: 'assault',
  learner: 'home',
  position: {
    start: 'combat',
    first: 5,
    figures: [{ id: 0, at: [2, 5, 0], speed: 3 }, { id: 10, at: [2, 5, 1], speed: 3 }, { id: 4, at: [4, 9, 1], speed: 2 }, { id: 14, at: [4, 9, 0], speed: 2 }],
  },
  // Attacker 6 + 5 + 3 = 14 against 3 + 3 + 3 = 9: a margin of 5, solid. Armour 4 + 5 = 9 beats 8:
  // the injury roll 3 + 4 = 7, shaken.
  dice: [6, 5, 3, 3, 4, 5, 3, 4],
  steps: [{ id: 'assault', accept: (d) => d.kind === 'assault' && d.figure === 0 && d.target === 10, done: (s) => s.figures[10]?.state !== 'standing' }],
  replies: [],
  end: (s) => s.figures[10]?.state === 'off',
};

/** 5. The shot: an offense skater with the activated ball in the mouth of his goal shoots. */
const shot: RBLesson = {
  id: 'shot',
  learner: 'home',
  position: {
    start: 'combat',
    first: 1,
    figures: [{ id: 0, at: [4, 1, 0], speed: 2, fought: true }, { id: 10, at: [2, 8, 1], speed: 2 }],
    ball: { carrier: 0 },
    possession: { team: 'home', marked: 1, crossings: 12, sinceActivation: 0 },
  },
  // The shot: 1 + 3 = 4 reaches 4. Then the reset's new turn: the cannon (1 + 1) and the d12.
  dice: [1, 3, 1, 1, 6],
  steps: [{ id: 'shoot', accept: (d) => d.kind === 'shoot' && d.figure === 0, done: (s) => s.teams[0].score === 1 }],
  replies: [],
  end: (s) => s.teams[0].score === 1,
};

/** 6. The tow: a skater directly behind his team's biker rides along and ends behind him at top speed. */
const tow: RBLesson = {
  id: 'tow',
  learner: 'home',
  position: { start: 'move', first: 5, figures: [{ id: 7, at: [3, 5, 1], speed: 4 }, { id: 0, at: [3, 5, 2], speed: 2 }, { id: 19, at: [4, 4, 1], speed: 4 }] },
  dice: [],
  steps: [{ id: 'tow', accept: (d) => d.kind === 'move' && d.figure === 7 && d.speed === 8 && d.tow === 0, done: moved(0) }],
  replies: [],
  end: (s) => s.figures[7]?.cell === at(3, 2, 2) && s.figures[0]?.cell === at(3, 3, 0) && s.figures[0]?.speed === 8,
};

/** 7. The referees: assaulting a biker is risky; one referee sees it and the skater goes to the penalty box. */
const referees: RBLesson = {
  id: 'referees',
  learner: 'home',
  position: {
    start: 'combat',
    first: 5,
    figures: [{ id: 0, at: [2, 5, 0], speed: 0 }, { id: 17, at: [2, 5, 1], speed: 0 }, { id: 4, at: [4, 9, 1], speed: 2 }, { id: 14, at: [4, 9, 0], speed: 2 }],
  },
  // 3 + 3 + 3 = 9 against the biker's 3 + 3 = 6: solid. His armour 3 + 3 holds. The referees: 6 and 1.
  dice: [3, 3, 3, 3, 3, 3, 6, 1],
  steps: [{ id: 'assault', accept: (d) => d.kind === 'assault' && d.figure === 0 && d.target === 17, done: (s) => s.figures[17]?.state !== 'standing' }],
  replies: [],
  end: (s) => s.boxes.some((b) => b.figure === '0' && b.box === 'penalty'),
};

/** 8. The activation lap: the catcher carries the ball over its twelfth sector line, back into the marked sector. */
const activation: RBLesson = {
  id: 'activation',
  learner: 'home',
  position: {
    start: 'move',
    first: 5,
    figures: [{ id: 5, at: [2, 5, 2], speed: 2 }, { id: 0, at: [4, 5, 2], speed: 2 }, { id: 19, at: [4, 4, 1], speed: 4 }],
    ball: { carrier: 5 },
    // Fielded in sector 4 and carried eleven sectors round: one line short of a full lap.
    possession: { team: 'home', marked: 4, crossings: 11, sinceActivation: null },
  },
  dice: [],
  steps: [{ id: 'carry', accept: (d) => d.kind === 'move' && d.figure === 5 && sectorOf(d.to) === 4 && d.handOff === undefined, done: moved(5) }],
  replies: [],
  end: (s) => holds(5)(s) && offense(s.possession) === 'home',
};

/**
 * 9. The screen: the Bruisers are the offense and come for goal sector 7. Two Comets already stand
 * still elsewhere, the most a team may without risk; Vel stops in sector 7 all the same, free, since
 * the defense's figures in the goal sector the offense attacks are the screen and do not count.
 */
const screen: RBLesson = {
  id: 'screen',
  learner: 'home',
  position: {
    start: 'move',
    // Sectors 11 and 12 moved first: two figures already stood still this turn.
    first: 11,
    figures: [
      { id: 0, at: [3, 7, 1], speed: 1 },
      { id: 1, at: [2, 11, 1], speed: 0, moved: true },
      { id: 2, at: [2, 12, 1], speed: 0, moved: true },
      { id: 13, at: [3, 9, 1], speed: 3 },
    ],
    ball: { carrier: 13 },
    possession: { team: 'away', marked: 9, crossings: 12, sinceActivation: 0 },
  },
  dice: [],
  steps: [{ id: 'stop', accept: (d) => d.kind === 'move' && d.figure === 0 && d.speed === 0, done: moved(0) }],
  replies: [],
  end: (s) => s.figures[0]?.cell === at(3, 7, 1) && s.figures[0]?.speed === 0 && s.boxes.every((b) => b.figure !== '0'),
};

export const RB_LESSONS: readonly RBLesson[] = [moving, fielding, handOff, assault, shot, tow, referees, activation, screen];

export function rbLessonById(id: string): RBLesson {
  const l = RB_LESSONS.find((x) => x.id === id);
  if (!l) throw new Error(`no Rülerball lesson "${id}"`);
  return l;
}

export type { RBLessonId };
