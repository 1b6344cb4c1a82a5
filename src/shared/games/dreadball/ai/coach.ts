import type { Decision, Legal, MatchState, TeamIx } from '../engine/types';
import { AiRng } from './rng';
import { type SearchConfig, type SearchCtx, bestBySampling, searchActions, searchMoves, rankMovesStatic } from './search';
import { planActions, planMoves } from './plan';
import { defaultDecision, setupDecision } from './policy';
import { SUDDEN_DEATH_STRIKE } from './evaluate';

export type AiLevel = 'easy' | 'normal' | 'hard';

export const AI_LEVELS: readonly AiLevel[] = ['easy', 'normal', 'hard'];

/**
 * The levels a coach can pick, and `hard-v1`: Hard as it was before it planned its rush (issue
 * 15), kept unchanged as a fixed opponent for tournaments (`ai:hard-v1`); no screen offers it.
 */
export type AiPlayer = AiLevel | 'hard-v1';

export const AI_PLAYERS: readonly AiPlayer[] = [...AI_LEVELS, 'hard-v1'];

/** Hard's search of one action, which `hard-v1` is and Hard's plan starts from. */
const HARD_SEARCH: SearchConfig = { actionWidth: 6, moveWidth: 5, samples: 6, promptSamples: 8, nodeBudget: 4000, noise: 0, staticOnly: false, samplePrompts: true };

export const LEVELS: Readonly<Record<AiPlayer, SearchConfig>> = {
  easy: { actionWidth: 0, moveWidth: 0, samples: 1, promptSamples: 1, nodeBudget: 4000, noise: 60, staticOnly: true, samplePrompts: false },
  normal: { actionWidth: 0, moveWidth: 0, samples: 1, promptSamples: 8, nodeBudget: 4000, noise: 25, staticOnly: true, samplePrompts: true },
  // More dice samples than `hard-v1`'s 6: a candidate's value over 6 samples wavers by more than
  // the gap between the best few, so the plan often chose by luck (docs/ai.md, 7 December, third session).
  hard: { ...HARD_SEARCH, samples: 16, nodeBudget: 40000, plan: { actions: 4, moves: 3, samples: 24 }, suddenDeathStrike: SUDDEN_DEATH_STRIKE },
  'hard-v1': HARD_SEARCH,
};

export interface ThinkStats {
  /** Engine applications made while thinking. */
  nodes: number;
}

/**
 * The computer coach: one legal decision for whoever must decide in `state`. Pure and
 * deterministic for a given (state, level, seed); it never reads the match's own future dice
 * (look-ahead runs on copies with sampled dice).
 */
export function chooseDecision(state: MatchState, legal: Legal, level: AiPlayer, rngSeed: number, stats?: ThinkStats): Decision {
  const ds = legal.decisions;
  if (ds.length === 0) throw new Error('chooseDecision: no legal decision to choose from');
  if (ds.length === 1 || legal.decider === null) return ds[0] as Decision;
  const cfg = LEVELS[level];
  const rng = new AiRng(rngSeed);
  const team: TeamIx = legal.decider === 'A' ? 0 : 1;
  const seeds: number[] = [];
  for (let i = 0; i < seedCount(cfg); i++) seeds.push(rng.u32());
  const ctx: SearchCtx = { team, cfg, rng, seeds, nodes: 0 };
  const d = decide(ctx, state, legal);
  if (stats) stats.nodes = ctx.nodes;
  return d;
}

/** Dice seeds a decision draws: enough for the widest sampling the level does (search, small prompts, plan). */
export function seedCount(cfg: SearchConfig): number {
  return Math.max(cfg.samples, cfg.promptSamples, cfg.plan?.samples ?? 0);
}

function decide(ctx: SearchCtx, s: MatchState, legal: Legal): Decision {
  const cfg = ctx.cfg;
  switch (legal.prompt) {
    case 'roll-off':
    case 'choose-side':
      return defaultDecision(s, legal);
    case 'setup':
      return setupDecision(s, legal, cfg.noise > 0 ? () => ctx.rng.noise(cfg.noise / 6) : null);
    case 'action':
    case 'free-action':
      if (cfg.plan) return planActions(ctx, s, legal, cfg.plan);
      return searchActions(ctx, s, legal).decision;
    case 'move':
      if (cfg.plan) return planMoves(ctx, s, legal.decisions, cfg.plan);
      if (cfg.staticOnly) return rankMovesStatic(ctx, s, legal.decisions)[0]?.decision ?? (legal.decisions[0] as Decision);
      return searchMoves(ctx, s, legal.decisions, cfg.moveWidth, 2).decision;
    case 'facing':
      if (s.phase === 'setup' || !cfg.samplePrompts) return defaultDecision(s, legal);
      return bestBySampling(ctx, s, legal.decisions, cfg.promptSamples, 1).decision;
    case 'target':
      if (!cfg.samplePrompts) return defaultDecision(s, legal);
      return bestBySampling(ctx, s, legal.decisions, cfg.promptSamples, 1).decision;
    case 'coach-dice':
    case 'defence':
    case 'push':
    case 'follow-up':
    case 'duck-step':
    case 'career':
      if (!cfg.samplePrompts) return defaultDecision(s, legal);
      return bestBySampling(ctx, s, legal.decisions, cfg.promptSamples, 1).decision;
    default:
      return defaultDecision(s, legal);
  }
}
