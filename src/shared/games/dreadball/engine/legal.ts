/** Who decides now and every legal decision, for any state. */

import { actionChoices } from './actions/declare';
import { freeChoices } from './actions/free-action';
import { moveEnv } from './actions/move-env';
import { targets } from './actions/targets';
import { pl } from './board';
import { setupChoices } from './flow/setup';
import { MoveSet } from './move-search';
import { coachOf } from './state';
import type { ActionCtx, Coach, Decision, Legal, MatchState } from './types';

let cachedState: MatchState | null = null;
let cachedLegal: Legal | null = null;

/**
 * Who decides now, and every legal decision. States are never mutated, so the answer for the
 * most recent state is kept: a caller listing the choices and then applying one pays once.
 */
export function legalDecisions(s: MatchState): Legal {
  if (s === cachedState && cachedLegal) return cachedLegal;
  const l = computeLegal(s);
  cachedState = s;
  cachedLegal = l;
  return l;
}

function computeLegal(s: MatchState): Legal {
  if (s.phase === 'over') return { decider: null, decisions: [], prompt: 'none' };
  const q = s.prompt;
  if (q) {
    const l: Legal = { decider: q.decider, decisions: q.options, prompt: q.kind };
    if (q.test) l.test = q.test;
    if (q.defences) l.defences = q.defences;
    return l;
  }
  if (s.phase === 'roll-off') return { decider: 'A', decisions: [{ kind: 'roll-off' }], prompt: 'roll-off' };
  if (s.phase === 'setup') return { decider: coachOf(s.setupTeam), decisions: setupChoices(s), prompt: 'setup' };
  const offer = s.freeActions[0];
  if (offer) return { decider: coachOf(pl(s, offer.player).team), decisions: freeChoices(s), prompt: 'free-action' };
  const a = s.action;
  if (a) {
    const owner = coachOf(pl(s, a.player).team);
    if (a.stage === 'move') return moveLegal(owner, s, a);
    return { decider: owner, decisions: targets(s, a), prompt: 'target' };
  }
  return { decider: coachOf(s.rushing), decisions: actionChoices(s), prompt: 'action' };
}

/**
 * A move prompt lists its moves lazily: `count`, `at` and `moves` answer without building the
 * hundreds of decision objects, and reading `decisions` builds them all once. Serialised, it is
 * the plain Legal it always was.
 */
class MoveLegal implements Legal {
  readonly prompt = 'move' as const;
  constructor(
    readonly decider: Coach,
    readonly moves: MoveSet,
  ) {}

  get decisions(): Decision[] {
    return this.moves.all();
  }

  get count(): number {
    return this.moves.count;
  }

  at(i: number): Decision {
    return this.moves.at(i);
  }

  toJSON(): Legal {
    return { decider: this.decider, decisions: this.decisions, prompt: this.prompt };
  }
}

function moveLegal(decider: Coach, s: MatchState, a: ActionCtx): Legal {
  return new MoveLegal(decider, new MoveSet(() => moveEnv(s, a)));
}
