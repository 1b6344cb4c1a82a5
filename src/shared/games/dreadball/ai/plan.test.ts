import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../dice/rng';
import { buildPosition } from '../engine/scenario';
import type { MatchState } from '../engine/types';
import { type AiPlayer, LEVELS } from './coach';
import { REPLY_WEIGHT, followUpValue, replyThreat } from './plan';
import { AiRng } from './rng';
import { carrierPosition, rushDecisions } from './rush.fixture';
import { type SearchCtx, ev } from './search';

/** The kinds of actions coach A declares, in order, until the rush passes to coach B. */
function rushOf(s: MatchState, level: AiPlayer): string[] {
  return rushDecisions(s, level).flatMap((d) => (d.kind === 'action' ? [`${d.action}:${d.player}`] : []));
}

describe("Hard's rush plan", () => {
  it('carries the ball into the zone, lets the other players act, and throws last (a Strike ends the rush)', () => {
    const s = carrierPosition(4);
    const hard = rushOf(s, 'hard');
    const v1 = rushOf(s, 'hard-v1');
    // Today's Hard throws as soon as the carrier stands in the zone, with two tokens unused.
    expect(v1).toEqual(['sprint:6', 'throw:6']);
    // The plan sees the throw the next action would make, so the tokens before it are spent first.
    expect(hard[0]).toBe('sprint:6');
    expect(hard[hard.length - 1]).toBe('throw:6');
    expect(hard).toHaveLength(4);
  }, 30_000);

  it("a leaf of its own rush is worth at least its own evaluation, and only that once the rush ends or its tokens are spent", () => {
    const s = carrierPosition(4);
    const rng = new AiRng(1);
    const ctx: SearchCtx = { team: 0, cfg: LEVELS.hard, rng, seeds: [rng.u32()], nodes: 0 };
    expect(followUpValue(ctx, s)).toBeGreaterThanOrEqual(ev(ctx, s));
    // With the carrier six hexes out, the best next action (run in, throw next) beats the position as it stands.
    expect(followUpValue(ctx, s)).toBeGreaterThan(ev(ctx, s));
    const over: MatchState = { ...s, rushEnd: 'coach' };
    expect(followUpValue(ctx, over)).toBe(ev(ctx, over));
    const spent: MatchState = { ...s, tokens: 0 };
    expect(followUpValue(ctx, spent)).toBe(ev(ctx, spent));
  });

  it("weighs the opponent's best first reply once his rush has begun: a Guard in front of the carrier threatens more than one far off", () => {
    const theirRush = (guard: [number, number], facing: number): MatchState =>
      buildPosition(
        {
          teams: ['human', 'human'],
          home: 'A',
          phase: 'rush',
          rushing: 'B',
          tokens: 5,
          players: [
            { id: 0, hex: [-4, 2], facing: 0 },
            { id: 6, hex: [0, 0], facing: 0 },
            { id: 8, hex: guard, facing },
            { id: 9, hex: [4, 2], facing: 3 },
          ],
          ball: { carrier: 6 },
        },
        Array<number>(300).fill(5),
      );
    const rng = new AiRng(1);
    const ctx: SearchCtx = { team: 0, cfg: LEVELS.hard, rng, seeds: [rng.u32()], nodes: 0 };
    const near = theirRush([1, 0], 3);
    const far = theirRush([6, -3], 3);
    expect(replyThreat(ctx, near)).toBeGreaterThan(replyThreat(ctx, far));
    expect(replyThreat(ctx, far)).toBeGreaterThanOrEqual(0);
    expect(followUpValue(ctx, near)).toBeCloseTo(ev(ctx, near) - REPLY_WEIGHT * replyThreat(ctx, near), 6);
    // Only the side whose rush it is not has a reply to fear: for coach B, at his own prompt, none.
    expect(replyThreat({ ...ctx, team: 1 }, near)).toBe(0);
  });

  it('ranks a position once per decision: a leaf on other dice gets the same value and counts the same engine calls', () => {
    const s = carrierPosition(4);
    const otherDice: MatchState = { ...s, dice: scriptedDice([1, 2, 3]) };
    const fresh = (): SearchCtx => {
      const rng = new AiRng(1);
      return { team: 0, cfg: LEVELS.hard, rng, seeds: [rng.u32()], nodes: 0 };
    };
    const alone = fresh();
    const value = followUpValue(alone, otherDice);
    expect(alone.nodes).toBeGreaterThan(0);
    const shared = fresh();
    followUpValue(shared, s);
    const before = shared.nodes;
    expect(shared.staticBest?.size).toBe(1);
    // The second leaf is the same position on other dice: answered from the memo, not ranked again.
    expect(followUpValue(shared, otherDice)).toBe(value);
    expect(shared.staticBest?.size).toBe(1);
    expect(shared.nodes - before).toBe(alone.nodes);
  });

  it("keeps the Hard of before the plan as the fixed opponent hard-v1: the same search but for its samples, without the plan and without sudden death's own count", () => {
    const { plan, suddenDeathStrike, samples, nodeBudget, ...rest } = LEVELS.hard;
    expect(plan).toBeDefined();
    expect(suddenDeathStrike).toBeGreaterThan(0);
    // Hard samples more (16 a candidate, 24 in the plan, budget raised to match); hard-v1 stays at 6.
    expect([samples, nodeBudget]).toEqual([16, 40000]);
    expect(LEVELS['hard-v1']).toEqual({ ...rest, samples: 6, nodeBudget: 4000 });
  });
});
