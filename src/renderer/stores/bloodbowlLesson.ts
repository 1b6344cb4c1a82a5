// A Blood Bowl "Learn to play" lesson on the Blood Bowl match screen: which step the learner is at,
// whether his last decision was one the step asks for, the other coach's scripted replies, and
// which lessons are done. Every decision still goes through the match store (and so through the
// game's module); this store only decides whether a decision is applied. The lessons themselves
// are in shared/games/bloodbowl/lessons.
import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import { BB_LESSON_IDS, type BBLesson, type BBLessonId } from '../../shared/games/bloodbowl/lessons/types';
import { bbLessonById } from '../../shared/games/bloodbowl/lessons/lessons';
import { bbLessonSetup, bbLessonStart, bbReplyFor, bbTakes } from '../../shared/games/bloodbowl/lessons/run';
import type { Decision } from '../../shared/games/bloodbowl/engine/types';
import { useBloodBowlMatch } from './bloodbowlMatch';
import { addTick, readTicks } from './lessonTicks';
import type { LessonStage } from './lesson';

export const BB_DONE_KEY = 'rushline.lessons.bloodbowl.done';

export const useBloodBowlLesson = defineStore('bloodbowlLesson', () => {
  const match = useBloodBowlMatch();
  const lesson = shallowRef<BBLesson | null>(null);
  const stepAt = ref(0);
  const stage = ref<LessonStage>('doing');
  /** The learner's last decision was not what the step asks for (it was not applied). */
  const refused = ref(false);
  /** The log's length (decisions) when the step began: the step's lines are the log's from there. */
  const stepFrom = ref(0);
  let repliesUsed = 0;
  const done = ref<BBLessonId[]>(readTicks(BB_DONE_KEY, BB_LESSON_IDS));

  /** A lesson is on the match screen (a real match started since turns the lesson mode off). */
  const active = computed(() => lesson.value !== null && match.lessonMode);
  const step = computed(() => lesson.value?.steps[stepAt.value] ?? null);
  /** The learner may not decide now: what happened is being read, or the lesson is over. */
  const waiting = computed(() => active.value && stage.value !== 'doing');

  function open(id: BBLessonId): void {
    const l = bbLessonById(id);
    lesson.value = l;
    stepAt.value = 0;
    stage.value = 'doing';
    refused.value = false;
    stepFrom.value = 0;
    repliesUsed = 0;
    match.startLesson(bbLessonStart(l), bbLessonSetup(l));
  }

  /** Try again: the lesson from its start. */
  function restart(): void {
    if (lesson.value) open(lesson.value.id);
  }

  /**
   * The learner's decision: applied when the step takes it, then the other coach's scripted
   * replies while the step waits on him, each once the board has shown the one before.
   * Otherwise nothing is applied and the panel says so.
   */
  async function attempt(decision: Decision): Promise<boolean> {
    const l = lesson.value;
    const st = step.value;
    const s = match.state;
    if (!active.value || !l || !st || !s || stage.value !== 'doing' || match.busy) return false;
    if (!bbTakes(st, s, decision)) {
      refused.value = true;
      return false;
    }
    refused.value = false;
    if (!(await match.decide(decision))) return false;
    for (let now = match.state; now && !st.done(now); now = match.state) {
      const reply = bbReplyFor(l, repliesUsed, now);
      if (!reply) break;
      repliesUsed++;
      if (!(await match.decide(reply))) break;
    }
    if (match.state && st.done(match.state)) stage.value = 'done';
    return true;
  }

  /** Next: the following step, or the lesson's end (which ticks it done). */
  function next(): void {
    const l = lesson.value;
    if (!l || stage.value !== 'done') return;
    if (stepAt.value + 1 < l.steps.length) {
      stepAt.value++;
      stage.value = 'doing';
      stepFrom.value = match.decisions.length;
      return;
    }
    stage.value = 'finished';
    done.value = addTick(BB_DONE_KEY, BB_LESSON_IDS, done.value, l.id);
  }

  return { lesson, stepAt, stage, refused, stepFrom, done, active, step, waiting, open, restart, attempt, next };
});
