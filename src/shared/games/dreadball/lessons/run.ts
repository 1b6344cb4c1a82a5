// Playing a DreadBall lesson: its starting state, whether a decision is what the current step asks
// for, the other coach's scripted replies, and the lesson's own solution (the first legal decision
// each step accepts), which its unit test plays through the engine. The playing itself is the
// game-agnostic lesson runner's (src/shared/game/lessons.ts). Pure: no UI here.
import { type PlayedLesson, lessonsOver, scriptedDiceLeft } from '../../../game/lessons';
import { applyDecision, legalDecisions } from '../engine';
import { decisionKey } from '../engine/keys';
import { buildPosition } from '../engine/scenario';
import type { Decision, GameEvent, MatchState } from '../engine/types';
import type { Lesson } from './types';

const RUN = lessonsOver<MatchState, Decision, GameEvent>({ legal: legalDecisions, apply: applyDecision, decisionKey });

/** The lesson's position, rolling its scripted dice. */
export function lessonStart(lesson: Lesson): MatchState {
  return buildPosition(lesson.position, lesson.dice);
}

/** Whether `decision` is one the engine offers now and the step takes. */
export const takes = RUN.takes;
/** The other coach's next decision when he is the one asked (null when the learner decides). */
export const replyFor = RUN.reply;
export const diceLeft = (s: MatchState): number => scriptedDiceLeft(s.dice);
export type Played = PlayedLesson<MatchState, Decision, GameEvent>;
/** Plays the lesson as its steps ask (the first legal decision each accepts) and the replies answer. */
export const solve = (lesson: Lesson): Played => RUN.solve(lesson, lessonStart(lesson));
