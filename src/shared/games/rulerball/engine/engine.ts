/**
 * The door: the question a state waits on (whose figure, what it may do) and applying one
 * decision. Pure from outside: a decision is resolved on a copy, then the turn runs on by itself
 * to the next question.
 */
import { type Ctx, resolution } from './ctx';
import { ScriptedDiceExhausted } from './dice';
import { applyAssault, applyPush, assaultDecisions } from './combat';
import { advance } from './flow';
import { keyOf } from './keys';
import { applyMove, moveDecisions } from './moves';
import { applyShot, shotDecisions } from './shot';
import type { Decision, EngineError, Figure, GameEvent, MatchState, Question } from './types';

function ask(s: MatchState): Question | null {
  if (s.step === 'over') return null;
  const p = s.pending;
  if (p?.kind === 'grab') {
    const rider = s.figures[p.rider] as Figure;
    return { decider: rider.seat, prompt: 'grab', figure: rider.id, decisions: [true, false].map((grab) => ({ kind: 'grab', figure: rider.id, grab })) };
  }
  if (p?.kind === 'push') {
    const a = s.figures[p.attacker] as Figure;
    return { decider: a.seat, prompt: 'push', figure: p.defender, decisions: p.squares.map((to) => ({ kind: 'push', to })) };
  }
  if (s.actor === null) return null;
  const f = s.figures[s.actor] as Figure;
  if (s.step === 'move') return { decider: f.seat, prompt: 'move', figure: f.id, decisions: moveDecisions(s, f) };
  if (s.step === 'combat') return { decider: f.seat, prompt: 'assault', figure: f.id, decisions: assaultDecisions(s, f) };
  return { decider: f.seat, prompt: 'shoot', figure: f.id, decisions: shotDecisions(s, f) };
}

// A state is never changed once handed out: its question is found once.
const asked = new WeakMap<MatchState, Question | null>();

export function question(s: MatchState): Question | null {
  if (asked.has(s)) return asked.get(s) as Question | null;
  const q = ask(s);
  asked.set(s, q);
  return q;
}

function resolve(ctx: Ctx, d: Decision): void {
  const s = ctx.s;
  switch (d.kind) {
    case 'grab': {
      const p = s.pending;
      if (p?.kind !== 'grab') throw new Error('no grab is waiting');
      s.pending = null;
      s.grabbed = d.grab ? p.rider : -1;
      ctx.events.push({ type: 'grab', biker: p.biker, rider: p.rider, grab: d.grab });
      return;
    }
    case 'push':
      applyPush(ctx, d.to);
      return;
    case 'move':
      s.actor = null;
      applyMove(ctx, d);
      return;
    case 'assault':
      s.actor = null;
      applyAssault(ctx, d);
      return;
    case 'hold':
      s.actor = null;
      (s.figures[d.figure] as Figure).fought = true;
      return;
    case 'shoot':
      s.actor = null;
      applyShot(ctx, s.figures[d.figure] as Figure, d.interfere);
      return;
    case 'no-shot':
      s.actor = null;
      return;
  }
}

export type ApplyResult = { ok: true; state: MatchState; events: GameEvent[] } | { ok: false; error: EngineError };

/** A state run on to its first question (createMatch's last step, scenario positions). */
export function settled(s: MatchState, start?: (ctx: Ctx) => void): { state: MatchState; events: GameEvent[] } {
  const ctx = resolution(s);
  start?.(ctx);
  advance(ctx);
  return { state: ctx.s, events: ctx.events };
}

export function applyDecision(s: MatchState, d: Decision): ApplyResult {
  const q = question(s);
  if (!q) return { ok: false, error: { code: 'match-over', message: 'the match is over: nothing is left to decide' } };
  const key = keyOf(d);
  const chosen = q.decisions.includes(d) ? d : q.decisions.find((x) => keyOf(x) === key);
  if (!chosen) return { ok: false, error: { code: 'illegal-decision', message: `"${key}" is not a legal answer to the ${q.prompt} question`, legal: q.decisions } };
  const ctx = resolution(s);
  try {
    resolve(ctx, chosen);
    advance(ctx);
  } catch (e) {
    if (e instanceof ScriptedDiceExhausted) return { ok: false, error: { code: 'dice-exhausted', message: e.message } };
    throw e;
  }
  return { ok: true, state: ctx.s, events: ctx.events };
}
