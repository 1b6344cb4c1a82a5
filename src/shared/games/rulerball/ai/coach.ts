/**
 * Rülerball's computer coach: Easy and Normal score every legal decision with the same reading of
 * the track (moves.ts, fights.ts) and take the best; Easy plans less (no towing of the carrier,
 * no guarding the mouth, no risky assaults, every shot taken) and errs as a beginner does: with
 * the ball or chasing a loose one it takes its second or third choice one decision in twenty, but
 * while the opponent holds the ball it never finds the best defence and always takes its second or
 * third choice. Deterministic for (state, level, seed).
 */
import { carrier } from '../engine/board';
import { mulberry32 } from '../../../random/mulberry32';
import type { Decision, Figure, MatchState, Question } from '../engine/types';
import { choosePush, chooseShot, scoreAssault } from './fights';
import { situation } from './look';
import { scoredMoves } from './moves';

export const RB_AI_LEVELS = ['easy', 'normal'] as const;
export type RBAiLevel = (typeof RB_AI_LEVELS)[number];

/**
 * Easy's slack: how often it takes its second or third choice, by whether the opponent holds the
 * ball. A careless defence costs nothing against a coach who cannot score, so Easy still beats
 * random play; against Normal it lets possessions through (docs/ai.md, "Easy's careless defence").
 */
const EASY_SLACK = { attacking: 0.05, defending: 1 } as const;

/** Below this a decision is ruled out (a risky act Easy never takes), even as Easy's sloppy second choice. */
const RULED_OUT = -50;

function best(scored: readonly { decision: Decision; score: number }[], slack: number, random: () => number): Decision {
  const sorted = [...scored].sort((a, b) => b.score - a.score);
  const open = sorted.filter((x) => x.score > RULED_OUT).length;
  // Easy: with chance `slack` the second or third best instead.
  if (slack > 0 && open > 1 && random() < slack) return (sorted[1 + Math.floor(random() * Math.min(2, open - 1))] as { decision: Decision }).decision;
  return (sorted[0] as { decision: Decision }).decision;
}

export function chooseRulerballDecision(s: MatchState, q: Question, level: RBAiLevel, seed: number): Decision {
  const random = mulberry32(seed);
  const normal = level === 'normal';
  const ball = carrier(s);
  const defending = ball !== null && ball.seat !== q.decider;
  const slack = normal ? 0 : defending ? EASY_SLACK.defending : EASY_SLACK.attacking;
  switch (q.prompt) {
    case 'grab':
      // Grabbing an opposing biker's ride is seen five times in nine: never worth it.
      return q.decisions.find((d) => d.kind === 'grab' && !d.grab) ?? (q.decisions[0] as Decision);
    case 'push':
      return choosePush(s, q.decisions);
    case 'shoot':
      return chooseShot(s, q.decisions, normal);
    case 'assault':
      return best(
        q.decisions.map((d) => ({ decision: d, score: scoreAssault(s, d, { risky: normal, plans: normal }) })),
        slack,
        random,
      );
    case 'move': {
      const f = s.figures[q.figure] as Figure;
      return best(scoredMoves(s, f, situation(s, f.seat), { plans: normal }), slack, random);
    }
  }
}
