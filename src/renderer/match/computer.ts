// Who plays each side, and the pure rules of when the computer coach thinks. No Vue, no worker.
import type { AiLevel } from '../../shared/games/dreadball/ai/coach';
import type { Coach, Legal } from '../../shared/games/dreadball/engine/types';
import { fmix32 } from '../../shared/random/hash';

export type Controller = 'human' | 'easy' | 'normal' | 'hard';
export const CONTROLLERS: readonly Controller[] = ['human', 'easy', 'normal', 'hard'];
export type Controllers = Record<Coach, Controller>;
export const HOT_SEAT: Readonly<Controllers> = { A: 'human', B: 'human' };

/** The computer level of a side, or null for a person. */
export function levelOf(c: Controller): AiLevel | null {
  return c === 'human' ? null : c;
}

/** Controllers read from a save (absent or malformed: hot-seat, as v1 files were). */
export function controllersOf(value: unknown): Controllers {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const one = (x: unknown): Controller => (CONTROLLERS.includes(x as Controller) ? (x as Controller) : 'human');
  return { A: one(v.A), B: one(v.B) };
}

/**
 * The computer coach that must answer now, or null: nobody decides (match over, replay), the
 * decider is a person, or the match screen is not showing (the computer only plays while watched).
 */
export function whoThinks(legal: Legal, controllers: Controllers, showing: boolean): { coach: Coach; level: AiLevel } | null {
  const d = legal.decider;
  if (!showing || !d || legal.decisions.length === 0) return null;
  const level = levelOf(controllers[d]);
  return level ? { coach: d, level } : null;
}

/**
 * The seed of the computer's think before decision number `decisionCount` of a match with dice
 * seed `matchSeed`: the same match replays the same computer choices. A 32-bit mix (murmur3's
 * finaliser) so neighbouring counts give unrelated seeds.
 */
export function thinkSeed(matchSeed: number, decisionCount: number): number {
  return fmix32(matchSeed ^ Math.imul(decisionCount + 1, 0x9e3779b1));
}
