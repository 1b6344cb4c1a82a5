// A Blood Bowl "Learn to play" lesson on the Blood Bowl match screen (gameLesson.ts over the Blood
// Bowl match store); the lessons themselves are in shared/games/bloodbowl/lessons.
import { defineStore } from 'pinia';
import { BB_LESSON_IDS } from '../../shared/games/bloodbowl/lessons/types';
import { bbLessonById } from '../../shared/games/bloodbowl/lessons/lessons';
import { bbLessonSetup, bbLessonStart, bbReplyFor, bbTakes } from '../../shared/games/bloodbowl/lessons/run';
import { useBloodBowlMatch } from './bloodbowlMatch';
import { useGameLessonCore } from './gameLesson';

export const BB_DONE_KEY = 'rushline.lessons.bloodbowl.done';

export const useBloodBowlLesson = defineStore('bloodbowlLesson', () =>
  useGameLessonCore(useBloodBowlMatch(), {
    ids: BB_LESSON_IDS,
    byId: bbLessonById,
    start: bbLessonStart,
    teams: bbLessonSetup,
    takes: bbTakes,
    reply: bbReplyFor,
    doneKey: BB_DONE_KEY,
  }),
);
