import { coachOf, RUSHES } from './engine/state';
import type { Coach, MatchState, Phase } from './engine/types';
import type { GameSummary } from '../../game/module';

/** DreadBall's summary: score by coach A, B and where the match stands (for a "rush 3 of 14" label). */
export interface DreadBallSummary extends GameSummary {
  readonly winner: Coach | null;
  readonly score: readonly [number, number];
  readonly progress: {
    readonly phase: Phase;
    readonly rush: number;
    readonly rushes: number;
    readonly suddenDeath: boolean;
    /** The coach whose rush it is; null before the first rush. */
    readonly rushing: Coach | null;
  };
}

export function summarise(s: MatchState): DreadBallSummary {
  const playing = s.phase === 'rush' || s.phase === 'over';
  return {
    status: s.phase === 'over' ? 'finished' : 'in-progress',
    winner: s.result?.winner ?? null,
    score: [s.score[0], s.score[1]],
    turn: playing ? `rush-${s.rush}` : s.phase === 'setup' ? `setup-${coachOf(s.setupTeam)}` : s.phase,
    progress: { phase: s.phase, rush: s.rush, rushes: RUSHES, suddenDeath: s.suddenDeath, rushing: playing ? coachOf(s.rushing) : null },
  };
}
