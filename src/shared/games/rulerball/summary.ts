/** The match summary: status, winner and score by seat, and the turn key (period and minute). */
import type { GameSummary } from '../../game/module';
import type { MatchState } from './engine/types';

export const SEATS = ['home', 'away'] as const;

export interface RulerballSummary extends GameSummary {
  readonly period: number;
  readonly minute: number;
}

export function summarise(s: MatchState): RulerballSummary {
  return {
    status: s.result ? 'finished' : 'in-progress',
    winner: s.result?.winner ?? null,
    score: [s.teams[0].score, s.teams[1].score],
    turn: s.result ? 'end' : `period ${s.clock.period} minute ${s.clock.minute}${s.clock.stopped ? ' stopped' : ''}`,
    period: s.clock.period,
    minute: s.clock.minute,
  };
}
