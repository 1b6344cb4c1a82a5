/**
 * Blood Bowl's computer coach: one decision for whoever decides, at a level. Easy and Normal are
 * static policies over the engine's legal list (policy.ts, answers.ts, setup.ts); Normal moves
 * players in to give blocks a second die, frees a marked carrier first, cages the carrier and
 * blitzes more (docs/ai.md, "Blood Bowl's computer coach"). Deterministic for (state, level,
 * seed): the seed picks among the answers of a prompt this coach does not know and Easy's lapses
 * (EASY_LAPSE), and no match die is read.
 */
import { question } from '../engine';
import type { Decision, MatchState, Question } from '../engine/types';
import { tackleZones } from '../engine/board';
import { chooseFace, chooseFollowUp, chooseIntercept, choosePush, chooseReroll } from './answers';
import { chooseAction, chooseStep, type Level } from './policy';
import { chooseKick, chooseSetup, chooseTouchback } from './setup';

export const BB_AI_LEVELS = ['easy', 'normal'] as const;
export type BBAiLevel = (typeof BB_AI_LEVELS)[number];

/**
 * Easy errs on purpose, like DreadBall's and Rülerball's Easy: at one action prompt in this many
 * (by the seed) it ends its turn there, leaving its players yet to act where they stand (a
 * beginner forgetting players). Measured in docs/ai.md, "6 December, afternoon".
 */
export const EASY_LAPSE = 5;

/** How far from their own end line the ball is aimed, by level (a six-square scatter stays on the pitch). */
const KICK_DEPTH: Readonly<Record<Level, number>> = { easy: 6, normal: 6 };

export function chooseBloodBowlDecision(s: MatchState, q: Question, level: BBAiLevel, seed: number): Decision {
  const legal = q.decisions;
  if (legal.length === 0) throw new RangeError(`no legal decision at prompt ${q.prompt}`);
  if (legal.length === 1) return legal[0] as Decision;
  switch (q.prompt) {
    case 'kick-or-receive':
      return legal.find((d) => d.kind === 'kick-or-receive' && d.choice === 'receive') ?? (legal[0] as Decision);
    case 'setup':
      return chooseSetup(s, q.decider, legal);
    case 'kick':
      return chooseKick(q.decider, legal, KICK_DEPTH[level]);
    case 'touchback':
      return chooseTouchback(s, legal, (p) => (p.square === null ? 0 : tackleZones(s, p.square, p.team)));
    case 'action':
      if (level === 'easy' && seed % EASY_LAPSE === 0) return legal.find((d) => d.kind === 'end-turn') ?? chooseAction(s, legal, level);
      return chooseAction(s, legal, level);
    case 'step':
      return chooseStep(s, legal, level);
    case 'reroll':
      return chooseReroll(s, legal);
    case 'block-face':
      return chooseFace(s, q.decider, legal);
    case 'push':
      return choosePush(s, legal);
    case 'follow-up':
      return chooseFollowUp(s, legal);
    case 'intercept':
      return chooseIntercept(s, legal);
    default:
      // A prompt this coach does not know (a newer engine): the first legal answer, varied by seed.
      return legal[seed % legal.length] as Decision;
  }
}

/** The question of `s` (null when the match is over) and the coach's answer to it. */
export function chooseFor(s: MatchState, level: BBAiLevel, seed: number): Decision | null {
  const q = question(s);
  return q ? chooseBloodBowlDecision(s, q, level, seed) : null;
}
