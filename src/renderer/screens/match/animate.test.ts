import { describe, expect, it } from 'vitest';
import { createMatch } from '../../../shared/engine';
import type { GameEvent } from '../../../shared/engine/types';
import { STOCK_TEAMS } from '../../../shared/teams';
import { animateEvents } from './animate';

describe('animating engine events', () => {
  it('flies the ball from thrower to target when the engine says it was thrown', async () => {
    const calls: string[] = [];
    const record =
      (name: string) =>
      async (...args: unknown[]): Promise<void> => {
        calls.push(`${name}(${args.map((a) => JSON.stringify(a)).join(',')})`);
      };
    const arena = {
      walk: record('walk'), turn: record('turn'), push: record('push'), fall: record('fall'), standUp: record('standUp'),
      toCage: record('toCage'), slamClash: record('slamClash'), ballLaunch: record('ballLaunch'), ballThrow: record('ballThrow'),
      ballScatter: record('ballScatter'), ballCaught: record('ballCaught'), ballFumble: record('ballFumble'), dice: record('dice'),
      strikeCelebration: record('strikeCelebration'), setState: () => calls.push('setState'),
    };
    const state = createMatch({ teams: [STOCK_TEAMS[0]!, STOCK_TEAMS[1]!], seed: 3 });
    const events: GameEvent[] = [
      { type: 'ball-thrown', player: 5, from: 40, to: 44, at: 'team-mate' },
      { type: 'ball-held', player: 2, how: 'catch' },
    ];
    await animateEvents(arena, events, state, state);
    expect(calls).toEqual(['ballThrow(40,44)', 'ballCaught("p2")', 'setState']);
  });
});
