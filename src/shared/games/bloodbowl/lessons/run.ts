// Playing a Blood Bowl lesson through the engine's door with the game-agnostic lesson runner
// (src/shared/game/lessons.ts): its start, whether a decision is what the step asks for, the
// other coach's scripted replies and the lesson's own solution. Pure: no UI here.
import { type LessonDoor, type PlayedLesson, lessonReply, solveLesson, stepTakes } from '../../../game/lessons';
import { bloodbowl } from '../index';
import { buildPosition } from '../scenario';
import type { Decision, GameEvent, MatchSetup, MatchState } from '../engine/types';
import { STOCK_ROSTERS } from '../teams/stock';
import type { BBLesson, BBLessonStep } from './types';

const DOOR: LessonDoor<MatchState, Decision, GameEvent> = { legal: bloodbowl.legal, apply: bloodbowl.apply, decisionKey: bloodbowl.decisionKey };

/** The lesson's position, rolling its scripted dice. */
export function bbLessonStart(lesson: BBLesson): MatchState {
  return buildPosition(lesson.position, lesson.dice);
}

/** The lesson's teams as a match setup (the screen reads their colours from it; never saved). */
export function bbLessonSetup(lesson: BBLesson): MatchSetup {
  const [home, away] = lesson.position.teams;
  return { teams: [STOCK_ROSTERS[home], STOCK_ROSTERS[away]], seed: 0 };
}

export function bbTakes(step: BBLessonStep, state: MatchState, decision: Decision): boolean {
  return stepTakes(DOOR, step, state, decision);
}

export function bbReplyFor(lesson: BBLesson, used: number, state: MatchState): Decision | null {
  return lessonReply(DOOR, lesson, used, state);
}

/** Scripted dice not rolled yet (0 for a lesson played to its end). */
export function bbDiceLeft(state: MatchState): number {
  return state.dice.kind === 'scripted' ? state.dice.faces.length - state.dice.next : 0;
}

export function bbSolve(lesson: BBLesson): PlayedLesson<MatchState, Decision, GameEvent> {
  return solveLesson(DOOR, lesson, bbLessonStart(lesson));
}
