/** Who decides now and every legal decision, for any state. */

import { actionChoices } from './actions/declare';
import { freeChoices } from './actions/free-action';
import { moveEnv } from './actions/move-env';
import { targets } from './actions/targets';
import { pl } from './board';
import { SetupList } from './flow/setup';
import { MoveSet } from './move-search';
import { coachOf } from './state';
import type { ActionCtx, Coach, Decision, Legal, MatchState, PromptKind } from './types';

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
  if (s.phase === 'setup') return new ListedLegal(coachOf(s.setupTeam), 'setup', new SetupList(s));
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

/** A prompt whose decisions are built when read: `count` and `at(i)` answer without building them. */
interface Listing {
  readonly count: number;
  at(i: number): Decision;
  all?(): Decision[];
}

/**
 * A long prompt (moves, set-up) listed lazily: `count` and `at` answer without building the
 * hundreds of decision objects, and reading `decisions` builds them all once. Serialised, it is
 * the plain Legal it always was.
 */
class ListedLegal implements Legal {
  private built: Decision[] | null = null;
  constructor(
    readonly decider: Coach,
    readonly prompt: PromptKind,
    private readonly list: Listing,
  ) {}

  get decisions(): Decision[] {
    if (this.built) return this.built;
    const list = this.list;
    let out: Decision[];
    if (list.all) out = list.all();
    else {
      out = [];
      for (let i = 0; i < list.count; i++) out.push(list.at(i));
    }
    this.built = out;
    return out;
  }

  get count(): number {
    return this.list.count;
  }

  /** At a move prompt, the moves themselves (end hexes without building decisions). */
  get moves(): MoveSet | undefined {
    return this.list instanceof MoveSet ? this.list : undefined;
  }

  at(i: number): Decision {
    return this.built ? (this.built[i] as Decision) : this.list.at(i);
  }

  toJSON(): Legal {
    return { decider: this.decider, decisions: this.decisions, prompt: this.prompt };
  }
}

function moveLegal(decider: Coach, s: MatchState, a: ActionCtx): Legal {
  return new ListedLegal(decider, 'move', new MoveSet(() => moveEnv(s, a)));
}
