/** A resolution in progress: a working copy of the state (never the caller's), its events and dice. */
import { roll } from './dice';
import type { Figure, GameEvent, MatchState } from './types';

export interface Ctx {
  readonly s: MatchState;
  readonly events: GameEvent[];
}

/** A deep copy of everything a resolution may write (the state is small: 20 figures). */
export function cloneState(s: MatchState): MatchState {
  return {
    ...s,
    teams: [{ ...s.teams[0] }, { ...s.teams[1] }],
    figures: s.figures.map((f) => ({ ...f, offences: { ...f.offences } })),
    ball: { ...s.ball },
    clock: { ...s.clock },
    boxes: s.boxes.map((b) => ({ ...b })),
    possession: s.possession ? { ...s.possession } : null,
    pending: s.pending ? (s.pending.kind === 'push' ? { ...s.pending, squares: [...s.pending.squares] } : { ...s.pending }) : null,
    result: s.result ? { ...s.result, score: [...s.result.score] } : null,
    dice: s.dice.kind === 'seeded' ? { ...s.dice } : { ...s.dice, faces: s.dice.faces },
  };
}

export const resolution = (s: MatchState): Ctx => ({ s: cloneState(s), events: [] });

export const emit = (ctx: Ctx, e: GameEvent): void => {
  ctx.events.push(e);
};

export const d6 = (ctx: Ctx): number => roll(ctx.s.dice, 6);
export const d12 = (ctx: Ctx): number => roll(ctx.s.dice, 12);
export const twoD6 = (ctx: Ctx): [number, number] => [d6(ctx), d6(ctx)];

export function figureOf(s: MatchState, id: number): Figure {
  const f = s.figures[id];
  if (!f) throw new RangeError(`there is no figure ${id}`);
  return f;
}

/** A d6 skill roll: need (after bonuses) never better than 2+; a 6 always succeeds. */
export function skillNeed(skill: number, bonus = 0): number {
  return Math.min(6, Math.max(2, skill - bonus));
}
