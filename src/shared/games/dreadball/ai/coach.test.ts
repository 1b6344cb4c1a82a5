import { describe, expect, it } from 'vitest';
import { applyDecision, decisionKey, legalDecisions, moveEnv } from '../engine';
import { validatePath } from '../engine/movement';
import { createMatch } from '../engine/state';
import type { Decision, Legal, MatchState } from '../engine/types';
import { LEVELS, chooseDecision, seedCount } from './coach';
import { defaultDecision } from './policy';
import { evaluate } from './evaluate';
import { AiRng } from './rng';
import { sampledCopy } from './search';
import { teamsForPair } from './tournament';

function isLegal(s: MatchState, legal: Legal, d: Decision): boolean {
  if (legal.prompt === 'move' && d.kind === 'move' && s.action) return typeof validatePath(moveEnv(s, s.action), d.path, d.facing) !== 'string';
  const k = decisionKey(d);
  return legal.decisions.some((x) => decisionKey(x) === k);
}

/** States from a random walk (seeded), covering every phase and many prompt kinds. */
function randomWalk(seed: number, steps: number): MatchState[] {
  const rng = new AiRng(seed);
  let s = createMatch({ teams: teamsForPair(seed), seed });
  const out: MatchState[] = [];
  for (let i = 0; i < steps && s.phase !== 'over'; i++) {
    out.push(s);
    const legal = legalDecisions(s);
    // Random play, but set up quickly and avoid ending rushes at once.
    let d = legal.decisions[rng.int(legal.decisions.length)] as Decision;
    if (legal.prompt === 'action' && d.kind === 'end-rush' && legal.decisions.length > 1 && rng.next() < 0.8) d = legal.decisions[0] as Decision;
    const r = applyDecision(s, d);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return out;
}

describe('computer coach', () => {
  it('answers every kind of prompt with a legal decision, without touching the state', () => {
    const seen = new Set<string>();
    for (const seed of [3, 4]) {
      const states = randomWalk(seed, 250);
      states.forEach((s, i) => {
        const legal = legalDecisions(s);
        if (legal.decisions.length < 2) return;
        const level = i % 25 === 0 ? 'normal' : 'easy';
        const before = JSON.stringify(s);
        const d = chooseDecision(s, legal, level, i);
        expect(isLegal(s, legal, d), `${legal.prompt}: ${JSON.stringify(d)}`).toBe(true);
        expect(JSON.stringify(s)).toBe(before);
        seen.add(legal.prompt);
      });
    }
    expect(seen.has('setup')).toBe(true);
    expect(seen.has('action')).toBe(true);
    expect(seen.has('move')).toBe(true);
  }, 120_000);

  it('is deterministic for a given seed', () => {
    const states = randomWalk(5, 120).filter((s) => legalDecisions(s).prompt === 'action' || legalDecisions(s).prompt === 'move');
    for (const s of states.slice(0, 6)) {
      const legal = legalDecisions(s);
      const a = chooseDecision(s, legal, 'normal', 99);
      const b = chooseDecision(s, legal, 'normal', 99);
      expect(decisionKey(a)).toBe(decisionKey(b));
    }
  }, 60_000);

  it('evaluates positions symmetrically', () => {
    for (const s of randomWalk(6, 300).filter((_, i) => i % 10 === 0)) {
      expect(evaluate(s, 0)).toBeCloseTo(-evaluate(s, 1), 6);
    }
  });

  it('samples the rest of a resolution without replaying the dice already rolled', () => {
    // Find a question asked mid-resolution (coach dice, push, duck or counter-slam...).
    let found = 0;
    for (const seed of [7, 8, 9, 10]) {
      for (const s of randomWalk(seed, 600)) {
        if (!s.resume) continue;
        const legal = legalDecisions(s);
        for (const d of legal.decisions) {
          const real = applyDecision(s, d);
          const copy = applyDecision(sampledCopy(s, 1234), d);
          expect(real.ok && copy.ok).toBe(true);
          if (!real.ok || !copy.ok) continue;
          // Both runs retrace the same start: the events before the question are not re-sent,
          // and the first event after it refers to the same test or step kind.
          expect(copy.events.length > 0).toBe(real.events.length > 0);
        }
        found++;
      }
    }
    expect(found).toBeGreaterThan(0);
  }, 60_000);

  it("levels: each decision draws a seed for every sample its level takes, Hard's plan included", () => {
    expect(seedCount(LEVELS['hard-v1'])).toBe(8);
    expect(seedCount(LEVELS.hard)).toBe(LEVELS.hard.plan?.samples);
    expect(seedCount(LEVELS.hard)).toBeGreaterThan(LEVELS.hard.samples);
  });

  it('levels: Easy answers the small questions by the default policy; Normal weighs them by sampling as Hard does', () => {
    expect([LEVELS.easy.samplePrompts, LEVELS.normal.samplePrompts, LEVELS.hard.samplePrompts]).toEqual([false, true, true]);
    // Normal and Hard differ in their actions and moves (static ranking with noise against search), not here.
    expect(LEVELS.normal.promptSamples).toBe(LEVELS.hard.promptSamples);
    const small = new Set(['coach-dice', 'defence', 'push', 'follow-up', 'duck-step']);
    let asked = 0;
    for (const seed of [7, 8]) {
      for (const s of randomWalk(seed, 600)) {
        const legal = legalDecisions(s);
        if (!small.has(legal.prompt) || legal.decisions.length < 2) continue;
        asked++;
        expect(decisionKey(chooseDecision(s, legal, 'easy', seed))).toBe(decisionKey(defaultDecision(s, legal)));
        expect(decisionKey(chooseDecision(s, legal, 'normal', seed))).toBe(decisionKey(chooseDecision(s, legal, 'hard', seed)));
      }
    }
    expect(asked).toBeGreaterThan(0);
  }, 60_000);
});
