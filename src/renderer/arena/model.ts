// View-model of the arena: plain data the renderer draws. No Pixi objects, no rules.
// The match screen (or fromMatchState) builds it from the engine state; the arena only draws it.
import type { Direction } from '../../shared/hex';
import type { HexId } from '../../shared/games/dreadball/pitch';

export type ArenaSide = 'home' | 'away';
export type ArenaRole = 'guard' | 'jack' | 'striker';

/** Where a figure is when it is not on a pitch hex. */
export type OffPitchPlace =
  | { kind: 'bench' }
  | { kind: 'cage'; zone: 1 | 2 | 3 }
  | { kind: 'dead' };

export interface TeamColours {
  /** Disc fill. */
  primary: number;
  /** Rim and glyph. */
  secondary: number;
}

export interface ArenaFigure {
  id: string;
  side: ArenaSide;
  role: ArenaRole;
  number: number;
  colours: TeamColours;
  /** Pitch hex id, or null when off the pitch (then `place` says where). */
  hex: HexId | null;
  place?: OffPitchPlace;
  facing: Direction;
  fallen: boolean;
  hasBall: boolean;
  actionsUsed: 0 | 1 | 2;
  freeAction: boolean;
  selected: boolean;
}

export type BallPlace =
  | { kind: 'none' }
  | { kind: 'hex'; hex: HexId }
  | { kind: 'carried'; figureId: string };

export interface ArenaState {
  figures: ArenaFigure[];
  ball: BallPlace;
  /** Rush number 1..14 (0 before the first rush). */
  rush: number;
  /** Which side rushes on odd rushes (the first rush of the match). */
  firstRushSide: ArenaSide;
  score: { home: number; away: number };
  /** Each side's kit, shown on its bench and on the rush track (absent: the pitch's own white and red). */
  kits?: Readonly<Record<ArenaSide, TeamColours>>;
}

export const DEFAULT_COLOURS: Readonly<Record<ArenaSide, TeamColours>> = {
  home: { primary: 0x1d4ed8, secondary: 0xf5f5f5 },
  away: { primary: 0xb91c1c, secondary: 0xfde68a },
};

export function emptyArenaState(): ArenaState {
  return { figures: [], ball: { kind: 'none' }, rush: 0, firstRushSide: 'home', score: { home: 0, away: 0 } };
}

/** A hex highlight: colour, optional small label (e.g. "2 dodges 58%"). */
export interface HexHighlight {
  hex: HexId;
  colour: number;
  label?: string;
  /** Fill alpha, 0.35 unless given. */
  alpha?: number;
  /** The rolls the label's second line counts: drawn as pips when the board is too small for its words. */
  rolls?: number;
}

/** One step of a scatter as the engine reports it. */
export type ScatterStep =
  | { kind: 'enter'; hex: HexId }
  /** The ball in `hex`, moving in `direction`, hits the wall and leaves in `newDirection`. */
  | { kind: 'bounce'; hex: HexId; direction: Direction; newDirection: Direction };

export type DieSource = 'team' | 'coach' | 'extra';
export interface DieFace {
  face: number;
  source: DieSource;
}

export type AnimationSpeed = 'normal' | 'fast' | 'instant';
