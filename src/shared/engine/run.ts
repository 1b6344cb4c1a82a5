// Resolution runs. A decision at a settled prompt starts a run; questions asked during the run
// (coach dice, duck or counter-slam, push hex, ...) stop it. The answer restarts the run from the
// same base state with the answers so far: dice come from the same saved generator state, so the
// run retraces its steps exactly and continues one question further.

import type { Dice } from '../dice/rng';
import type { Direction } from '../hex/axial';
import { pl } from './board';
import type { MoveUnit } from './movement';
import { coachOf } from './state';
import type { Decision, GameEvent, MatchState, PlayerRec, PromptDetail, PromptKind, SubPrompt, TeamIx } from './types';

export class NeedDecision {
  constructor(readonly prompt: SubPrompt) {}
}

export interface Run {
  /** Whether `ws.players` is already this run's own copy. */
  ownPlayers: boolean;
  /** Units of the move decision when apply has just validated it against the same state. */
  units: MoveUnit[] | null;
  ws: MatchState;
  dice: Dice;
  events: GameEvent[];
  answers: readonly Decision[];
  ai: number;
}

/** Asks `team`'s coach a question: the only option, the saved answer, or a stop to ask it now. */
export function ask(r: Run, kind: PromptKind, team: TeamIx, player: number, options: Decision[], detail?: PromptDetail): Decision {
  if (options.length === 1) return options[0] as Decision;
  if (r.ai < r.answers.length) return r.answers[r.ai++] as Decision;
  throw new NeedDecision(detail ? { kind, decider: coachOf(team), options, player, ...detail } : { kind, decider: coachOf(team), options, player });
}

export function emit(r: Run, e: GameEvent): void {
  r.events.push(e);
}

export function set(r: Run, id: number, patch: Partial<PlayerRec>): PlayerRec {
  const p = { ...pl(r.ws, id), ...patch };
  if (!r.ownPlayers) {
    r.ws.players = r.ws.players.slice();
    r.ownPlayers = true;
  }
  r.ws.players[id] = p;
  return p;
}

export function workCopy(s: MatchState): MatchState {
  return {
    ...s,
    // The player list is copied on the first change (see `set`).
    players: s.players,
    ball: { hex: s.ball.hex, carrier: s.ball.carrier },
    score: [s.score[0], s.score[1]],
    coachDice: [s.coachDice[0], s.coachDice[1]],
    // suspended and freeActions are only ever replaced, never changed in place: shared safely.
    action: s.action ? { ...s.action } : null,
    prompt: null,
    resume: null,
  };
}

export const FACINGS: Decision[] = [0, 1, 2, 3, 4, 5].map((f) => ({ kind: 'facing', facing: f as Direction }));
