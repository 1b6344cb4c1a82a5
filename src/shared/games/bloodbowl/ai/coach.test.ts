import { describe, expect, it } from 'vitest';
import { hashPair } from '../../../random/hash';
import { mulberry32 } from '../../../random/mulberry32';
import { NothingToDecide } from '../../../game/coach';
import { coachFor } from '../../../game/coaches';
import { applyDecision, createMatch, keyOf, question } from '../engine';
import type { Decision, MatchState } from '../engine/types';
import { RACE_IDS } from '../teams/races';
import { STOCK_ROSTERS } from '../teams/stock';
import { BB_AI_LEVELS, chooseBloodBowlDecision, chooseFor, EASY_LAPSE } from './coach';
import { chooseAction } from './policy';

/**
 * Positions from fixed seeds: each decision is the coach's or a random one (decided by a hash of
 * the seed and the decision count), so the list holds set-ups, kicks, cages, loose balls, blocks,
 * blitzes, passes, re-rolls and pushes, the way both kinds of opponent lead to them.
 */
function positions(seed: number, every: number, max: number): MatchState[] {
  const races = RACE_IDS.map((r) => STOCK_ROSTERS[r]);
  const home = races[seed % races.length];
  const away = races[(seed >> 2) % races.length];
  if (!home || !away) throw new Error('no stock roster');
  let s = createMatch({ teams: [home, away], seed });
  const out: MatchState[] = [];
  for (let n = 0, q = question(s); q && n < max; n++, q = question(s)) {
    // Every rare question (kick, re-roll, push, follow-up...) is kept; the common ones in steps of `every`.
    const common = q.prompt === 'action' || q.prompt === 'step' || q.prompt === 'setup';
    if (q.decisions.length > 1 && (!common || n % every === 0)) out.push(s);
    const h = hashPair(seed, n);
    const level = BB_AI_LEVELS[h % BB_AI_LEVELS.length] ?? 'easy';
    const d = (h >>> 8) % 3 === 0 ? (q.decisions[Math.floor(mulberry32(h)() * q.decisions.length)] as Decision) : chooseBloodBowlDecision(s, q, level, h);
    const r = applyDecision(s, d);
    if (!r.ok) throw new Error(`refused at ${q.prompt}: ${r.error.message}`);
    s = r.state;
  }
  return out;
}

const STATES = [11, 22, 33, 44, 55, 66].flatMap((seed) => positions(seed, 12, 2400));
// Generous: the machine these run on is shared; alone each test takes a second or two.
const SLOW = 60_000;

describe('Blood Bowl computer coach', () => {
  it('covers every kind of question in the fixed positions', () => {
    const prompts = new Set(STATES.map((s) => question(s)?.prompt));
    for (const p of ['setup', 'kick', 'action', 'step', 'reroll', 'push', 'follow-up', 'block-face']) expect(prompts).toContain(p);
    expect(STATES.length).toBeGreaterThan(300);
  });

  for (const level of BB_AI_LEVELS) {
    it(`${level}: a legal decision at every fixed position, the same one for the same (state, level, seed)`, () => {
      for (const [i, s] of STATES.entries()) {
        const q = question(s);
        if (!q) throw new Error('a finished match in the list');
        const d = chooseFor(s, level, i);
        if (!d) throw new Error('no decision');
        const legal = q.decisions.map(keyOf);
        expect(legal, `${level} at ${q.prompt} (position ${i})`).toContain(keyOf(d));
        // A structured copy (what the worker receives) and a second call give the same answer.
        expect(keyOf(chooseFor(JSON.parse(JSON.stringify(s)) as MatchState, level, i) as Decision)).toBe(keyOf(d));
      }
    }, SLOW);
  }

  it("Easy's lapse: at one action prompt in EASY_LAPSE (by the seed) it ends its turn; otherwise, and at Normal, the static choice", () => {
    // Action prompts where the static policy would still act (not end the turn).
    const acting = STATES.filter((s) => {
      const q = question(s);
      return q?.prompt === 'action' && q.decisions.some((d) => d.kind === 'end-turn') && chooseAction(s, q.decisions, 'easy').kind !== 'end-turn';
    });
    expect(acting.length).toBeGreaterThan(20);
    for (const s of acting) {
      const q = question(s);
      if (!q) throw new Error('no question');
      for (const k of [0, 1, 7]) {
        const lapse = k * EASY_LAPSE;
        expect(chooseBloodBowlDecision(s, q, 'easy', lapse).kind).toBe('end-turn');
        expect(keyOf(chooseBloodBowlDecision(s, q, 'easy', lapse + 1))).toBe(keyOf(chooseAction(s, q.decisions, 'easy')));
        expect(keyOf(chooseBloodBowlDecision(s, q, 'normal', lapse))).toBe(keyOf(chooseAction(s, q.decisions, 'normal')));
      }
    }
  }, SLOW);

  it('answers through coachFor("bloodbowl") the way the coach worker calls it', () => {
    const found = coachFor('bloodbowl');
    if (!found.ok) throw new Error(found.message);
    const { coach } = found;
    expect(coach.levels).toEqual(['easy', 'normal']);
    expect(coach.levels).toContain(coach.fallbackLevel);
    for (const [i, s] of STATES.slice(0, 120).entries()) {
      const q = question(s);
      if (!q) continue;
      for (const level of coach.levels) {
        const stats = { nodes: 0 };
        // Off the wire the state is plain JSON, as a structured clone delivers it.
        const d = coach.choose(JSON.parse(JSON.stringify(s)), level, hashPair(i, 7) >>> 0, stats) as Decision;
        expect(q.decisions.map(keyOf)).toContain(keyOf(d));
        expect(stats.nodes).toBe(1);
      }
    }
    const s = STATES[0] as MatchState;
    expect(() => coach.choose(s, 'hard', 1)).toThrow('unknown level "hard"; Blood Bowl\'s levels: easy, normal');
    // An empty procedure stack is a finished match: nothing to decide.
    const over: MatchState = { ...s, stack: [] };
    expect(question(over)).toBeNull();
    expect(() => coach.choose(over, 'easy', 1)).toThrow(NothingToDecide);
  }, SLOW);
});
