/** A hand-off (rules file, "Actions"): no pass test, no interception; the team-mate catches at +1. */
import { ACCURATE_CATCH_MODIFIER } from '../../tables/agility';
import { carrier } from '../board';
import { emit, playerOf, pop, push, turnover } from '../context';
import type { Frame } from '../types';
import type { Handler } from './handler';

type HandOff = Extract<Frame, { kind: 'hand-off' }>;

export const handOff: Handler<HandOff> = {
  ask: () => null,
  run(ctx, f) {
    const s = ctx.s;
    if (f.stage === 'catch') {
      f.stage = 'settle';
      const r = playerOf(s, f.receiver);
      emit(ctx, { type: 'hand-off', giver: f.giver, receiver: f.receiver });
      s.ball = { at: 'ground', square: r.square as number };
      push(ctx, { kind: 'catch', player: r.id, modifier: ACCURATE_CATCH_MODIFIER, stage: 'test', kick: false });
      return;
    }
    pop(ctx);
    if (carrier(s)?.team !== playerOf(s, f.giver).team) turnover(ctx, 'hand-off not caught');
  },
};
