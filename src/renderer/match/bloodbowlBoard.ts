// From a Blood Bowl match state to what the square board draws, and from a decision to the square
// it is chosen on. Reads the state and the pitch's geometry only; no rules.
import type { Decision, MatchState } from '../../shared/games/bloodbowl/engine/types';
import { PITCH_LENGTH, PITCH_WIDTH, lineOfScrimmageX, ownEndZoneX } from '../../shared/games/bloodbowl/pitch/pitch';
import type { PitchZones, SquareBoardState } from '../arena/squareBoard';

/** Rows of each wide zone (the rules file: four squares from each sideline). */
const WIDE_ROWS = 4;

export const BLOOD_BOWL_ZONES: PitchZones = {
  width: PITCH_LENGTH,
  height: PITCH_WIDTH,
  endZones: [ownEndZoneX(0), ownEndZoneX(1)],
  scrimmage: [lineOfScrimmageX(0), lineOfScrimmageX(1)],
  wideRows: WIDE_ROWS,
};

/** A player's shirt number: his place on his team sheet, from 1. */
export function shirtNumber(s: MatchState, id: number): number {
  const p = s.players[id];
  if (!p) return 0;
  return s.players.filter((q) => q.team === p.team && q.id <= id).length;
}

export function boardStateOf(s: MatchState, glyph: (position: string) => string): SquareBoardState {
  const ball = s.ball.at === 'carried' ? { carrier: s.ball.player } : s.ball.at === 'ground' ? { square: s.ball.square } : null;
  return {
    ball,
    figures: s.players.map((p) => ({
      id: p.id,
      team: p.team,
      number: shirtNumber(s, p.id),
      glyph: glyph(p.position),
      where: p.where,
      square: p.square,
      status: p.status,
      acted: p.acted,
    })),
  };
}

/** The square a decision is chosen on (the board's click), or null for a decision made by a button. */
export function squareOfDecision(s: MatchState, d: Decision): number | null {
  switch (d.kind) {
    case 'place':
    case 'kick':
    case 'step':
    case 'pass':
      return d.square;
    case 'push':
      return d.square === 'crowd' ? null : d.square;
    case 'block':
    case 'hand-off':
    case 'foul':
      return s.players[d.target]?.square ?? null;
    case 'action':
    case 'touchback':
      return s.players[d.player]?.square ?? null;
    case 'intercept':
      return d.player === null ? null : (s.players[d.player]?.square ?? null);
    default:
      return null;
  }
}

/** Square ids as the coach reads them: column letter-free "x, y" from 1 (the rules file's grid). */
export const squareLabel = (square: number): string => `${(square % PITCH_LENGTH) + 1}, ${Math.floor(square / PITCH_LENGTH) + 1}`;
