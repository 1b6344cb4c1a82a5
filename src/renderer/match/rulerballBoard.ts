// What the ring board draws of a Rülerball match, and where each decision is chosen on it. The
// teams' colours and numbers come from the setup's looks (the team files the match began with),
// else from the stock team a roster was built from (its id is `stock-N`); the away side takes its
// second colour when both sides wear the same. No rules here.
import { distinguishable } from '../../shared/games/dreadball/teams/colour';
import type { Decision, MatchSetup, MatchState } from '../../shared/games/rulerball/engine/types';
import { STOCK_TEAMS } from '../../shared/games/rulerball/teams/stock';
import { GOAL_SECTOR, CANNON_CELL, mouthOf, tunnelSquares } from '../../shared/games/rulerball/track/places';
import { ringOf, sectorOf } from '../../shared/games/rulerball/track/track';
import type { Words } from '../../shared/words';
import type { TrackBoardState, TrackFigure, TrackPlaces } from '../arena/trackBoard';

export interface RBTeamLook {
  colour: string;
  /** Shirt numbers in team-sheet order. */
  numbers: readonly number[];
}
export type RBLooks = readonly [RBTeamLook, RBTeamLook];

const FALLBACK = ['#c62828', '#1e63c4'] as const;

/** The stock team a roster id names (`stock-N`), if any. */
export function stockIndexOf(id: string): number | null {
  const m = /^stock-(\d+)$/.exec(id);
  const i = m ? Number(m[1]) : NaN;
  return Number.isInteger(i) && i >= 0 && i < STOCK_TEAMS.length ? i : null;
}

export function looksOf(setup: MatchSetup): RBLooks {
  const one = (team: 0 | 1): { colour: string; second: string; numbers: number[] } => {
    const roster = setup.teams[team];
    const look = setup.looks?.[team];
    if (look && look.numbers.length === roster.figures.length) return { colour: look.colours.primary, second: look.colours.secondary, numbers: [...look.numbers] };
    const i = stockIndexOf(roster.id);
    const stock = i === null ? undefined : STOCK_TEAMS[i];
    if (!stock) return { colour: FALLBACK[team], second: FALLBACK[team], numbers: roster.figures.map((_, k) => k + 1) };
    return { colour: stock.colours.primary, second: stock.colours.secondary, numbers: stock.figures.map((f) => f.number) };
  };
  const home = one(0);
  const away = one(1);
  const awayColour = distinguishable(home.colour, away.colour) ? away.colour : distinguishable(home.colour, away.second) ? away.second : FALLBACK[home.colour === FALLBACK[1] ? 0 : 1];
  return [
    { colour: home.colour, numbers: home.numbers },
    { colour: awayColour, numbers: away.numbers },
  ];
}

export const colourNumber = (hex: string): number => Number.parseInt(hex.replace('#', ''), 16) || 0;

export const TRACK_PLACES: TrackPlaces = {
  mouths: [mouthOf(GOAL_SECTOR.home), mouthOf(GOAL_SECTOR.away)],
  cannon: CANNON_CELL,
  tunnels: [tunnelSquares('home'), tunnelSquares('away')],
};

/** The board's picture of a state: figures (glyphs in the player's language), the ball, the actor. */
export function boardStateOf(s: MatchState, glyph: (kind: string) => string, looks: RBLooks): TrackBoardState {
  const figures: TrackFigure[] = s.figures.map((f) => {
    const team = f.seat === 'home' ? 0 : 1;
    const onTrack = f.cell !== null && (f.state === 'standing' || f.state === 'fallen' || f.state === 'lying');
    return {
      id: f.id,
      team,
      colour: colourNumber(looks[team].colour),
      glyph: glyph(f.kind),
      speed: f.speed,
      where: onTrack ? 'track' : f.state === 'waiting' ? 'waiting' : 'off',
      cell: onTrack ? f.cell : null,
      status: f.state === 'fallen' ? 'fallen' : f.state === 'lying' ? 'lying' : 'standing',
    };
  });
  const b = s.ball;
  const ball = b.at === 'held' ? { carrier: b.figure } : b.at === 'loose' ? { cell: b.cell } : null;
  return { figures, ball, actor: s.actor };
}

/** The square a decision is chosen on (a move's end, an assault's target, a push's square), or null for a button. */
export function squareOfDecision(s: MatchState, d: Decision): number | null {
  if (d.kind === 'move' || d.kind === 'push') return d.to;
  if (d.kind === 'assault') return s.figures[d.target]?.cell ?? null;
  return null;
}

/** "ring 2, sector 7". */
export function squareLabel(cell: number): Words {
  return { key: 'rulerball.square', params: { ring: ringOf(cell), sector: sectorOf(cell) } };
}
