import { describe, expect, it } from 'vitest';
import { type MatchSetup as SavedSetup, matchSetupSchema, matchSummarySchema } from '../../saves/schemas';
import { simulateGame } from '../../game/simulate';
import { bloodbowl } from '.';
import { bloodbowlSaves } from './saves';
import { BLOOD_BOWL_SIM, simSetup } from './sim';

describe('Blood Bowl save rules', () => {
  const game = simulateGame(bloodbowl, BLOOD_BOWL_SIM, 3, { check: false, replayCheck: false });
  // The envelope's setup shape (mutable arrays); the same JSON.
  const setup = JSON.parse(JSON.stringify(simSetup(3))) as SavedSetup;

  it('accepts a played match: setup, every decision, states along the way and the end', () => {
    expect(matchSetupSchema.safeParse(setup).success).toBe(true);
    expect(bloodbowlSaves.setup.safeParse(setup).success).toBe(true);
    for (const d of game.decisions) expect(bloodbowlSaves.decision.safeParse(d).success).toBe(true);
    let s = game.initial;
    for (const [i, d] of game.decisions.entries()) {
      if (i % 50 === 0) expect(bloodbowlSaves.snapshot.safeParse(JSON.parse(JSON.stringify(s))).error).toBeUndefined();
      const r = bloodbowl.apply(s, d);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(bloodbowlSaves.snapshot.safeParse(game.final).error).toBeUndefined();
  });

  it('replays the log to the same state, and on from a state', () => {
    const r = bloodbowlSaves.replay(setup, game.decisions as never);
    expect(r.ok && JSON.stringify(r.state)).toBe(JSON.stringify(game.final));
    const half = Math.floor(game.decisions.length / 2);
    const first = bloodbowlSaves.replay(setup, game.decisions.slice(0, half) as never);
    if (!first.ok) throw new Error(first.reason);
    const rest = bloodbowlSaves.replayFrom?.(first.state, game.decisions.slice(half) as never);
    expect(rest?.ok && JSON.stringify(rest.state)).toBe(JSON.stringify(game.final));
  });

  it('refuses a decision of the wrong shape and says why a replay failed', () => {
    expect(bloodbowlSaves.decision.safeParse({ kind: 'step', square: 999 }).success).toBe(false);
    expect(bloodbowlSaves.decision.safeParse({ kind: 'step', square: 3, extra: 1 }).success).toBe(false);
    const r = bloodbowlSaves.replay(setup, [{ kind: 'end-turn' }]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/refused/);
  });

  it('summarises for the saves list', () => {
    const sum = bloodbowlSaves.summarise(game.final);
    expect(matchSummarySchema.safeParse(sum).success).toBe(true);
    expect(sum.status).toBe('finished');
    expect(sum.score).toEqual([game.final.teams[0].score, game.final.teams[1].score]);
  });
});
