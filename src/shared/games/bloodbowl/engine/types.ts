/** The Blood Bowl match state, its decisions and its events: plain JSON throughout. */
import type { SquareId, TeamIndex } from '../pitch/pitch';
import type { BlockFace } from '../tables/block-dice';
import type { InjuryResult } from '../tables/injury';
import type { RaceId } from '../teams/races';
import type { Roster } from '../teams/roster';
import type { Skill } from '../teams/skills';
import type { BBDice } from './dice';

export type { SquareId, TeamIndex };

export type Where = 'reserves' | 'pitch' | 'ko' | 'casualty' | 'sent-off';
export type Status = 'standing' | 'prone' | 'stunned';

export interface Player {
  readonly id: number;
  readonly team: TeamIndex;
  readonly name: string;
  readonly position: string;
  readonly ma: number;
  readonly st: number;
  readonly ag: number;
  readonly av: number;
  readonly skills: readonly Skill[];
  // Read-only here: states share players, and the engine writes only its own copy of one
  // (`writable` in context.ts).
  readonly where: Where;
  readonly square: SquareId | null;
  readonly status: Status;
  /** Took his action this turn. */
  readonly acted: boolean;
  /** Stunned in the turn now being played: he does not turn over at its end. */
  readonly justStunned: boolean;
  /** Used his Dodge re-roll this turn. */
  readonly usedDodge: boolean;
}

export interface Team {
  readonly name: string;
  readonly race: RaceId;
  readonly rerolls: number;
  // Read-only here like a player's: the engine writes only its own copy (`writableTeam`).
  readonly rerollsLeft: number;
  readonly score: number;
  /** Turns of this half taken (or lost), 0-8. */
  readonly turns: number;
  readonly rerollUsedThisTurn: boolean;
}

export type Ball = { at: 'carried'; player: number } | { at: 'ground'; square: SquareId } | { at: 'none' };

export type TestName = 'dodge' | 'gfi' | 'pick-up' | 'catch' | 'pass' | 'interception' | 'stand-up';
export type ActionName = 'move' | 'block' | 'blitz' | 'pass' | 'hand-off' | 'foul';

export interface MatchSetup {
  readonly teams: readonly [Roster, Roster];
  readonly seed: number;
  /** The 4-minute turn limit (off by default): its running out is a turnover. */
  readonly turnTimer?: boolean;
}

/** A test's outcome as its parent frame reads it. */
export interface TestResult {
  readonly ok: boolean;
  readonly roll: number;
}

/** The procedure stack (botbowl's style): each frame is one nested question being resolved. */
export type Frame =
  | { kind: 'end' }
  | { kind: 'roll-off' }
  | { kind: 'choose-kick'; winner: TeamIndex }
  | { kind: 'half'; half: 1 | 2; started: boolean; nextKicking: TeamIndex | null }
  | { kind: 'drive'; kicking: TeamIndex; started: boolean }
  | { kind: 'setup'; team: TeamIndex }
  | { kind: 'kick'; team: TeamIndex; kicked: boolean }
  | { kind: 'touchback'; team: TeamIndex }
  | { kind: 'turns'; next: TeamIndex }
  | { kind: 'turn'; team: TeamIndex }
  | { kind: 'activation'; player: number; action: ActionName; used: number; blocked: boolean; done: boolean; started: boolean; result?: TestResult }
  | { kind: 'test'; test: TestName; player: number; target: number; modifier: number; roll: number | null; rerolled: boolean; asking: boolean }
  | { kind: 'step'; player: number; from: SquareId; to: SquareId; gfi: boolean; dodge: boolean; stage: 'gfi' | 'dodge' | 'enter' | 'pick-up' | 'done'; result?: TestResult }
  | {
      kind: 'block';
      attacker: number;
      defender: number;
      dice: number;
      chooser: TeamIndex;
      faces: BlockFace[];
      rerolled: boolean;
      stage: 'roll' | 'reroll' | 'choose' | 'push' | 'follow-up' | 'knock-downs' | 'done';
      face: BlockFace | null;
      pushed: { player: number; from: SquareId }[];
      /** Players to knock down once the pushes and the follow-up are done, in the order they fell. */
      downs: number[];
      /** Players pushed into the crowd, waiting for its injury roll (after the follow-up). */
      crowd?: number[];
      ball: BallAfter | null;
      /** A Blitz paying for the block with a GFI square: that roll's result. */
      result?: TestResult;
    }
  | { kind: 'push'; block: number; from: SquareId; victim: number; chosen: SquareId | 'crowd' | null }
  | { kind: 'pass'; thrower: number; target: SquareId; stage: 'intercept' | 'intercepting' | 'throw' | 'thrown' | 'settle'; fumble: boolean; result?: TestResult; interceptor: number | null }
  | { kind: 'hand-off'; giver: number; receiver: number; stage: 'catch' | 'settle' }
  | { kind: 'catch'; player: number; modifier: number; stage: 'test' | 'tested'; kick: boolean; result?: TestResult }
  | { kind: 'bounce'; from: SquareId; kick: boolean }
  | { kind: 'throw-in'; from: SquareId; edge: 'top' | 'bottom' | 'left' | 'right' };

/** What becomes of the ball once a block's pushes and falls are done. */
export type BallAfter = { kind: 'bounce'; from: SquareId } | { kind: 'throw-in'; from: SquareId; edge: 'top' | 'bottom' | 'left' | 'right' };

export interface MatchState {
  readonly rulesVersion: number;
  teams: [Team, Team];
  players: Player[];
  ball: Ball;
  half: 1 | 2;
  /** The team that kicked off the first half (null before the choice). */
  firstKicking: TeamIndex | null;
  /** Whose turn it is (null at set-up and kick-off). */
  acting: TeamIndex | null;
  /** Replaced whole when it changes (states share it). */
  used: { readonly blitz: boolean; readonly pass: boolean; readonly handOff: boolean; readonly foul: boolean };
  /** Why the turn is ending, once a turnover happened. */
  turnover: string | null;
  /** A touchdown ended the drive: the team that scored. */
  scored: TeamIndex | null;
  readonly turnTimer: boolean;
  stack: Frame[];
  result: { winner: TeamIndex | null; score: [number, number] } | null;
  dice: BBDice;
}

export type Decision =
  | { kind: 'roll-off' }
  | { kind: 'kick-or-receive'; choice: 'kick' | 'receive' }
  | { kind: 'place'; player: number; square: SquareId }
  | { kind: 'setup-done' }
  | { kind: 'kick'; square: SquareId }
  | { kind: 'touchback'; player: number }
  | { kind: 'action'; player: number; action: ActionName }
  | { kind: 'end-turn' }
  | { kind: 'time-up' }
  | { kind: 'step'; square: SquareId }
  | { kind: 'block'; target: number }
  | { kind: 'pass'; square: SquareId }
  | { kind: 'hand-off'; target: number }
  | { kind: 'foul'; target: number }
  | { kind: 'end-action' }
  | { kind: 'reroll'; use: 'team' | 'skill' | 'none' }
  | { kind: 'block-face'; face: BlockFace }
  | { kind: 'push'; square: SquareId | 'crowd' }
  | { kind: 'follow-up'; follow: boolean }
  | { kind: 'intercept'; player: number | null };

export type GameEvent =
  | { type: 'roll-off'; rolls: [number, number]; winner: TeamIndex | null }
  | { type: 'kick-choice'; team: TeamIndex; choice: 'kick' | 'receive' }
  | { type: 'half-start'; half: 1 | 2; kicking: TeamIndex }
  | { type: 'drive-start'; kicking: TeamIndex }
  | { type: 'ko-recovery'; player: number; roll: number; recovered: boolean }
  | { type: 'no-players'; team: TeamIndex }
  | { type: 'placed'; player: number; square: SquareId }
  | { type: 'setup-done'; team: TeamIndex }
  | { type: 'kick'; target: SquareId; direction: number; distance: number; lands: SquareId | null }
  | { type: 'touchback'; player: number }
  | { type: 'turn-start'; team: TeamIndex; turn: number; half: 1 | 2 }
  | { type: 'turn-end'; team: TeamIndex; turnover: string | null }
  | { type: 'turnover'; team: TeamIndex; reason: string }
  | { type: 'action'; player: number; action: ActionName }
  | { type: 'stand-up'; player: number; square: SquareId }
  | { type: 'move'; player: number; from: SquareId; to: SquareId }
  | { type: 'test'; test: TestName; player: number; roll: number; target: number; modifier: number; needed: number; ok: boolean }
  | { type: 'reroll'; player: number; test: TestName | 'block'; use: 'team' | 'skill'; skill: Skill | null }
  | { type: 'block'; attacker: number; defender: number; dice: number; chooser: TeamIndex; attackerST: number; defenderST: number }
  | { type: 'block-dice'; rolls: number[]; faces: BlockFace[] }
  | { type: 'block-face'; face: BlockFace }
  | { type: 'push'; player: number; from: SquareId; to: SquareId | null }
  | { type: 'follow-up'; player: number; from: SquareId; to: SquareId }
  | { type: 'knocked-down'; player: number; square: SquareId }
  | { type: 'armour'; player: number; rolls: [number, number]; modifier: number; broken: boolean }
  | { type: 'injury'; player: number; rolls: [number, number]; result: InjuryResult; crowd: boolean }
  | { type: 'sent-off'; player: number }
  | { type: 'stunned-recovers'; player: number }
  | { type: 'ball-lands'; square: SquareId }
  | { type: 'bounce'; from: SquareId; direction: number; to: SquareId | null }
  | { type: 'scatter'; from: SquareId; direction: number; to: SquareId | null }
  | { type: 'throw-in'; from: SquareId; edge: string; direction: number; distance: number; rolls: [number, number, number]; lands: SquareId | null }
  | { type: 'catch'; player: number; ok: boolean }
  | { type: 'pick-up'; player: number; ok: boolean }
  | { type: 'pass'; thrower: number; target: SquareId; distance: number; outcome: 'accurate' | 'inaccurate' | 'fumble' }
  | { type: 'hand-off'; giver: number; receiver: number }
  | { type: 'interception'; player: number; ok: boolean }
  | { type: 'foul'; fouler: number; target: number; assists: number }
  | { type: 'touchdown'; player: number; team: TeamIndex; score: [number, number] }
  | { type: 'lost-turn'; team: TeamIndex }
  | { type: 'half-end'; half: 1 | 2 }
  | { type: 'match-end'; winner: TeamIndex | null; score: [number, number] };

export interface Question {
  readonly decider: TeamIndex;
  readonly prompt: string;
  /** Every decision, in order (a lazy question builds them on first reading). */
  readonly decisions: Decision[];
  /**
   * A long question (a set-up's 2,000-odd placements) may be lazy: `count` decisions, `at(i)`
   * building decision i alone, and `find(d)` the listed decision equal to `d` (or undefined)
   * without building the list. All three agree with `decisions`.
   */
  readonly count?: number;
  readonly at?: (i: number) => Decision;
  readonly find?: (d: Decision) => Decision | undefined;
}

export interface EngineError {
  readonly code: 'illegal-decision' | 'match-over' | 'dice-exhausted';
  readonly message: string;
  readonly legal?: readonly Decision[];
}
