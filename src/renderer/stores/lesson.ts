// The "Learn to play" lesson on screen: which step the learner is at, whether his last decision was
// one the step asks for, the other coach's scripted replies, and which lessons are done. Every
// decision still goes through the match store (and so through the game's module); this store only
// decides whether a decision is applied. The rules of a lesson are in shared/games/dreadball/lessons.
import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import { LESSON_IDS, type Lesson, type LessonId } from '../../shared/games/dreadball/lessons/types';
import { lessonById } from '../../shared/games/dreadball/lessons/lessons';
import { lessonStart, replyFor, takes } from '../../shared/games/dreadball/lessons/run';
import type { Decision } from '../../shared/games/dreadball/engine/types';
import { useMatchStore } from './match';
import { addTick, readTicks } from './lessonTicks';
import type { LessonStage } from './gameLesson';

/** Where the done ticks are kept: this machine's browser storage (a tick is no match data to back up). */
export const DONE_KEY = 'rushline.lessons.done';

export type { LessonStage } from './gameLesson';

export const useLessonStore = defineStore('lesson', () => {
  const match = useMatchStore();
  const lesson = shallowRef<Lesson | null>(null);
  const stepAt = ref(0);
  const stage = ref<LessonStage>('doing');
  /** The learner's last decision was not what the step asks for (it was not applied). */
  const refused = ref(false);
  /** The match log's length when the step began: the step's dice are the log's lines from there. */
  const stepFrom = ref(0);
  let repliesUsed = 0;
  const done = ref<LessonId[]>(readTicks(DONE_KEY, LESSON_IDS));

  /** A lesson is on the match screen (a real match started since turns the lesson mode off). */
  const active = computed(() => lesson.value !== null && match.lessonMode);
  const step = computed(() => lesson.value?.steps[stepAt.value] ?? null);
  /** The learner may not decide now: what happened is being read, or the lesson is over. */
  const waiting = computed(() => active.value && stage.value !== 'doing');

  function open(id: LessonId): void {
    const l = lessonById(id);
    lesson.value = l;
    stepAt.value = 0;
    stage.value = 'doing';
    refused.value = false;
    stepFrom.value = 0;
    repliesUsed = 0;
    match.startLesson(lessonStart(l));
  }

  /** Try again: the lesson from its start. */
  function restart(): void {
    if (lesson.value) open(lesson.value.id);
  }

  /**
   * The learner's decision: applied when the step takes it, then the other coach's scripted
   * replies while the step waits on him. Otherwise nothing is applied and the panel says so.
   */
  async function attempt(decision: Decision): Promise<boolean> {
    const l = lesson.value;
    const st = step.value;
    const s = match.state;
    if (!active.value || !l || !st || !s || stage.value !== 'doing') return false;
    if (!takes(st, s, decision)) {
      refused.value = true;
      return false;
    }
    refused.value = false;
    // The store applies each decision at once and animates it after the ones before.
    const plays = [match.decide(decision)];
    for (let now = match.state; now && !st.done(now); now = match.state) {
      const reply = replyFor(l, repliesUsed, now);
      if (!reply) break;
      repliesUsed++;
      plays.push(match.decide(reply));
    }
    if (match.state && st.done(match.state)) stage.value = 'done';
    await Promise.all(plays);
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
    done.value = addTick(DONE_KEY, LESSON_IDS, done.value, l.id);
  }

  return { lesson, stepAt, stage, refused, stepFrom, done, active, step, waiting, open, restart, attempt, next };
});
