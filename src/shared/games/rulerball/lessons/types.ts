// What a Rülerball "Learn to play" lesson is: a scenario position (test/scenarios/rulerball) with
// scripted dice, and the steps a newcomer takes in it. The shape every game's lessons share, and
// the playing of one, are src/shared/game/lessons.ts.
import type { LessonOf, LessonPick, LessonStepOf } from '../../../game/lessons';
import type { Decision, MatchState } from '../engine/types';
import type { ScenarioPosition } from '../scenario';

export type Pick = LessonPick<MatchState, Decision>;
export type RBLessonStep = LessonStepOf<MatchState, Decision>;

/** The lessons, in the order the list shows them; each id names its texts under `rbLessons.<id>`. */
export const RB_LESSON_IDS = ['moving', 'fielding', 'handOff', 'assault', 'shot', 'tow', 'referees', 'activation', 'screen'] as const;
export type RBLessonId = (typeof RB_LESSON_IDS)[number];

export interface RBLesson extends LessonOf<RBLessonId, MatchState, Decision> {
  position: ScenarioPosition;
  /** Every die the lesson rolls, in order (its decisions' and the engine's own after them, up to its end): no more, no fewer. */
  dice: number[];
  /** The seat the learner plays: always the home team. */
  learner: 'home';
}
