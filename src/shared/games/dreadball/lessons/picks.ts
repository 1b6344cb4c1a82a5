// Building blocks for a lesson's accept rules, in the game's words. Each is a predicate over one
// of the engine's legal decisions; none builds a decision itself.
import { toHex } from '../engine/scenario';
import type { ActionKind, MatchState } from '../engine/types';
import type { Pick } from './types';

/** Any of these. */
export const anyOf =
  (...picks: Pick[]): Pick =>
  (d, s) =>
    picks.some((p) => p(d, s));

/** Declaring `action` with player `player`. */
export const declares =
  (player: number, action: ActionKind): Pick =>
  (d) =>
    d.kind === 'action' && d.player === player && d.action === action;

/** A move that ends on hex (q, r), whatever the facing. */
export const movesTo = (q: number, r: number): Pick => {
  const hex = toHex([q, r]);
  return (d) => d.kind === 'move' && d.path.length > 0 && d.path[d.path.length - 1] === hex;
};

/**
 * Ending the move where the player stands, facing as he did (before a throw): the "Stay put" button.
 * Turning away would leave his target out of his front and the action with nothing to do.
 */
export const staysPut: Pick = (d, s) => d.kind === 'move' && d.path.length === 0 && s.action !== null && d.facing === s.players[s.action.player]?.facing;

/** A move that ends on hex (q, r) facing one of `facings` (those that keep a slam's or snatch's target in front). */
export const movesFacing = (q: number, r: number, ...facings: number[]): Pick => {
  const ends = movesTo(q, r);
  return (d, s) => ends(d, s) && d.kind === 'move' && facings.includes(d.facing);
};

/** Turning on the spot to face one of `facings` (a Run's turns are free), moving no hex. */
export const turnsTo =
  (...facings: number[]): Pick =>
  (d) =>
    d.kind === 'move' && d.path.length === 0 && facings.includes(d.facing);

/** Taking the free action `action` a spectacular result offered. */
export const takesFree =
  (action: ActionKind): Pick =>
  (d) =>
    d.kind === 'free-action' && d.action === action;

/** Finishing one's set-up. */
export const finishesSetup: Pick = (d) => d.kind === 'setup-done';

/** Choosing player `player` as the target of a Slam or a throw. */
export const targets =
  (player: number): Pick =>
  (d) =>
    d.kind === 'target' && d.player === player;

/** Throwing at hex (q, r) (the Strike hex). */
export const throwsAt = (q: number, r: number): Pick => {
  const hex = toHex([q, r]);
  return (d) => d.kind === 'target-hex' && d.hex === hex;
};

/** The defender's answer to a Slam. */
export const defends =
  (choice: 'duck' | 'counter-slam'): Pick =>
  (d) =>
    d.kind === 'defend' && d.choice === choice;

/** Pushing the loser onto hex (q, r). */
export const pushesTo = (q: number, r: number): Pick => {
  const hex = toHex([q, r]);
  return (d) => d.kind === 'push' && d.hex === hex;
};

/** Following up (or not) after a push. */
export const followsUp =
  (follow: boolean): Pick =>
  (d) =>
    d.kind === 'follow-up' && d.follow === follow;

/** Adding `count` coach dice to the roll being made. */
export const addsCoachDice =
  (count: number): Pick =>
  (d) =>
    d.kind === 'coach-dice' && d.count === count;

/** Player `player` stands on hex (q, r), on his feet. */
export const standsOn = (player: number, q: number, r: number): ((s: MatchState) => boolean) => {
  const hex = toHex([q, r]);
  return (s) => {
    const p = s.players[player];
    return !!p && p.where === 'pitch' && p.hex === hex && !p.down;
  };
};
