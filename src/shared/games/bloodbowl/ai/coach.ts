/**
 * Blood Bowl's computer coach: one decision for whoever decides, at a level. Easy and Normal are
 * static policies over the engine's legal list (policy.ts, answers.ts, setup.ts); Normal moves
 * players in to give blocks a second die, frees a marked carrier first, cages the carrier and
 * blitzes more (docs/ai.md, "Blood Bowl's computer coach"). A one-ply look-ahead over blocks and
 * blitzes (lookahead.ts) is here for a level to switch on (LOOK_AHEAD); measured at Normal it did
 * not win more. Deterministic for (state, level, seed): the seed picks among the answers of a
 * prompt this coach does not know and seeds the look-ahead's sample dice; no match die is read.
 */
import { question } from '../engine';
import type { Decision, MatchState, Question } from '../engine/types';
import type { TeamIndex } from '../pitch/pitch';
import { tackleZones } from '../engine/board';
import { chooseFace, chooseFollowUp, chooseIntercept, choosePush, chooseReroll } from './answers';
import { chooseAction, chooseStep, type Level } from './policy';
import { actionAlternatives, pickByLookAhead, stepAlternatives } from './lookahead';
import { chooseKick, chooseSetup, chooseTouchback } from './setup';

export const BB_AI_LEVELS = ['easy', 'normal'] as const;
export type BBAiLevel = (typeof BB_AI_LEVELS)[number];

/** How far from their own end line the ball is aimed, by level (a six-square scatter stays on the pitch). */
const KICK_DEPTH: Readonly<Record<Level, number>> = { easy: 6, normal: 6 };

export function chooseBloodBowlDecision(s: MatchState, q: Question, level: BBAiLevel, seed: number): Decision {
  const legal = q.decisions;
  if (legal.length === 0) throw new RangeError(`no legal decision at prompt ${q.prompt}`);
  if (legal.length === 1) return legal[0] as Decision;
  if (LOOK_AHEAD[level] && (q.prompt === 'action' || q.prompt === 'step')) return chooseWithLookAhead(s, q, level, seed);
  return staticDecision(s, q, level, seed);
}

/**
 * Which levels play their action and block choices out first (lookahead.ts). Off for both: over
 * 300 games Normal with it won 43.7% against Easy, without it 45.8% over 400, for twice the think
 * time (docs/ai.md, "6 December"); kept, tested, for a stronger evaluation or a Hard level.
 */
export const LOOK_AHEAD: Readonly<Record<BBAiLevel, boolean>> = { easy: false, normal: false };

/** The level's static choice, or a block or blitz the look-ahead finds clearly better (action and step prompts). */
export function chooseWithLookAhead(s: MatchState, q: Question, level: BBAiLevel, seed: number): Decision {
  const legal = q.decisions;
  if (legal.length === 1) return legal[0] as Decision;
  const own = staticDecision(s, q, level, seed);
  if (q.prompt !== 'action' && q.prompt !== 'step') return own;
  const alts = q.prompt === 'action' ? actionAlternatives(s, legal) : stepAlternatives(s, legal);
  // Inside a played-out activation every prompt gets the static answer of the same level.
  const inner = (x: MatchState, qq: Question): Decision => (qq.decisions.length === 1 ? (qq.decisions[0] as Decision) : staticDecision(x, qq, level, seed));
  return pickByLookAhead(s, s.acting as TeamIndex, { first: own }, alts, seed, inner);
}

/** The static policy's answer at every prompt (and inside a look-ahead's played-out activations). */
function staticDecision(s: MatchState, q: Question, level: BBAiLevel, seed: number): Decision {
  const legal = q.decisions;
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
