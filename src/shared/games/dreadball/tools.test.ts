// DreadBall's tools entry: random play through the module must play exactly the matches the
// engine's own fuzzer (engine/sim runSim) plays, and the game-specific tools answer as before.
import { describe, expect, it } from 'vitest';
import { runSim } from './engine/sim';
import { flatReport } from '../../game/simulate';
import { gameArg, ToolInputError, toolsFor } from '../../game/tools';
import endRush from '../../../../test/scenarios/end-rush-by-the-coach.json';

const tools = toolsFor('dreadball');
const zero = (): number => 0;

describe('DreadBall tools', () => {
  it('simulates the same matches as the engine fuzzer, checks and counts included', () => {
    const old = runSim(6, 21, zero);
    const report = tools.simulate({ games: 6, seed: 21, now: zero });
    expect(report.game).toBe('dreadball');
    expect(report.violations).toBe(0);
    expect(flatReport(report)).toEqual(old);
    expect(report.decisions).toBeGreaterThan(6 * 50);
  });

  it('simulates without checks as the bench does, the same decisions', () => {
    const fast = tools.simulate({ games: 3, seed: 4, now: zero, check: false, replayCheck: false });
    expect(fast.decisions).toBe(runSim(3, 4, zero, { check: false, replayCheck: false }).decisions);
  });

  it('computes the odds of the README example and refuses a missing flag', () => {
    const odds = tools.odds!;
    const out = odds.compute({ dice: '3', target: '4', 'up-to': '6' }) as { atLeast: number[] };
    expect(out.atLeast[0]).toBeCloseTo(0.875, 12);
    expect(out.atLeast).toHaveLength(6);
    expect(() => odds.compute({ dice: '3' })).toThrow(ToolInputError);
    expect(() => odds.compute({ dice: '3', target: 'four' })).toThrow(/--target must be a whole number, got four/);
    const vs = odds.compute({ dice: '4', target: '3', 'vs-dice': '4', 'vs-target': '4' }) as { vs: unknown; opposed: unknown };
    expect(vs.vs).toEqual({ dice: 4, target: 4 });
    expect(vs.opposed).toBeTruthy();
  });

  it('checks a committed scenario and reports a broken expectation', () => {
    const raw = structuredClone(endRush) as { expect: { state?: Record<string, unknown> } };
    expect(tools.scenarios!.check(raw).failures).toEqual([]);
    raw.expect.state = { ...raw.expect.state, rush: 99 };
    const bad = tools.scenarios!.check(raw);
    expect(bad.failures).toHaveLength(1);
    expect(bad.failures[0]).toMatch(/^state\.rush: expected 99, got \d+$/);
    expect((JSON.parse(bad.report) as { expectationFailures: string[] }).expectationFailures).toEqual(bad.failures);
  });

  it('refuses an unknown tournament entrant as bad input', () => {
    expect(() => tools.tournament!.run({ games: 1, home: 'ai:expert', away: 'random', seed: 1, shard: 0, shards: 1, now: zero })).toThrow(ToolInputError);
    expect(() => tools.tournament!.merge([{ nope: 1 }], 1)).toThrow(/record 1 is not a tournament game/);
    expect(() => tools.tournament!.merge([], 1)).toThrow(/no tournament games to merge/);
  });
});

describe('--game on the command line', () => {
  it('defaults to dreadball and keeps the other arguments in order', () => {
    expect(gameArg(['--games', '5'])).toEqual({ ok: true, id: 'dreadball', rest: ['--games', '5'] });
    expect(gameArg(['--games', '5', '--game', 'dreadball', '--seed', '2'])).toEqual({ ok: true, id: 'dreadball', rest: ['--games', '5', '--seed', '2'] });
    expect(gameArg(['--game=dreadball', 'x'])).toEqual({ ok: true, id: 'dreadball', rest: ['x'] });
  });

  it('refuses an unknown or missing id, naming the known games', () => {
    expect(gameArg(['--game', 'chess'])).toEqual({ ok: false, message: 'unknown game "chess"; known games: dreadball, bloodbowl, rulerball' });
    expect(gameArg(['--game=chess'])).toEqual({ ok: false, message: 'unknown game "chess"; known games: dreadball, bloodbowl, rulerball' });
    expect(gameArg(['--game'])).toMatchObject({ ok: false, message: expect.stringMatching(/^--game needs a game id; known games: dreadball, bloodbowl, rulerball$/) });
    expect(gameArg(['--game', '--games', '3'])).toMatchObject({ ok: false });
    // An id inherited from Object.prototype is no game either.
    expect(gameArg(['--game', 'toString'])).toMatchObject({ ok: false });
  });
});
