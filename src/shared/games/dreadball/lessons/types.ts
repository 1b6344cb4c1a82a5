// What a DreadBall "Learn to play" lesson is: a scenario position with scripted dice, and the steps
// a newcomer takes in it (the shape every game's lessons share is src/shared/game/lessons.ts).
import type { LessonOf, LessonPick, LessonStepOf } from '../../../game/lessons';
import type { ScenarioPosition } from '../engine/scenario';
import type { Coach, Decision, MatchState } from '../engine/types';

/** Which decisions count: asked of one of the engine's legal decisions, in the state it is legal in. */
export type Pick = LessonPick<MatchState, Decision>;

/** The lessons, in the order the list shows them; each id names its texts under `lessons.<id>`. */
export const LESSON_IDS = ['moving', 'pickUp', 'strike', 'slam', 'launch', 'coachDice', 'snatch', 'pass', 'sprint', 'standUp', 'freeStrike'] as const;
export type LessonId = (typeof LESSON_IDS)[number];

/** Sections of the rules reference (the ids of its headings) a lesson's "Read the rule" opens. */
export type RulesSection = 'match' | 'rush' | 'tests' | 'odds' | 'modifiers' | 'slams' | 'ball' | 'end' | 'undo' | 'rulings';

export type LessonStep = LessonStepOf<MatchState, Decision>;

export interface Lesson extends LessonOf<LessonId, MatchState, Decision> {
  /** The rules reference section that explains what this lesson shows. */
  rules: RulesSection;
  position: ScenarioPosition;
  /** Every die the accepted decisions roll, in order: no more, no fewer. */
  dice: number[];
  /** The coach the learner plays. */
  learner: Coach;
}
