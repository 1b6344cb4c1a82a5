import { describe, expect, it } from 'vitest';
import { applyDecision } from './engine/index';
import { dreadballDecisionSchema, dreadballSnapshotSchema } from './saveSchema';
import { playGame } from './engine/sim';

const asSaved = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

describe('DreadBall save schemas', () => {
  it('accept every decision and every state of seeded random games, unchanged', () => {
    for (const seed of [1, 2, 3, 4]) {
      const game = playGame({ seed, check: false, replayCheck: false });
      let s = game.initial;
      for (const d of game.decisions) {
        const decision = dreadballDecisionSchema.safeParse(asSaved(d));
        expect(decision.success, JSON.stringify(d)).toBe(true);
        expect(decision.data).toEqual(asSaved(d));
        const r = applyDecision(s, d);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
        const snapshot = dreadballSnapshotSchema.safeParse(asSaved(s));
        if (!snapshot.success) throw new Error(`seed ${seed}: ${snapshot.error.message}`);
        expect(snapshot.data).toEqual(asSaved(s));
      }
      expect(s.phase).toBe('over');
    }
    // Four whole games parsed decision by decision: a minute for a loaded CI machine.
  }, 60_000);

  it('refuse a decision of an unknown kind, an extra field, and a hex off the pitch', () => {
    expect(dreadballDecisionSchema.safeParse({ kind: 'score', team: 1 }).success).toBe(false);
    expect(dreadballDecisionSchema.safeParse({ kind: 'end-rush', extra: 1 }).success).toBe(false);
    expect(dreadballDecisionSchema.safeParse({ kind: 'place', player: 0, hex: 5000 }).success).toBe(false);
  });

  it("keep a league ability's answer and refuse an ability the flow never asks about", () => {
    expect(dreadballDecisionSchema.safeParse({ kind: 'career', ability: 'stiff-arm', use: true }).success).toBe(true);
    expect(dreadballDecisionSchema.safeParse({ kind: 'career', ability: 'pitch-control', use: false }).success).toBe(true);
    expect(dreadballDecisionSchema.safeParse({ kind: 'career', ability: 'teleport', use: true }).success).toBe(false);
    expect(dreadballDecisionSchema.safeParse({ kind: 'career', ability: 'stiff-arm', use: 'yes' }).success).toBe(false);
  });

  it('refuse a snapshot nested or shaped differently from the engine state', () => {
    const game = playGame({ seed: 5, check: false, replayCheck: false, maxDecisions: 30 });
    const good = asSaved(game.final) as Record<string, unknown>;
    expect(dreadballSnapshotSchema.safeParse(good).success).toBe(true);
    let deep: unknown = 1;
    for (let i = 0; i < 100; i++) deep = { d: deep };
    expect(dreadballSnapshotSchema.safeParse({ ...good, extra: deep }).success).toBe(false);
    expect(dreadballSnapshotSchema.safeParse({ ...good, players: 'all of them' }).success).toBe(false);
    expect(dreadballSnapshotSchema.safeParse({ ...good, tokens: 6 }).success).toBe(false);
    expect(dreadballSnapshotSchema.safeParse({}).success).toBe(false);
  });
});
