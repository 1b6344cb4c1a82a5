/** The Rülerball match state, its decisions and its events: plain JSON throughout. */
import type { LooseKind } from '../ball/flight';
import type { BoxEntry, Clock } from '../clock/boxes';
import type { Possession } from '../laps/activation';
import type { Offence } from '../referees/offences';
import type { AssaultResult, FigureKind, InjuryResult } from '../tables/numbers';
import type { Seat } from '../track/places';
import type { Cell, Sector } from '../track/track';
import type { Roster } from '../teams/roster';
import type { RBDice } from './dice';

export type { Cell, Seat, Sector };

/**
 * Where a figure is: standing on the track, fallen (knocked down: stands next move at speed 1),
 * lying (injured, unconscious or dead: an obstacle until the next reset), waiting at its tunnel
 * (released from a box, enters in its tunnel sector's move) or off the track (in a box).
 */
export type FigureState = 'standing' | 'fallen' | 'lying' | 'waiting' | 'off';

export interface Figure {
  readonly id: number;
  readonly seat: Seat;
  readonly name: string;
  readonly kind: FigureKind;
  readonly topSpeed: number;
  readonly acceleration: number;
  readonly skill: number;
  readonly strength: number | null;
  readonly armour: number;
  state: FigureState;
  cell: Cell | null;
  /** This turn's speed once moved (the steps taken), else last turn's. */
  speed: number;
  moved: boolean;
  fought: boolean;
  /** The injury a lying figure took (it leaves the track at the next reset). */
  injury: InjuryResult | null;
  /** Noticed offences by rule, for the second-offence rule. */
  offences: Partial<Record<Offence, number>>;
}

export interface Team {
  readonly name: string;
  score: number;
}

export type Ball =
  | { at: 'none' }
  | { at: 'held'; figure: number }
  | { at: 'loose'; cell: Cell; speed: number; kind: LooseKind };

export type Step = 'move' | 'combat' | 'score' | 'over';

/** A question asked in the middle of a figure's go: a rider's grab, a marginal hit's push. */
export type Pending =
  | { kind: 'grab'; biker: number; rider: number }
  | { kind: 'push'; attacker: number; defender: number; squares: Cell[] };

export interface MatchState {
  readonly rulesVersion: number;
  teams: [Team, Team];
  figures: Figure[];
  ball: Ball;
  clock: Clock;
  boxes: BoxEntry[];
  possession: Possession | null;
  /** The defense that let the carrier leave its goal sector: no screen until the ball comes round again. */
  screenBarred: Seat | null;
  step: Step;
  /** The d12's sector this turn, and how many sectors of the marker's round are finished (0-12). */
  first: Sector;
  marker: number;
  /** Sectors (marker indices) whose returning figures have entered this turn. */
  entered: number;
  /** The marker index last announced (-1: none yet in this step). */
  shown: number;
  /** The Score step's question was asked this turn. */
  shotAsked: boolean;
  /** The figure whose go it is (null between goes). */
  actor: number | null;
  pending: Pending | null;
  /** An opposing skater or catcher who grabbed the actor biker's ride. */
  grabbed: number | null;
  /** Where the ball was held when the Move step began (ball in motion), and its goal-sector turns. */
  ballStartSector: Sector | null;
  goalSectorTurns: number;
  /** A carrier who could not leave his sector must assault in Combat. */
  mustAssault: number | null;
  /** An offense figure was penalised this turn: a goal this turn is cancelled. */
  offensePenalised: boolean;
  /** The team that receives at the next reset, when one is due (after a shot). */
  resetFor: Seat | null;
  result: { winner: Seat | null; score: [number, number] } | null;
  dice: RBDice;
}

/**
 * How a team looks on the screen (the engine never reads it): its short name, colours and the
 * figures' numbers in sheet order, from the team file the match began with. Optional: matches of
 * stock teams saved before it take their looks from the stock teams.
 */
export interface TeamLook {
  readonly shortName: string;
  readonly colours: { readonly primary: string; readonly secondary: string };
  readonly numbers: readonly number[];
}

export interface MatchSetup {
  readonly teams: readonly [Roster, Roster];
  readonly seed: number;
  readonly looks?: readonly [TeamLook, TeamLook];
}

export type Decision =
  | { kind: 'move'; figure: number; speed: number; to: Cell; tow?: number; handOff?: number }
  | { kind: 'grab'; figure: number; grab: boolean }
  | { kind: 'assault'; figure: number; target: number; withBall?: boolean }
  | { kind: 'hold'; figure: number }
  | { kind: 'push'; to: Cell }
  | { kind: 'shoot'; figure: number; interfere?: number }
  | { kind: 'no-shot'; figure: number };

export type DeadReason = 'gutter' | 'stopped' | 'laps-run-out' | 'ball-in-motion' | 'penalty' | 'dropped-inside';

export type GameEvent =
  | { type: 'turn-start'; period: number; minute: number; counted: boolean }
  | { type: 'released'; figure: number }
  | { type: 'cannon'; rolls: [number, number]; speed: number }
  | { type: 'ball-rolls'; from: Cell; passes: Cell[]; to: Cell | null; speed: number }
  | { type: 'field'; figure: number; roll: number; need: number; ok: boolean }
  | { type: 'ball-hits'; figure: number; roll: number; need: number; dodged: boolean }
  | { type: 'ball-dead'; reason: DeadReason; cell: Cell | null }
  | { type: 'initiative'; roll: number; sector: Sector }
  | { type: 'marker'; sector: Sector; step: 'move' | 'combat' }
  | { type: 'enters'; figure: number; cell: Cell }
  | { type: 'waits'; figure: number }
  | { type: 'move'; figure: number; speed: number; from: Cell; path: Cell[]; stop: 'exact' | 'controlled' | 'blocked' }
  | { type: 'stands'; figure: number }
  | { type: 'tow'; biker: number; rider: number; path: Cell[] }
  | { type: 'grab'; biker: number; rider: number; grab: boolean }
  | { type: 'hand-off'; giver: number; receiver: number; roll: number; need: number; ok: boolean }
  | { type: 'pick-up'; figure: number; roll: number; need: number; ok: boolean }
  | { type: 'offence'; figure: number; offence: Offence; rolls: [number, number]; noticed: boolean }
  | { type: 'penalty'; figure: number; offence: Offence; minutes: number | null }
  | { type: 'goal-cancelled'; figure: number }
  | { type: 'assault'; attacker: number; defender: number; attack: [number, number]; defend: [number, number]; attackTotal: number; defendTotal: number; margin: number; result: AssaultResult }
  | { type: 'push'; figure: number; from: Cell; to: Cell | null }
  | { type: 'slowed'; figure: number; speed: number }
  | { type: 'knocked-down'; figure: number; cell: Cell }
  | { type: 'armour'; figure: number; rolls: [number, number]; broken: boolean }
  | { type: 'injury'; figure: number; rolls: [number, number]; result: InjuryResult }
  | { type: 'hold-ball'; figure: number; roll: number; need: number; ok: boolean }
  | { type: 'steal'; figure: number; from: number }
  | { type: 'dropped'; figure: number; cell: Cell }
  | { type: 'marked'; team: Seat; sector: Sector }
  | { type: 'activated'; team: Seat }
  | { type: 'screen-barred'; team: Seat }
  | { type: 'shot'; figure: number; rolls: [number, number]; need: number; goal: boolean }
  | { type: 'goal'; team: Seat; score: [number, number] }
  | { type: 'reset'; receiver: Seat }
  | { type: 'period-end'; period: number }
  | { type: 'match-end'; winner: Seat | null; score: [number, number] };

export interface Question {
  readonly decider: Seat;
  readonly prompt: 'move' | 'grab' | 'assault' | 'push' | 'shoot';
  readonly figure: number;
  readonly decisions: Decision[];
}

export interface EngineError {
  readonly code: 'illegal-decision' | 'match-over' | 'dice-exhausted';
  readonly message: string;
  readonly legal?: readonly Decision[];
}
