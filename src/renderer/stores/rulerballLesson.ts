// A Rülerball "Learn to play" lesson on the Rülerball match screen (gameLesson.ts over the
// Rülerball match store); the lessons themselves are in shared/games/rulerball/lessons.
import { defineStore } from 'pinia';
import { RB_LESSON_IDS } from '../../shared/games/rulerball/lessons/types';
import { rbLessonById } from '../../shared/games/rulerball/lessons/lessons';
import { rbLessonSetup, rbLessonStart, rbReplyFor, rbTakes } from '../../shared/games/rulerball/lessons/run';
import { useRulerballMatch } from './rulerballMatch';
import { useGameLessonCore } from './gameLesson';

export const RB_DONE_KEY = 'rushline.lessons.rulerball.done';

export const useRulerballLesson = defineStore('rulerballLesson', () =>
  useGameLessonCore(useRulerballMatch(), {
    ids: RB_LESSON_IDS,
    byId: rbLessonById,
    start: rbLessonStart,
    teams: rbLessonSetup,
    takes: rbTakes,
    reply: rbReplyFor,
    doneKey: RB_DONE_KEY,
  }),
);
