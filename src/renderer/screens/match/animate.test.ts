import { describe, expect, it } from 'vitest';
import { applyDecision, createMatch } from '../../../shared/games/dreadball/engine';
import type { GameEvent } from '../../../shared/games/dreadball/engine/types';
import { STOCK_TEAMS } from '../../../shared/games/dreadball/teams';
import { animateEvents } from './animate';

/** A stand-in arena that records each call, in order, with its arguments. */
function recordingArena() {
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
    rollOffDice: record('rollOffDice'), launchDice: record('launchDice'), scatterDice: record('scatterDice'),
    strikeCelebration: record('strikeCelebration'), setState: () => calls.push('setState'),
  };
  return { arena, calls };
}

const [T0, T1] = [STOCK_TEAMS[0]!, STOCK_TEAMS[1]!];
const newMatch = () => createMatch({ teams: [T0, T1], seed: 3 });

describe('animating engine events', () => {
  it('flies the ball from thrower to target when the engine says it was thrown', async () => {
    const { arena, calls } = recordingArena();
    const state = newMatch();
    const events: GameEvent[] = [
      { type: 'ball-thrown', player: 5, from: 40, to: 44, at: 'team-mate' },
      { type: 'ball-held', player: 2, how: 'catch' },
    ];
    await animateEvents(arena, events, state, state);
    expect(calls).toEqual(['ballThrow(40,44)', 'ballCaught("p2")', 'setState']);
  });

  it("rolls both coaches' roll-off dice, labelled by team, every tie then the win, as the engine rolled them", async () => {
    // Seeds until one roll-off has a tie first: every roll of the decision shows, in order.
    for (let seed = 1; seed < 200; seed++) {
      const before = createMatch({ teams: [T0, T1], seed });
      const res = applyDecision(before, { kind: 'roll-off' });
      if (!res.ok) throw new Error(res.error.message);
      const rolls = res.events.filter((e) => e.type === 'roll-off');
      if (rolls.length < 2) continue;
      const { arena, calls } = recordingArena();
      await animateEvents(arena, res.events, before, res.state);
      const expected = rolls.map((e) => {
        const winner = e.winner === null ? null : e.winner === 'A' ? 0 : 1;
        return `rollOffDice(${JSON.stringify(e.faces)},${JSON.stringify([T0.name, T1.name])},${winner})`;
      });
      expect(calls).toEqual([...expected, 'setState']);
      expect(calls[0]).toMatch(/,null\)$/); // the tie: nobody's die lights up
      return;
    }
    throw new Error('no seed with a tied roll-off');
  });

  it('shows the launch dice (and the wall die after a 6) before the ball comes out', async () => {
    const { arena, calls } = recordingArena();
    const state = newMatch();
    const events: GameEvent[] = [
      { type: 'ball-launched', side: 'home', roll: 6, wallRoll: 2, hexes: [10, 11, 12] },
      { type: 'ball-stops', hex: 12 },
    ];
    await animateEvents(arena, events, state, state);
    expect(calls).toEqual(['launchDice(6,2)', 'ballLaunch([10,11,12])', 'setState']);
  });

  it("shows a scatter's direction and distance dice before the ball rolls and bounces", async () => {
    const { arena, calls } = recordingArena();
    const state = newMatch();
    const events: GameEvent[] = [
      { type: 'scatter', from: 20, direction1: 0, directionRoll: 3, direction: 2, distance: 3 },
      { type: 'ball-step', hex: 21 },
      { type: 'bounce', hex: 21, direction: 4 },
      { type: 'ball-step', hex: 22 },
      { type: 'ball-stops', hex: 22 },
    ];
    await animateEvents(arena, events, state, state);
    expect(calls).toEqual([
      'scatterDice(3,2,3)',
      'ballScatter([{"kind":"enter","hex":21},{"kind":"bounce","hex":21,"direction":2,"newDirection":4},{"kind":"enter","hex":22}],20)',
      'setState',
    ]);
  });
});
