// DreadBall's coach behind the GameCoach door: the same choice as src/shared/games/dreadball/ai, a refused level,
// nothing to decide in a finished match, and listed under its id.
import { describe, expect, it } from 'vitest';
import { chooseDecision } from './ai/coach';
import { applyDecision, decisionKey, legalDecisions, replay } from './engine';
import { playGame } from './engine/sim';
import { createMatch } from './engine/state';
import { NothingToDecide } from '../../game/coach';
import { coachFor } from '../../game/coaches';
import { STOCK_TEAMS } from './teams/team';
import { dreadballCoach } from './coach';

function choiceState() {
  let s = createMatch({ teams: [STOCK_TEAMS[0]!, STOCK_TEAMS[1]!], seed: 11 });
  while (legalDecisions(s).decisions.length < 2) {
    const r = applyDecision(s, legalDecisions(s).decisions[0]!);
    if (!r.ok) throw new Error('setup');
    s = r.state;
  }
  return s;
}

describe('DreadBall coach', () => {
  it('chooses what src/shared/games/dreadball/ai chooses, level by level, and counts its work', () => {
    const s = choiceState();
    for (const level of ['easy', 'normal', 'hard'] as const) {
      expect(decisionKey(dreadballCoach.choose(s, level, 7))).toBe(decisionKey(chooseDecision(s, legalDecisions(s), level, 7)));
    }
    // A rush action: Hard searches, and the work it reports comes through.
    const rec = playGame({ seed: 3 });
    const i = rec.decisions.findIndex((_, k) => {
      const st = replay(rec.initial, rec.decisions.slice(0, k));
      return st.phase === 'rush' && legalDecisions(st).prompt === 'action' && legalDecisions(st).decisions.length > 3;
    });
    expect(i).toBeGreaterThan(0);
    const rush = replay(rec.initial, rec.decisions.slice(0, i));
    const direct = { nodes: 0 };
    const viaDoor = { nodes: 0 };
    expect(decisionKey(dreadballCoach.choose(rush, 'hard', 7, viaDoor))).toBe(decisionKey(chooseDecision(rush, legalDecisions(rush), 'hard', 7, direct)));
    expect(direct.nodes).toBeGreaterThan(0);
    expect(viaDoor.nodes).toBe(direct.nodes);
  });

  it('refuses an unknown level and a finished match', () => {
    const s = choiceState();
    expect(() => dreadballCoach.choose(s, 'expert', 1)).toThrow(RangeError);
    const over = { ...s, phase: 'over' as const, result: { winner: 'A' as const, reason: 'landslide' as const } };
    expect(() => dreadballCoach.choose(over, 'easy', 1)).toThrow(NothingToDecide);
  });

  it('is the coach listed for dreadball; unknown ids are refused', () => {
    const found = coachFor('dreadball');
    expect(found.ok && found.coach).toBe(dreadballCoach);
    expect(coachFor('chess')).toEqual({ ok: false, code: 'unknown-game', message: 'unknown game "chess"; known games: dreadball, bloodbowl, rulerball' });
    expect(coachFor('__proto__')).toMatchObject({ ok: false, code: 'unknown-game' });
    // Blood Bowl has its own coach now (src/shared/games/bloodbowl/coach.test.ts).
    expect(coachFor('bloodbowl')).toMatchObject({ ok: true, game: 'bloodbowl' });
  });
});
