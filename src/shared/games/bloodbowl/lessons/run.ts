// Playing a Blood Bowl lesson through the engine's door with the game-agnostic lesson runner
// (src/shared/game/lessons.ts): its start and teams, whether a decision is what the step asks for,
// the other coach's scripted replies and the lesson's own solution. Pure: no UI here.
import { type PlayedLesson, lessonsOver, scriptedDiceLeft } from '../../../game/lessons';
import { bloodbowl } from '../index';
import { buildPosition } from '../scenario';
import type { Decision, GameEvent, MatchSetup, MatchState } from '../engine/types';
import { STOCK_ROSTERS } from '../teams/stock';
import type { BBLesson } from './types';

const RUN = lessonsOver<MatchState, Decision, GameEvent>(bloodbowl);

/** The lesson's position, rolling its scripted dice. */
export function bbLessonStart(lesson: BBLesson): MatchState {
  return buildPosition(lesson.position, lesson.dice);
}

/** The lesson's teams as a match setup (the screen reads their colours from it; never saved). */
export function bbLessonSetup(lesson: BBLesson): MatchSetup {
  const [home, away] = lesson.position.teams;
  return { teams: [STOCK_ROSTERS[home], STOCK_ROSTERS[away]], seed: 0 };
}

export const bbTakes = RUN.takes;
export const bbReplyFor = RUN.reply;
export const bbDiceLeft = (s: MatchState): number => scriptedDiceLeft(s.dice);
export const bbSolve = (lesson: BBLesson): PlayedLesson<MatchState, Decision, GameEvent> => RUN.solve(lesson, bbLessonStart(lesson));
