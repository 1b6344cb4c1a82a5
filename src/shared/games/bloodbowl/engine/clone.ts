/**
 * The working copy a decision is resolved on, copy on write throughout: the players and the stack
 * are copied as arrays, each player, team and frame only when a resolution writes to it
 * (`writable`, `writableTeam`, `frameAt` in context.ts), the dice only when one is rolled. A step
 * moves one player, and copying all thirty players and both teams for every decision was most of
 * the engine's garbage. Players and teams are copied field by field (a literal copy is about ten
 * times faster than a spread). The rest (the ball, the result and the actions used, always
 * replaced whole; skills lists, scripted faces, never written to) is shared. Gives the same JSON
 * as a deep copy (fields in the order createMatch gives them).
 */
import type { Frame, MatchState, Player, Team } from './types';

/** Every field, so a field added to Player without being copied here fails to compile. */
type Whole<T> = { [K in keyof T]-?: T[K] };

export function clonePlayer(p: Player): Player {
  const c: Whole<Player> = {
    id: p.id,
    team: p.team,
    name: p.name,
    position: p.position,
    ma: p.ma,
    st: p.st,
    ag: p.ag,
    av: p.av,
    skills: p.skills,
    where: p.where,
    square: p.square,
    status: p.status,
    acted: p.acted,
    justStunned: p.justStunned,
    usedDodge: p.usedDodge,
  };
  return c;
}

export function cloneTeam(t: Team): Team {
  const c: Whole<Team> = { name: t.name, race: t.race, rerolls: t.rerolls, rerollsLeft: t.rerollsLeft, score: t.score, turns: t.turns, rerollUsedThisTurn: t.rerollUsedThisTurn };
  return c;
}

/**
 * A frame's copy: one level. Its arrays and objects (a block's faces, pushes, downs, crowd and ball, a
 * test's result) are only ever replaced whole, never written into, so both copies may share them
 * (the frozen-state test in golden.test.ts would throw on a write into one).
 */
export function cloneFrame(f: Frame): Frame {
  return { ...f };
}

/** A copy to resolve a decision on: its frames and players are still the caller's until copied. */
export function cloneState(s: MatchState): MatchState {
  const c: Whole<MatchState> = {
    rulesVersion: s.rulesVersion,
    teams: s.teams,
    players: s.players.slice(),
    ball: s.ball,
    half: s.half,
    firstKicking: s.firstKicking,
    acting: s.acting,
    used: s.used,
    turnover: s.turnover,
    scored: s.scored,
    turnTimer: s.turnTimer,
    stack: s.stack.slice(),
    result: s.result,
    dice: s.dice,
  };
  return c;
}
