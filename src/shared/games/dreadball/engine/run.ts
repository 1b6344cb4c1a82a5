// Resolution runs. A decision at a settled prompt starts a run; questions asked during the run
// (coach dice, duck or counter-slam, push hex, ...) stop it. The answer restarts the run from the
// same base state with the answers so far: dice come from the same saved generator state, so the
// run retraces its steps exactly and continues one question further.

import type { Dice } from '../../../dice/rng';
import type { Direction } from '../../../hex/axial';
import { pl } from './board';
import type { MoveUnit } from './movement';
import { coachOf } from './state';
import type { ActionCtx, Decision, GameEvent, MatchState, PlayerRec, PromptDetail, PromptKind, SubPrompt, TeamIx } from './types';

export class NeedDecision {
  constructor(readonly prompt: SubPrompt) {}
}

export interface Run {
  /** Whether `ws.players` is already this run's own copy. */
  ownPlayers: boolean;
  /** The player record `ownRecord` last copied: this run's own, changed in place while still the state's. */
  own: PlayerRec | null;
  /** Units of the move decision when apply has just validated it against the same state. */
  units: MoveUnit[] | null;
  ws: MatchState;
  dice: Dice;
  events: GameEvent[];
  answers: readonly Decision[];
  ai: number;
  /** The question `askLast` stopped the run at (no throw), or null. */
  paused: SubPrompt | null;
}

function promptOf(kind: PromptKind, team: TeamIx, player: number, options: Decision[], detail?: PromptDetail): SubPrompt {
  return detail ? { kind, decider: coachOf(team), options, player, ...detail } : { kind, decider: coachOf(team), options, player };
}

/** Asks `team`'s coach a question: the only option, the saved answer, or a stop to ask it now. */
export function ask(r: Run, kind: PromptKind, team: TeamIx, player: number, options: Decision[], detail?: PromptDetail): Decision {
  if (options.length === 1) return options[0] as Decision;
  if (r.ai < r.answers.length) return r.answers[r.ai++] as Decision;
  if (r.paused) throw new Error(`a ${kind} question after the run stopped at a ${r.paused.kind} question`);
  throw new NeedDecision(promptOf(kind, team, player, options, detail));
}

/**
 * `ask` for a question after which the asking code returns at once, and so do its callers up to
 * the door, doing nothing more (placing a player, standing one up): null means the run stopped
 * at the question, recorded in `r.paused`, without a throw. A throw costs microseconds in V8, and
 * these facing questions are most of the questions of a match.
 */
export function askLast(r: Run, kind: PromptKind, team: TeamIx, player: number, options: Decision[]): Decision | null {
  if (options.length === 1) return options[0] as Decision;
  if (r.ai < r.answers.length) return r.answers[r.ai++] as Decision;
  r.paused = promptOf(kind, team, player, options);
  return null;
}

export function emit(r: Run, e: GameEvent): void {
  // Nothing may happen after a run stopped at a question: the answer re-runs it from its base.
  if (r.paused) throw new Error(`a ${e.type} event after the run stopped at a ${r.paused.kind} question`);
  r.events.push(e);
}

export function set(r: Run, id: number, patch: Partial<PlayerRec>): PlayerRec {
  const p = copyPlayer(pl(r.ws, id));
  Object.assign(p, patch);
  replace(r, id, p);
  return p;
}

/**
 * Player `id`'s record to change in place, for a run changing him step after step (a move): the
 * first call copies it, later ones hand back that copy while it is still the state's, saving a
 * copy (and a patch object) per step. Only the caller of `ownRecord` writes to it; a plain `set`
 * in between replaces it, and the next call copies again.
 */
export function ownRecord(r: Run, id: number): PlayerRec {
  const cur = pl(r.ws, id);
  if (cur === r.own) return cur;
  const p = copyPlayer(cur);
  replace(r, id, p);
  r.own = p;
  return p;
}

function replace(r: Run, id: number, p: PlayerRec): void {
  if (!r.ownPlayers) {
    r.ws.players = r.ws.players.slice();
    r.ownPlayers = true;
  }
  r.ws.players[id] = p;
}

// The copies below spell every field out, in the order createMatch gives them, rather than
// spreading: a literal of known shape is several times faster, and the compiler insists that a
// field added to the types is added here too.

function copyPlayer(p: PlayerRec): PlayerRec {
  const c: PlayerRec = {
    id: p.id,
    team: p.team,
    name: p.name,
    number: p.number,
    typeId: p.typeId,
    role: p.role,
    move: p.move,
    strength: p.strength,
    speed: p.speed,
    skill: p.skill,
    armour: p.armour,
    steadfast: p.steadfast,
    where: p.where,
    hex: p.hex,
    facing: p.facing,
    down: p.down,
    cage: p.cage,
    tokenActions: p.tokenActions,
  };
  // A career is never changed in a match: shared, and only present when it changes play.
  if (p.career) c.career = p.career;
  return c;
}

function copyAction(a: ActionCtx): ActionCtx {
  // The list of adjacent opponents is never changed in place: shared.
  return {
    player: a.player,
    kind: a.kind,
    free: a.free,
    stage: a.stage,
    plan: a.plan,
    allowance: a.allowance,
    extrasAllowed: a.extrasAllowed,
    used: a.used,
    dodges: a.dodges,
    extras: a.extras,
    movedOrTurned: a.movedOrTurned,
    adjacentAtStart: a.adjacentAtStart,
  };
}

export function workCopy(s: MatchState): MatchState {
  return {
    version: s.version,
    teams: s.teams,
    home: s.home,
    // The player list is copied on the first change (see `set`).
    players: s.players,
    ball: { hex: s.ball.hex, carrier: s.ball.carrier },
    phase: s.phase,
    setupTeam: s.setupTeam,
    rush: s.rush,
    suddenDeath: s.suddenDeath,
    rushing: s.rushing,
    tokens: s.tokens,
    score: [s.score[0], s.score[1]],
    scoreDiff: s.scoreDiff,
    coachDice: [s.coachDice[0], s.coachDice[1]],
    launchPending: s.launchPending,
    rushEnd: s.rushEnd,
    action: s.action ? copyAction(s.action) : null,
    // suspended and freeActions are only ever replaced, never changed in place: shared safely.
    suspended: s.suspended,
    freeActions: s.freeActions,
    result: s.result,
    prompt: null,
    resume: null,
    dice: s.dice,
    // League team upgrades never change in a match: shared, absent for stock matches.
    ...(s.upgrades ? { upgrades: s.upgrades } : {}),
    // Replaced, never changed in place: shared safely.
    ...(s.counterattacked ? { counterattacked: s.counterattacked } : {}),
    ...(s.pitchControlUsed ? { pitchControlUsed: s.pitchControlUsed } : {}),
  };
}

export const FACINGS: Decision[] = [0, 1, 2, 3, 4, 5].map((f) => ({ kind: 'facing', facing: f as Direction }));
