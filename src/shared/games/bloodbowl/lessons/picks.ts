// Building blocks for a Blood Bowl lesson's steps, in the game's words. Each pick is a predicate over
// one of the engine's legal decisions; none builds a decision itself. The checks read the state.
import { question } from '../engine';
import { activationOf } from '../engine/board';
import type { ActionName, Decision, MatchState } from '../engine/types';
import type { BlockFace } from '../tables/block-dice';
import { squareAt, xOf } from '../pitch/pitch';
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

// ---------------------------------------------------------------- what a step's end looks like

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
