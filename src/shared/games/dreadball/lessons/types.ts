// What a "Learn to play" lesson is: a scenario position with scripted dice, and the steps a
// newcomer takes in it. Every step only ever accepts decisions the engine itself offers (a
// predicate over its legal decisions), so a lesson can never ask for something the rules forbid.
import type { ScenarioPosition } from '../engine/scenario';
import type { Coach, Decision, MatchState } from '../engine/types';

/** Which decisions count: asked of one of the engine's legal decisions, in the state it is legal in. */
export type Pick = (decision: Decision, state: MatchState) => boolean;

/** The lessons, in the order the list shows them; each id names its texts under `lessons.<id>`. */
export const LESSON_IDS = ['moving', 'pickUp', 'strike', 'slam', 'launch', 'coachDice'] as const;
export type LessonId = (typeof LESSON_IDS)[number];

/** Sections of the rules reference (the ids of its headings) a lesson's "Read the rule" opens. */
export type RulesSection = 'match' | 'rush' | 'tests' | 'odds' | 'modifiers' | 'slams' | 'ball' | 'end' | 'undo' | 'rulings';

export interface LessonStep {
  /** Names its texts: `lessons.<lesson>.steps.<id>.do` (the instruction) and `.done` (what happened). */
  id: string;
  /** The learner's decisions this step takes (one or several: declaring, then moving, ...). */
  accept: Pick;
  /** The step is done once the state says so (e.g. the player stands on the hex he was sent to). */
  done: (state: MatchState) => boolean;
}

export interface Lesson {
  id: LessonId;
  /** The rules reference section that explains what this lesson shows. */
  rules: RulesSection;
  position: ScenarioPosition;
  /** Every die the accepted decisions roll, in order: no more, no fewer. */
  dice: number[];
  /** The coach the learner plays. */
  learner: Coach;
  steps: LessonStep[];
  /**
   * Decisions of the other coach during the lesson (a counter-slam, finishing his set-up), in the
   * order he is asked: the lesson makes each as the first legal decision it picks.
   */
  replies: Pick[];
  /** What the lesson ends with (ball held, Strike scored, player down ...): checked by the unit test. */
  end: (state: MatchState) => boolean;
}
