// Playing a lesson: its starting state, whether a decision is what the current step asks for,
// the other coach's scripted replies, and the lesson's own solution (the first legal decision
// each step accepts), which its unit test plays through the engine. Pure: no UI here.
import { applyDecision, legalDecisions } from '../engine';
import { decisionKey } from '../engine/keys';
import { buildPosition } from '../engine/scenario';
import type { Decision, GameEvent, MatchState } from '../engine/types';
import type { Lesson, LessonStep } from './types';

/** The lesson's position, rolling its scripted dice. */
export function lessonStart(lesson: Lesson): MatchState {
  return buildPosition(lesson.position, lesson.dice);
}

/** Whether `decision` is one the engine offers now and the step takes. */
export function takes(step: LessonStep, state: MatchState, decision: Decision): boolean {
  const key = decisionKey(decision);
  return legalDecisions(state).decisions.some((d) => decisionKey(d) === key && step.accept(d, state));
}

/**
 * The other coach's next decision when he is the one asked (null when the learner decides): the
 * first legal decision his `used`-th scripted reply picks. A lesson without the reply is broken.
 * Asked only while a step is not done yet.
 */
export function replyFor(lesson: Lesson, used: number, state: MatchState): Decision | null {
  const legal = legalDecisions(state);
  if (legal.decider === null || legal.decider === lesson.learner) return null;
  const pick = lesson.replies[used];
  const reply = pick && legal.decisions.find((d) => pick(d, state));
  if (!reply) throw new Error(`lesson ${lesson.id}: coach ${legal.decider} is asked "${legal.prompt}" but the lesson has no reply ${used + 1} for it`);
  return reply;
}

/** Scripted dice not rolled yet (0 for a lesson played to its end). */
export function diceLeft(state: MatchState): number {
  return state.dice.kind === 'scripted' ? state.dice.faces.length - state.dice.next : 0;
}

export interface Played {
  state: MatchState;
  events: GameEvent[];
  /** The learner's decisions, step by step. */
  decisions: Decision[][];
  repliesUsed: number;
}

/** Plays the lesson as its steps ask (the first legal decision each accepts) and the replies answer. */
export function solve(lesson: Lesson): Played {
  let state = lessonStart(lesson);
  const events: GameEvent[] = [];
  const decisions: Decision[][] = [];
  let repliesUsed = 0;
  const apply = (d: Decision): void => {
    const res = applyDecision(state, d);
    if (!res.ok) throw new Error(`lesson ${lesson.id}: ${res.error.code} ${res.error.message}`);
    state = res.state;
    events.push(...res.events);
  };
  for (const step of lesson.steps) {
    const mine: Decision[] = [];
    // A step takes a few decisions at most (declare, move, a move stopped by a roll).
    for (let guard = 0; !step.done(state); guard++) {
      if (guard > 8) throw new Error(`lesson ${lesson.id}: step ${step.id} never gets done`);
      const d = legalDecisions(state).decisions.find((x) => step.accept(x, state));
      if (!d) throw new Error(`lesson ${lesson.id}: step ${step.id} accepts none of the legal decisions (${legalDecisions(state).prompt})`);
      apply(d);
      mine.push(d);
      // The other coach answers while the step waits on him (never once it is done: after a
      // Strike the other team's rush is not part of the lesson).
      for (let r = step.done(state) ? null : replyFor(lesson, repliesUsed, state); r; r = step.done(state) ? null : replyFor(lesson, repliesUsed, state)) {
        apply(r);
        repliesUsed++;
      }
    }
    decisions.push(mine);
  }
  return { state, events, decisions, repliesUsed };
}
