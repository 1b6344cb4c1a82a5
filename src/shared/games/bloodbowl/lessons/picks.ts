// Building blocks for a Blood Bowl lesson's steps, in the game's words. Each pick is a predicate over
// one of the engine's legal decisions; none builds a decision itself. The checks read the state.
import { question } from '../engine';
import { activationOf } from '../engine/board';
import type { ActionName, Decision, MatchState } from '../engine/types';
import type { BlockFace } from '../tables/block-dice';
import { isOnLineOfScrimmage, squareAt, xOf } from '../pitch/pitch';
import { setupCount } from '../engine/procs/setup';
import type { Pick } from './types';

/** Declaring `action` with player `player`. */
export const declares =
  (player: number, action: ActionName): Pick =>
  (d) =>
    d.kind === 'action' && d.player === player && d.action === action;

/** A step onto one of these squares ([x, y]). */
export const stepsOnto = (...squares: [number, number][]): Pick => {
  const ids = squares.map(([x, y]) => squareAt(x, y));
  return (d) => d.kind === 'step' && ids.includes(d.square);
};

/** A step towards the end zone on the right: to a square further right than the player stands. */
export const stepsForward =
  (player: number): Pick =>
  (d, s) => {
    const at = s.players[player]?.square;
    return d.kind === 'step' && at !== null && at !== undefined && xOf(d.square) > xOf(at);
  };

export const blocks =
  (target: number): Pick =>
  (d) =>
    d.kind === 'block' && d.target === target;

export const choosesFace =
  (face: BlockFace): Pick =>
  (d) =>
    d.kind === 'block-face' && d.face === face;

/** Any push square the engine offers (the crowd is never one while a square is free). */
export const pushes: Pick = (d) => d.kind === 'push';

export const followsUp =
  (follow: boolean): Pick =>
  (d) =>
    d.kind === 'follow-up' && d.follow === follow;

export const rerolls =
  (use: 'team' | 'skill' | 'none'): Pick =>
  (d) =>
    d.kind === 'reroll' && d.use === use;

export const passesTo = (x: number, y: number): Pick => {
  const id = squareAt(x, y);
  return (d: Decision) => d.kind === 'pass' && d.square === id;
};

/** Placing one of `players` on the home line of scrimmage (the learner's team sets up). */
export const placesOnLine =
  (players: readonly number[]): Pick =>
  (d) =>
    d.kind === 'place' && players.includes(d.player) && isOnLineOfScrimmage(0, d.square);

/** A kick-off aimed at [x, y]. */
export const kicksTo = (x: number, y: number): Pick => {
  const id = squareAt(x, y);
  return (d) => d.kind === 'kick' && d.square === id;
};

// ---------------------------------------------------------------- what a step's end looks like

/** How many of the home team stand on their line of scrimmage. */
export const onLine = (s: MatchState): number => setupCount(s, 0).onLine;

/** The engine asks `side` to set up now. */
export const setsUp =
  (side: 'home' | 'away') =>
  (s: MatchState): boolean => {
    const q = question(s);
    return q?.prompt === 'setup' && q.decider === (side === 'home' ? 0 : 1);
  };

/** Player `player` is acting now (his action declared). */
export const acting =
  (player: number) =>
  (s: MatchState): boolean =>
    activationOf(s)?.player === player;

/** Player `player` stands on [x, y]. */
export const standsOn =
  (player: number, x: number, y: number) =>
  (s: MatchState): boolean => {
    const p = s.players[player];
    return !!p && p.where === 'pitch' && p.square === squareAt(x, y) && p.status === 'standing';
  };

/** The engine asks `prompt` now (e.g. 'reroll' after a failed roll). */
export const asks =
  (prompt: string) =>
  (s: MatchState): boolean =>
    question(s)?.prompt === prompt;

export const carries =
  (player: number) =>
  (s: MatchState): boolean =>
    s.ball.at === 'carried' && s.ball.player === player;
