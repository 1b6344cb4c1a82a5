// A DreadBall "Learn to play" lesson on the DreadBall match screen (gameLesson.ts over DreadBall's
// match store); the lessons themselves are in shared/games/dreadball/lessons.
import { defineStore } from 'pinia';
import { LESSON_IDS, type Lesson, type LessonId } from '../../shared/games/dreadball/lessons/types';
import { lessonById } from '../../shared/games/dreadball/lessons/lessons';
import { lessonStart, replyFor, takes } from '../../shared/games/dreadball/lessons/run';
import type { Decision, MatchState } from '../../shared/games/dreadball/engine/types';
import { useMatchStore } from './match';
import { type LessonMatch, useGameLessonCore } from './gameLesson';

export type { LessonStage } from './gameLesson';

/** Where the done ticks are kept: this machine's browser storage (a tick is no match data to back up). */
export const DONE_KEY = 'rushline.lessons.done';

export const useLessonStore = defineStore('lesson', () => {
  const match = useMatchStore();
  // DreadBall's match store is its own (not gameMatch.ts): the lesson reads it through this view.
  // Its lesson's match needs no teams beyond the position's (the cast comes from the state).
  const view: LessonMatch<MatchState, Decision, null> = {
    get state() {
      return match.state;
    },
    get busy() {
      return match.animating;
    },
    get lessonMode() {
      return match.lessonMode;
    },
    get decisions() {
      return match.decisions;
    },
    decide: (d) => match.decide(d),
    startLesson: (s) => match.startLesson(s),
  };
  return useGameLessonCore<LessonId, MatchState, Decision, null, Lesson>(view, { ids: LESSON_IDS, byId: lessonById, start: lessonStart, teams: () => null, takes, reply: replyFor, doneKey: DONE_KEY });
});
