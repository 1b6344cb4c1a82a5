// The computer coach answers the questions league careers add: legal answers at every level, and
// Easy's fixed habits (take Stiff Arm, re-roll only a launch die of 1, hurry towards the ball).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { legalDecisions } from '../../src/shared/games/dreadball/engine';
import { decisionKey } from '../../src/shared/games/dreadball/engine/keys';
import { runScenario, type Scenario } from '../../src/shared/games/dreadball/engine/scenario';
import type { Decision, MatchState } from '../../src/shared/games/dreadball/engine/types';
import { hexDist } from '../../src/shared/games/dreadball/ai/geometry';
import { chooseDecision } from '../../src/shared/games/dreadball/ai/coach';

const dir = join(import.meta.dirname, '../scenarios/league-play');

/** The state a league-play scenario reaches after its first `n` decisions. */
function reach(file: string, n: number): MatchState {
  const sc = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Scenario;
  const out = runScenario({ ...sc, decisions: sc.decisions.slice(0, n) });
  if (out.failure) throw new Error(out.failure.message);
  return out.state;
}

const questions: [string, number, string][] = [
  ['stiff-arm-pushes-the-slammer.json', 5, 'career'],
  ['counterattack-slams-back-at-one-die-less.json', 5, 'career'],
  ['pitch-control-rerolls-the-launch-die.json', 1, 'career'],
  ['hurry-up-offense-one-hex-each-before-rush-one.json', 1, 'hurry-up'],
];

describe('the computer coach and league careers', () => {
  it.each(questions)('%s: every level answers the question with a legal decision', (file, n, prompt) => {
    const s = reach(file, n);
    const legal = legalDecisions(s);
    expect(legal.prompt).toBe(prompt);
    const keys = new Set(legal.decisions.map(decisionKey));
    for (const level of ['easy', 'normal', 'hard'] as const) expect(keys.has(decisionKey(chooseDecision(s, legal, level, 7)))).toBe(true);
  });

  it('Easy takes Stiff Arm, re-rolls a launch die of 1 and hurries a player nearer the ball', () => {
    const at = (file: string, n: number) => {
      const s = reach(file, n);
      return chooseDecision(s, legalDecisions(s), 'easy', 7);
    };
    expect(at('stiff-arm-pushes-the-slammer.json', 5)).toEqual({ kind: 'career', ability: 'stiff-arm', use: true });
    expect(at('pitch-control-rerolls-the-launch-die.json', 1)).toEqual({ kind: 'career', ability: 'pitch-control', use: true });
    // No step is nearer the ball than the one Easy takes.
    const s = reach('hurry-up-offense-one-hex-each-before-rush-one.json', 1);
    const hurried = chooseDecision(s, legalDecisions(s), 'easy', 7);
    const near = (d: Decision): number => (d.kind === 'duck-step' ? hexDist(d.hex, s.ball.hex) : Infinity);
    expect(hurried.kind).toBe('duck-step');
    for (const d of legalDecisions(s).decisions) expect(near(hurried)).toBeLessThanOrEqual(near(d));
  });
});
