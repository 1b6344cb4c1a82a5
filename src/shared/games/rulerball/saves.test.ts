import { describe, expect, it } from 'vitest';
import { type MatchSetup as SavedSetup, matchSetupSchema, matchSummarySchema } from '../../saves/schemas';
import { simulateGame } from '../../game/simulate';
import { rulerball } from '.';
import { rulerballSaves } from './saves';
import { RULERBALL_SIM, simSetup } from './sim';

describe('Rülerball save rules', () => {
  const game = simulateGame(rulerball, RULERBALL_SIM, 4, { check: false, replayCheck: false });
  const setup = JSON.parse(JSON.stringify(simSetup(4))) as SavedSetup;

  it('accepts a played match: setup, every decision, states along the way and the end', () => {
    expect(matchSetupSchema.safeParse(setup).success).toBe(true);
    expect(rulerballSaves.setup.safeParse(setup).success).toBe(true);
    for (const d of game.decisions) expect(rulerballSaves.decision.safeParse(d).success).toBe(true);
    let s = game.initial;
    for (const [i, d] of game.decisions.entries()) {
      if (i % 40 === 0) expect(rulerballSaves.snapshot.safeParse(JSON.parse(JSON.stringify(s))).error).toBeUndefined();
      const r = rulerball.apply(s, d);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(rulerballSaves.snapshot.safeParse(game.final).error).toBeUndefined();
  });

  it('accepts a count pushed back behind its mark (the engine counts a step back as -1)', () => {
    const s = JSON.parse(JSON.stringify(game.final)) as typeof game.final;
    s.possession = { team: 'home', marked: 5, crossings: -1, sinceActivation: null };
    expect(rulerballSaves.snapshot.safeParse(s).error).toBeUndefined();
  });

  it('replays the log to the same state, and on from a state', () => {
    const r = rulerballSaves.replay(setup, game.decisions as never);
    expect(r.ok && JSON.stringify(r.state)).toBe(JSON.stringify(game.final));
    const half = Math.floor(game.decisions.length / 2);
    const first = rulerballSaves.replay(setup, game.decisions.slice(0, half) as never);
    if (!first.ok) throw new Error(first.reason);
    const rest = rulerballSaves.replayFrom?.(first.state, game.decisions.slice(half) as never);
    expect(rest?.ok && JSON.stringify(rest.state)).toBe(JSON.stringify(game.final));
  });

  it('refuses a decision of the wrong shape and says why a replay failed', () => {
    expect(rulerballSaves.decision.safeParse({ kind: 'move', figure: 0, speed: 2, to: 999 }).success).toBe(false);
    expect(rulerballSaves.decision.safeParse({ kind: 'hold', figure: 0, extra: 1 }).success).toBe(false);
    const r = rulerballSaves.replay(setup, [{ kind: 'no-shot', figure: 3 }]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/refused/);
  });

  it('summarises for the saves list', () => {
    const sum = rulerballSaves.summarise(game.final);
    expect(matchSummarySchema.safeParse(sum).success).toBe(true);
    expect(sum.status).toBe('finished');
    expect(sum.score).toEqual([game.final.teams[0].score, game.final.teams[1].score]);
  });
});
