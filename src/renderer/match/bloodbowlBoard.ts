// From a Blood Bowl match state to what the square board draws, and from a decision to the square
// it is chosen on. Reads the state and the pitch's geometry only; no rules.
import type { Decision, MatchState } from '../../shared/games/bloodbowl/engine/types';
import { PITCH_LENGTH, PITCH_WIDTH, lineOfScrimmageX, ownEndZoneX } from '../../shared/games/bloodbowl/pitch/pitch';
import type { FigureColours, PitchZones, SquareBoardState } from '../arena/squareBoard';
import type { Roster } from '../../shared/games/bloodbowl/teams/roster';
import { type BBLooks, colourNumber, defaultLooks, shirtNumber } from './bloodbowlLooks';

/** A team's roster as far as the state tells it (no id: the board's own colours, sheet-order numbers). */
const rosterOf = (s: MatchState, team: 0 | 1): Roster => ({
  id: '',
  name: s.teams[team].name,
  race: s.teams[team].race,
  rerolls: s.teams[team].rerolls,
  players: s.players.filter((p) => p.team === team).map((p) => ({ name: p.name, position: p.position })),
});

/** Rows of each wide zone (the rules file: four squares from each sideline). */
const WIDE_ROWS = 4;

export const BLOOD_BOWL_ZONES: PitchZones = {
  width: PITCH_LENGTH,
  height: PITCH_WIDTH,
  endZones: [ownEndZoneX(0), ownEndZoneX(1)],
  scrimmage: [lineOfScrimmageX(0), lineOfScrimmageX(1)],
  wideRows: WIDE_ROWS,
};

/** What the board draws of a state: each figure in its team's colours with its shirt number. */
export function boardStateOf(s: MatchState, glyph: (position: string) => string, looks: BBLooks = defaultLooks({ teams: [rosterOf(s, 0), rosterOf(s, 1)] })): SquareBoardState {
  const ball = s.ball.at === 'carried' ? { carrier: s.ball.player } : s.ball.at === 'ground' ? { square: s.ball.square } : null;
  const colours = looks.map((l) => ({ primary: colourNumber(l.colours.primary), secondary: colourNumber(l.colours.secondary) }));
  return {
    ball,
    figures: s.players.map((p) => ({
      id: p.id,
      team: p.team,
      colours: colours[p.team] as FigureColours,
      number: shirtNumber(s, p.id, looks),
      glyph: glyph(p.position),
      where: p.where,
      square: p.square,
      status: p.status,
      // Faded only in the team's own turn: the flags of the team waiting stay from its last turn.
      acted: p.acted && p.team === s.acting,
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
