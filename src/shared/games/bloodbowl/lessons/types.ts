// What a Blood Bowl "Learn to play" lesson is: a scenario position (test/scenarios/bloodbowl) with
// scripted dice, and the steps a newcomer takes in it. The shape every game's lessons share, and
// the playing of one, are src/shared/game/lessons.ts.
import type { LessonOf, LessonPick, LessonStepOf } from '../../../game/lessons';
import type { Decision, MatchState } from '../engine/types';
import type { ScenarioPosition } from '../scenario';

export type Pick = LessonPick<MatchState, Decision>;
export type BBLessonStep = LessonStepOf<MatchState, Decision>;

/** The lessons, in the order the list shows them; each id names its texts under `bbLessons.<id>`. */
export const BB_LESSON_IDS = ['moving', 'rerolls', 'pickUp', 'block', 'pass', 'blitz', 'goForIt', 'handOff', 'foul', 'setUp', 'kickOff', 'turnover', 'interception'] as const;
export type BBLessonId = (typeof BB_LESSON_IDS)[number];

export interface BBLesson extends LessonOf<BBLessonId, MatchState, Decision> {
  position: ScenarioPosition;
  /** Every die the accepted decisions roll, in order: no more, no fewer. */
  dice: number[];
  /** The seat the learner plays: always the home team, attacking the end zone on the right. */
  learner: 'home';
}
