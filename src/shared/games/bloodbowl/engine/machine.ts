/**
 * The procedure stack's engine: the top frame either asks a question (the state waits for a
 * decision) or runs by itself; `apply` checks a decision against the question, hands it to the
 * frame, and runs on until the next question or the end. Pure from outside: it works on a copy.
 */
import { type Ctx, frameAt, resolution } from './context';
import { ScriptedDiceExhausted } from './dice';
import { keyOf, sameDecision } from './keys';
import { activation } from './procs/activation';
import { bounce, catchBall, throwIn, touchback } from './procs/ball';
import { block } from './procs/block';
import { chooseKick, drive, end, half, rollOff, turns } from './procs/flow';
import { handOff } from './procs/hand-off';
import type { Handler } from './procs/handler';
import { kick } from './procs/kick';
import { pass } from './procs/pass';
import { pushBack } from './procs/push';
import { setup } from './procs/setup';
import { step } from './procs/step';
import { test } from './procs/test';
import { turn } from './procs/turn';
import type { Decision, EngineError, Frame, GameEvent, MatchState, Question } from './types';

type Handlers = { [K in Frame['kind']]: Handler<Extract<Frame, { kind: K }>> };

const HANDLERS: Handlers = {
  end,
  'roll-off': rollOff,
  'choose-kick': chooseKick,
  half,
  drive,
  setup,
  kick,
  touchback,
  turns,
  turn,
  activation,
  test,
  step,
  block,
  push: pushBack,
  pass,
  'hand-off': handOff,
  catch: catchBall,
  bounce,
  'throw-in': throwIn,
};

function handlerOf<F extends Frame>(f: F): Handler<F> {
  return HANDLERS[f.kind] as unknown as Handler<F>;
}

/**
 * The questions of the last few states handed out, found once: a state is never changed after it
 * is returned, and `legal` then `apply` on the same state (every player and tool does both) would
 * otherwise list its question twice more. A small ring by identity rather than a WeakMap: play
 * goes state after state, and a WeakMap entry per state costs the garbage collector more than
 * listing again the rare question that has fallen out of the ring.
 */
const RING = 8;
const ringStates: (MatchState | null)[] = new Array<MatchState | null>(RING).fill(null);
const ringQuestions: (Question | null)[] = new Array<Question | null>(RING).fill(null);
let ringNext = 0;

function remember(s: MatchState, q: Question | null): void {
  ringStates[ringNext] = s;
  ringQuestions[ringNext] = q;
  ringNext = (ringNext + 1) % RING;
}

/** The question the state waits on, or null when the match is over. */
export function question(s: MatchState): Question | null {
  for (let i = 0; i < RING; i++) if (ringStates[i] === s) return ringQuestions[i] as Question | null;
  const top = s.stack[s.stack.length - 1];
  const q = top ? handlerOf(top).ask(s, top) : null;
  remember(s, q);
  return q;
}

/** A frame that could not get past a question with no answers would loop forever: guard it. */
const MAX_RUNS = 100000;

function settle(ctx: Ctx): void {
  for (let i = 0; i < MAX_RUNS; i++) {
    const last = ctx.s.stack.length - 1;
    const top = ctx.s.stack[last];
    if (!top) return;
    const h = handlerOf(top);
    const q = h.ask(ctx.s, top);
    if (q && (q.count ?? q.decisions.length) > 0) {
      remember(ctx.s, q);
      return;
    }
    h.run(ctx, frameAt(ctx, last) as Frame, null);
  }
  throw new Error('the procedure stack did not settle');
}

export type ApplyResult = { ok: true; state: MatchState; events: GameEvent[] } | { ok: false; error: EngineError };

/** A state that has run to its first question (createMatch's last step, and scenario positions). */
export function settled(s: MatchState): { state: MatchState; events: GameEvent[] } {
  const ctx = resolution(s);
  settle(ctx);
  return { state: ctx.s, events: ctx.events };
}

export function applyDecision(s: MatchState, d: Decision): ApplyResult {
  const q = question(s);
  if (!q || (q.count ?? q.decisions.length) === 0) return { ok: false, error: { code: 'match-over', message: 'the match is over: nothing is left to decide' } };
  // A player hands back one of the listed decisions themselves, most of the time: found by identity first.
  const chosen = q.find ? q.find(d) : q.decisions.includes(d) ? d : q.decisions.find((x) => sameDecision(x, d));
  if (!chosen) return { ok: false, error: { code: 'illegal-decision', message: `"${keyOf(d)}" is not a legal answer to the ${q.prompt} question`, legal: q.decisions } };
  const ctx = resolution(s);
  try {
    const top = frameAt(ctx, ctx.s.stack.length - 1) as Frame;
    handlerOf(top).run(ctx, top, chosen);
    settle(ctx);
  } catch (e) {
    if (e instanceof ScriptedDiceExhausted) return { ok: false, error: { code: 'dice-exhausted', message: e.message } };
    throw e;
  }
  return { ok: true, state: ctx.s, events: ctx.events };
}
