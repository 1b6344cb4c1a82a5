// "Learn to play" for any game: a lesson is a position with scripted dice and the steps a newcomer
// takes in it. Every step only ever accepts decisions the engine itself offers (a predicate over
// its legal decisions), so a lesson can never ask for something the rules forbid. This file plays
// a lesson through a game's door; each game writes its lessons (positions, dice, steps) itself.

/** What a lesson needs of a game's engine: its legal list, its apply and its decision keys. */
export interface LessonDoor<State, Decision, Event> {
  legal(state: State): { readonly decider: string | null; readonly decisions: readonly Decision[]; readonly prompt: string };
  apply(state: State, decision: Decision): { ok: true; state: State; events: readonly Event[] } | { ok: false; error: { code: string; message: string } };
  decisionKey(decision: Decision): string;
}

/** Which decisions count: asked of one of the engine's legal decisions, in the state it is legal in. */
export type LessonPick<State, Decision> = (decision: Decision, state: State) => boolean;

export interface LessonStepOf<State, Decision> {
  /** Names its texts: `<lesson>.steps.<id>.do` (the instruction) and `.done` (what happened). */
  id: string;
  /** The learner's decisions this step takes (one or several: declaring, then moving, ...). */
  accept: LessonPick<State, Decision>;
  /** The step is done once the state says so (e.g. the player stands where he was sent). */
  done: (state: State) => boolean;
}

export interface LessonOf<Id extends string, State, Decision> {
  id: Id;
  /** The coach (or seat) the learner plays. */
  learner: string;
  steps: LessonStepOf<State, Decision>[];
  /**
   * Decisions of the other coach during the lesson, in the order he is asked: the lesson makes each
   * as the first legal decision it picks.
   */
  replies: LessonPick<State, Decision>[];
  /** What the lesson ends with (ball held, touchdown, player down ...): checked by the unit test. */
  end: (state: State) => boolean;
}

/** Whether `decision` is one the engine offers now and the step takes. */
export function stepTakes<S, D, E>(door: LessonDoor<S, D, E>, step: LessonStepOf<S, D>, state: S, decision: D): boolean {
  const key = door.decisionKey(decision);
  return door.legal(state).decisions.some((d) => door.decisionKey(d) === key && step.accept(d, state));
}

/**
 * The other coach's next decision when he is the one asked (null when the learner decides): the
 * first legal decision his `used`-th scripted reply picks. A lesson without the reply is broken.
 * Asked only while a step is not done yet.
 */
export function lessonReply<S, D, E>(door: LessonDoor<S, D, E>, lesson: LessonOf<string, S, D>, used: number, state: S): D | null {
  const legal = door.legal(state);
  if (legal.decider === null || legal.decider === lesson.learner) return null;
  const pick = lesson.replies[used];
  const reply = pick && legal.decisions.find((d) => pick(d, state));
  if (!reply) throw new Error(`lesson ${lesson.id}: coach ${legal.decider} is asked "${legal.prompt}" but the lesson has no reply ${used + 1} for it`);
  return reply;
}

export interface PlayedLesson<S, D, E> {
  state: S;
  events: E[];
  /** The learner's decisions, step by step. */
  decisions: D[][];
  /** For each of those decisions, how many decisions the match holds once it and the replies it drew are applied. */
  applied: number[][];
  repliesUsed: number;
}

/**
 * The other coach's scripted replies from `state` while `step` waits on him (never once it is done:
 * after a score the other team's turn is not part of the lesson). A reply missing or refused is an
 * error in words.
 */
function replyWhileWaiting<S, D, E>(door: LessonDoor<S, D, E>, lesson: LessonOf<string, S, D>, step: LessonStepOf<S, D>, state: S, used: number): { state: S; events: E[]; used: number } {
  let now = state;
  let n = used;
  const events: E[] = [];
  for (let r = step.done(now) ? null : lessonReply(door, lesson, n, now); r !== null; r = step.done(now) ? null : lessonReply(door, lesson, n, now)) {
    const res = door.apply(now, r);
    if (!res.ok) throw new Error(`lesson ${lesson.id}: the other coach's reply ${n + 1} is refused: ${res.error.code} ${res.error.message}`);
    now = res.state;
    events.push(...res.events);
    n++;
  }
  return { state: now, events, used: n };
}

/** Plays the lesson from `start` as its steps ask (the first legal decision each accepts) and the replies answer. */
export function solveLesson<S, D, E>(door: LessonDoor<S, D, E>, lesson: LessonOf<string, S, D>, start: S): PlayedLesson<S, D, E> {
  let state = start;
  const events: E[] = [];
  const decisions: D[][] = [];
  const applied: number[][] = [];
  let repliesUsed = 0;
  let made = 0;
  const apply = (d: D): void => {
    const res = door.apply(state, d);
    if (!res.ok) throw new Error(`lesson ${lesson.id}: ${res.error.code} ${res.error.message}`);
    state = res.state;
    events.push(...res.events);
    made++;
  };
  for (const step of lesson.steps) {
    if (step.done(state)) throw new Error(`lesson ${lesson.id}: step ${step.id} is already done when it begins`);
    const mine: D[] = [];
    const counts: number[] = [];
    // A step takes a few decisions at most (declare, move, a move stopped by a roll).
    for (let guard = 0; !step.done(state); guard++) {
      if (guard > 8) throw new Error(`lesson ${lesson.id}: step ${step.id} never gets done`);
      const d = door.legal(state).decisions.find((x) => step.accept(x, state));
      if (!d) throw new Error(`lesson ${lesson.id}: step ${step.id} accepts none of the legal decisions (${door.legal(state).prompt})`);
      apply(d);
      mine.push(d);
      const answered = replyWhileWaiting(door, lesson, step, state, repliesUsed);
      state = answered.state;
      events.push(...answered.events);
      made += answered.used - repliesUsed;
      repliesUsed = answered.used;
      counts.push(made);
    }
    decisions.push(mine);
    applied.push(counts);
  }
  return { state, events, decisions, applied, repliesUsed };
}

/**
 * Every way a learner can go through the lesson: at each point, each legal decision the step takes
 * (not only the one `solveLesson` picks), with the other coach's replies after it. What a newcomer
 * could run into comes back as words: a taken decision the engine refuses (a die the script lacks),
 * a step that takes none of the legal decisions (stuck), a step already done when it begins (the
 * screen would still wait for a decision it takes), or all steps done without the lesson's end.
 * Steps go on one at a time, as Next takes them on the screen. Equal positions are walked once;
 * `budget` caps the positions walked.
 */
export function lessonDeadEnds<S, D, E>(door: LessonDoor<S, D, E>, lesson: LessonOf<string, S, D>, start: S, budget = 5000): string[] {
  const problems = new Set<string>();
  const seen = new Set<string>();
  let left = budget;
  const walk = (state: S, at: number, begins: boolean, replies: number, trail: readonly string[]): void => {
    const key = `${at}|${begins}|${replies}|${JSON.stringify(state)}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (--left < 0) {
      problems.add(`more than ${budget} positions: not every way was walked`);
      return;
    }
    const path = trail.length > 0 ? ` after ${trail.join(', ')}` : '';
    if (at >= lesson.steps.length) {
      if (!lesson.end(state)) problems.add(`every step is done but the lesson's end is not reached${path}`);
      return;
    }
    const step = lesson.steps[at] as LessonStepOf<S, D>;
    if (begins && step.done(state)) {
      problems.add(`step ${step.id} is already done when it begins${path}`);
      return;
    }
    const legal = door.legal(state);
    const taken = legal.decisions.filter((d) => step.accept(d, state));
    if (taken.length === 0) problems.add(`step ${step.id} takes none of the legal decisions (${legal.prompt})${path}`);
    for (const d of taken) {
      const name = door.decisionKey(d);
      const res = door.apply(state, d);
      if (!res.ok) {
        problems.add(`step ${step.id}: ${name} is refused (${res.error.code})${path}`);
        continue;
      }
      let answered: { state: S; used: number };
      try {
        answered = replyWhileWaiting(door, lesson, step, res.state, replies);
      } catch (e) {
        problems.add(`step ${step.id}: after ${name}, ${e instanceof Error ? e.message : String(e)}${path}`);
        continue;
      }
      const over = step.done(answered.state);
      walk(answered.state, over ? at + 1 : at, over, answered.used, [...trail, name]);
    }
  };
  walk(start, 0, true, 0, []);
  return [...problems];
}

/** A game's lesson functions over its door: whether a step takes a decision, the other coach's reply, the solution. */
export function lessonsOver<S, D, E>(door: LessonDoor<S, D, E>) {
  return {
    takes: (step: LessonStepOf<S, D>, state: S, decision: D): boolean => stepTakes(door, step, state, decision),
    reply: (lesson: LessonOf<string, S, D>, used: number, state: S): D | null => lessonReply(door, lesson, used, state),
    solve: (lesson: LessonOf<string, S, D>, start: S): PlayedLesson<S, D, E> => solveLesson(door, lesson, start),
  };
}

/** Scripted dice not rolled yet (0 for seeded dice, or a lesson played to its end). */
export function scriptedDiceLeft(dice: { readonly kind: string; readonly faces?: readonly unknown[]; readonly next?: number }): number {
  return dice.kind === 'scripted' && dice.faces && dice.next !== undefined ? dice.faces.length - dice.next : 0;
}
