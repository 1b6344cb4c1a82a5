// A "Learn to play" lesson on a game's match screen (the common match store, gameMatch.ts): which
// step the learner is at, whether his last decision was one the step asks for, the other coach's
// scripted replies, and which lessons are done. Every decision still goes through the match store
// (and so through the game's module); a lesson only decides whether a decision is applied. Each
// game's Pinia store (bloodbowlLesson.ts, rulerballLesson.ts) calls `useGameLessonCore` with its
// lessons, which are in shared/games/<game>/lessons.
import { computed, type Ref, ref, shallowRef } from 'vue';
import type { LessonOf, LessonStepOf } from '../../shared/game/lessons';
import { addTick, readTicks } from './lessonTicks';

/** 'doing': the step waits for the learner; 'done': what happened shows, Next goes on; 'finished': the lesson's end. */
export type LessonStage = 'doing' | 'done' | 'finished';

/** What a lesson needs of the match store: its state, its lesson mode and its door. */
export interface LessonMatch<State, Decision, Setup> {
  readonly state: State | null;
  readonly busy: boolean;
  readonly lessonMode: boolean;
  readonly decisions: readonly Decision[];
  decide(d: Decision): Promise<boolean>;
  startLesson(state: State, teams: Setup): void;
}

export interface GameLessons<Id extends string, State, Decision, Setup, L extends LessonOf<Id, State, Decision>> {
  ids: readonly Id[];
  byId(id: Id): L;
  start(lesson: L): State;
  teams(lesson: L): Setup;
  takes(step: LessonStepOf<State, Decision>, state: State, decision: Decision): boolean;
  reply(lesson: L, used: number, state: State): Decision | null;
  /** Where the done ticks are kept in this machine's browser storage. */
  doneKey: string;
}

export function useGameLessonCore<Id extends string, State, Decision, Setup, L extends LessonOf<Id, State, Decision>>(
  match: LessonMatch<State, Decision, Setup>,
  game: GameLessons<Id, State, Decision, Setup, L>,
) {
  const lesson = shallowRef<L | null>(null);
  const stepAt = ref(0);
  const stage = ref<LessonStage>('doing');
  /** The learner's last decision was not what the step asks for (it was not applied). */
  const refused = ref(false);
  /** The log's length (decisions) when the step began: the step's lines are the log's from there. */
  const stepFrom = ref(0);
  let repliesUsed = 0;
  const done = ref(readTicks(game.doneKey, game.ids)) as Ref<Id[]>;

  /** A lesson is on the match screen (a real match started since turns the lesson mode off). */
  const active = computed(() => lesson.value !== null && match.lessonMode);
  const step = computed(() => lesson.value?.steps[stepAt.value] ?? null);
  /** The learner may not decide now: what happened is being read, or the lesson is over. */
  const waiting = computed(() => active.value && stage.value !== 'doing');
  /** The lesson is over on screen: its board waits on nobody, so no prompt for the next question shows. */
  const finished = computed(() => active.value && stage.value === 'finished');

  function open(id: Id): void {
    const l = game.byId(id);
    lesson.value = l;
    stepAt.value = 0;
    stage.value = 'doing';
    refused.value = false;
    stepFrom.value = 0;
    repliesUsed = 0;
    match.startLesson(game.start(l), game.teams(l));
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
    if (!game.takes(st, s, decision)) {
      refused.value = true;
      return false;
    }
    refused.value = false;
    if (!(await match.decide(decision))) return false;
    for (let now = match.state; now && !st.done(now); now = match.state) {
      const reply = game.reply(l, repliesUsed, now);
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
    done.value = addTick(game.doneKey, game.ids, done.value, l.id);
  }

  return { lesson, stepAt, stage, refused, stepFrom, done, active, step, waiting, finished, open, restart, attempt, next };
}
