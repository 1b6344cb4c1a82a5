/**
 * The door into the engine: a decision is checked against the legal list, run to the next
 * question or settled prompt, and handed back as a new state with the events it produced.
 */

import { Dice, DiceExhaustedError } from '../../../dice/rng';
import { declareAction } from './actions/declare';
import { doFreeAction } from './actions/free-action';
import { moveEnv } from './actions/move-env';
import { doMove } from './actions/run-sprint';
import { doTarget } from './actions/targets';
import { doRollOff } from './flow/roll-off';
import { settle } from './flow/settle';
import { doPlace, doSetupDone, doUnplace, isSetupDecision } from './flow/setup';
import { sameDecision } from './keys';
import { legalDecisions } from './legal';
import { type MoveUnit, validatePath } from './movement';
import { diceRolled } from './reveal';
import { NeedDecision, type Run, workCopy } from './run';
import type { ApplyResult, Decision, MatchState, SubPrompt } from './types';

/** Legal: true, or the validated units of a move; illegal: false. */
function isLegal(s: MatchState, d: Decision): boolean | MoveUnit[] {
  if (!d || typeof d !== 'object' || typeof (d as { kind?: unknown }).kind !== 'string') return false;
  if (!s.prompt && s.phase === 'rush' && s.freeActions.length === 0 && s.action?.stage === 'move') {
    if (d.kind !== 'move' || !Array.isArray(d.path)) return false;
    const units = validatePath(moveEnv(s, s.action), d.path, d.facing);
    return typeof units === 'string' ? false : units;
  }
  if (!s.prompt && s.phase === 'setup') return isSetupDecision(s, d);
  const list = legalDecisions(s).decisions;
  // A chooser usually hands back one of the listed objects: found by identity before comparing fields.
  for (let i = 0; i < list.length; i++) if (list[i] === d) return true;
  for (let i = 0; i < list.length; i++) if (sameDecision(list[i] as Decision, d)) return true;
  return false;
}

function dispatch(r: Run, d: Decision): void {
  switch (d.kind) {
    case 'roll-off':
      doRollOff(r);
      return;
    case 'place':
      doPlace(r, d.player, d.hex);
      return;
    case 'unplace':
      doUnplace(r, d.player);
      return;
    case 'setup-done':
      doSetupDone(r);
      return;
    case 'action':
      declareAction(r, d.player, d.action, false);
      return;
    case 'end-rush':
      r.ws.rushEnd = 'coach';
      return;
    case 'move':
      doMove(r, d.path, d.facing);
      return;
    case 'target':
    case 'target-hex':
      doTarget(r, d);
      return;
    case 'free-action':
      doFreeAction(r, d.action);
      return;
    default:
      throw new Error(`decision ${d.kind} cannot start a resolution`);
  }
}

/** Applies one decision; never mutates `state`. */
export function applyDecision(state: MatchState, decision: Decision): ApplyResult {
  if (state.phase === 'over') return { ok: false, error: { code: 'match-over', message: 'the match is over', legal: [] } };
  const legal = isLegal(state, decision);
  if (legal === false) {
    return { ok: false, error: { code: 'illegal-decision', message: `not a legal decision now: ${JSON.stringify(decision)}`, legal: legalDecisions(state).decisions } };
  }
  const resume = state.resume;
  const base = resume ? resume.base : state;
  const first = resume ? resume.first : decision;
  const answers = resume ? [...resume.answers, decision] : [];
  const emitted = resume ? resume.emitted : 0;
  const units = !resume && Array.isArray(legal) ? legal : null;
  const r: Run = { ownPlayers: false, own: null, units, ws: workCopy(base), dice: new Dice(base.dice), events: [], answers, ai: 0, paused: null };
  const pause = (prompt: SubPrompt): ApplyResult => {
    r.ws.prompt = prompt;
    r.ws.resume = { base, first, answers, emitted: r.events.length };
    r.ws.dice = r.dice.state();
    // Compared with the state asked about, not the run's base: the faces a resumed run
    // retraces were revealed by the earlier answer.
    return { ok: true, state: r.ws, events: r.events.slice(emitted), revealedDice: diceRolled(state.dice, r.ws.dice) };
  };
  try {
    dispatch(r, first);
    if (r.paused) return pause(r.paused);
    settle(r);
  } catch (e) {
    if (e instanceof NeedDecision) return pause(e.prompt);
    if (e instanceof DiceExhaustedError) {
      return { ok: false, error: { code: 'dice-exhausted', message: e.message, legal: legalDecisions(state).decisions } };
    }
    throw e;
  }
  r.ws.dice = r.dice.state();
  return { ok: true, state: r.ws, events: emitted === 0 ? r.events : r.events.slice(emitted), revealedDice: diceRolled(state.dice, r.ws.dice) };
}

/** Replays a decision log from an initial state; throws on the first decision that fails. */
export function replay(initial: MatchState, decisions: readonly Decision[]): MatchState {
  let s = initial;
  decisions.forEach((d, i) => {
    const res = applyDecision(s, d);
    if (!res.ok) throw new Error(`decision ${i} failed: ${res.error.code}: ${res.error.message}`);
    s = res.state;
  });
  return s;
}
