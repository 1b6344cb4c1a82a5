// Playing a DreadBall lesson: its starting state, whether a decision is what the current step asks
// for, the other coach's scripted replies, and the lesson's own solution (the first legal decision
// each step accepts), which its unit test plays through the engine. The playing itself is the
// game-agnostic lesson runner's (src/shared/game/lessons.ts). Pure: no UI here.
import { type LessonDoor, type PlayedLesson, lessonReply, solveLesson, stepTakes } from '../../../game/lessons';
import { applyDecision, legalDecisions } from '../engine';
import { decisionKey } from '../engine/keys';
import { buildPosition } from '../engine/scenario';
import type { Decision, GameEvent, MatchState } from '../engine/types';
import type { Lesson, LessonStep } from './types';

const DOOR: LessonDoor<MatchState, Decision, GameEvent> = { legal: legalDecisions, apply: applyDecision, decisionKey };

/** The lesson's position, rolling its scripted dice. */
export function lessonStart(lesson: Lesson): MatchState {
  return buildPosition(lesson.position, lesson.dice);
}

/** Whether `decision` is one the engine offers now and the step takes. */
export function takes(step: LessonStep, state: MatchState, decision: Decision): boolean {
  return stepTakes(DOOR, step, state, decision);
}

/** The other coach's next decision when he is the one asked (null when the learner decides). */
export function replyFor(lesson: Lesson, used: number, state: MatchState): Decision | null {
  return lessonReply(DOOR, lesson, used, state);
}

/** Scripted dice not rolled yet (0 for a lesson played to its end). */
export function diceLeft(state: MatchState): number {
  return state.dice.kind === 'scripted' ? state.dice.faces.length - state.dice.next : 0;
}

export type Played = PlayedLesson<MatchState, Decision, GameEvent>;

/** Plays the lesson as its steps ask (the first legal decision each accepts) and the replies answer. */
export function solve(lesson: Lesson): Played {
  return solveLesson(DOOR, lesson, lessonStart(lesson));
}
