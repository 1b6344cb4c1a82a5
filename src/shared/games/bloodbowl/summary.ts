/** The match summary: status, winner and score by seat, and the turn key (half, team, turn). */
import type { GameSummary } from '../../game/module';
import type { MatchState } from './engine/types';

export const SEATS = ['home', 'away'] as const;
export type Seat = (typeof SEATS)[number];

export interface BloodBowlSummary extends GameSummary {
  readonly half: 1 | 2;
  /** Turns taken this half by seat. */
  readonly turns: readonly [number, number];
  readonly acting: Seat | null;
}

export function summarise(s: MatchState): BloodBowlSummary {
  const acting = s.acting === null ? null : SEATS[s.acting];
  const setupTop = s.stack[s.stack.length - 1];
  const setupKey = setupTop?.kind === 'setup' ? `setup-${SEATS[setupTop.team]}` : 'play';
  return {
    status: s.result ? 'finished' : 'in-progress',
    winner: s.result && s.result.winner !== null ? SEATS[s.result.winner] : null,
    score: [s.teams[0].score, s.teams[1].score],
    turn: s.result ? 'end' : acting ? `half ${s.half} ${acting} turn ${s.teams[s.acting as 0 | 1].turns}` : `half ${s.half} ${setupKey}`,
    half: s.half,
    turns: [s.teams[0].turns, s.teams[1].turns],
    acting,
  };
}
