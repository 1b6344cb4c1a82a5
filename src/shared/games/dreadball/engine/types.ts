import type { DieFace } from '../../../dice/test';
import type { DiceState } from '../../../dice/rng';
import type { Direction } from '../../../hex/axial';
import type { HexId } from '../pitch/pitch';
import type { Side } from '../pitch/zones';
import type { Ability, PlayerCareer, TeamUpgrade } from '../teams/career';
import type { Role } from '../teams/roster';
import type { MoveSet } from './move-search';

/**
 * Coaches are named by a stable key fixed at match creation: 'A' brought teams[0], 'B' teams[1].
 * The roll-off decides which of them is home; `MatchState.home` records it.
 */
export type Coach = 'A' | 'B';
/** Index of a team in `MatchState.teams`: 0 belongs to coach A, 1 to coach B. */
export type TeamIx = 0 | 1;

export const COACHES: readonly [Coach, Coach] = ['A', 'B'];

export type ActionKind = 'run' | 'sprint' | 'slam' | 'snatch' | 'throw' | 'stand-up';

export type Where = 'pitch' | 'bench' | 'cage' | 'dead';

/** One figure. Player ids are indexes into `MatchState.players` (team 0's players first). */
export interface PlayerRec {
  id: number;
  team: TeamIx;
  name: string;
  number: number;
  typeId: string;
  role: Role;
  move: number;
  strength: number;
  speed: number;
  skill: number;
  armour: number;
  steadfast: boolean;
  where: Where;
  /** Hex on the pitch, OFF_PITCH (-1) elsewhere. */
  hex: HexId;
  facing: Direction;
  /** Knocked down or fallen (only meaningful on the pitch). */
  down: boolean;
  /** Cage zone 1..3 while in the cage, else 0. */
  cage: number;
  /** Token actions this player has taken in the current rush (at most 2). */
  tokenActions: number;
  /**
   * A league player's career (absent for stock and custom teams): the abilities and injuries the
   * career hooks read (`career/hooks.ts`). Stat upgrades and a leg injury are already in the stats.
   */
  career?: PlayerCareer;
}

export interface TeamInfo {
  id: string;
  name: string;
  shortName: string;
  raceId: string;
}

/** The ball: carried (carrier >= 0, hex -1), loose on a hex (carrier -1), or not in play (both -1). */
export interface BallState {
  hex: HexId;
  carrier: number;
}

export type MovePlan = 'run' | 'sprint' | 'step';

/** The action being resolved. */
export interface ActionCtx {
  player: number;
  kind: ActionKind;
  free: boolean;
  stage: 'move' | 'target';
  /** How movement works for this action: a Run (free turns), a Sprint (turns cost), or a Jack's single step. */
  plan: MovePlan;
  /** Movement allowance of the plan (hexes, or hexes + turns for a Sprint). */
  allowance: number;
  /** Whether Sprint extras may add movement beyond the allowance. */
  extrasAllowed: boolean;
  /** Movement units used so far. */
  used: number;
  dodges: number;
  extras: number;
  movedOrTurned: boolean;
  /** Opponents adjacent to the player when the action began (for the Slam's +1). */
  adjacentAtStart: number[];
}

export interface FreeActionOffer {
  player: number;
  kinds: ActionKind[];
}

export type ResultReason = 'landslide' | 'final-whistle' | 'sudden-death-strike' | 'sudden-death-throwers' | 'sudden-death-draw' | 'sudden-death-timeout';

export interface MatchResult {
  winner: Coach | null;
  reason: ResultReason;
}

/** `no-players`: tokens are left but no player of the rushing coach may still act (rules version 2). */
export type RushEndReason = 'coach' | 'tokens' | 'no-players' | 'ball-lost' | 'throw-at-opponent' | 'strike';

export type Phase = 'roll-off' | 'setup' | 'rush' | 'over';

export type PromptKind =
  | 'roll-off'
  | 'choose-side'
  | 'setup'
  | 'facing'
  | 'action'
  | 'move'
  | 'target'
  | 'defence'
  | 'coach-dice'
  | 'push'
  | 'follow-up'
  | 'duck-step'
  | 'career'
  | 'hurry-up'
  | 'free-action'
  | 'none';

/** A question asked in the middle of resolving something: its options are fixed when asked. */
export interface SubPrompt extends PromptDetail {
  kind: PromptKind;
  decider: Coach;
  options: Decision[];
  /** The player the question is about. */
  player: number;
}

/** What a question says about the dice to come, so odds can be shown before anyone commits. */
export interface PromptDetail {
  /** `coach-dice`: the test the coach dice would be added to. */
  test?: TestPreview;
  /** `defence`: for each option, in order, the defender's roll against the attacker's. */
  defences?: DefencePreview[];
  /** `career` for Pitch Control: the launch die it would roll again. */
  launchRoll?: number;
}

/** How to continue a resolution that stopped for a question: re-run `first` from `base` with `answers`. */
export interface Resume {
  base: MatchState;
  first: Decision;
  answers: Decision[];
  /** Events already handed out by earlier partial runs. */
  emitted: number;
}

export interface MatchState {
  version: 1;
  teams: [TeamInfo, TeamInfo];
  /** Team index of the home team, -1 before the roll-off. */
  home: TeamIx | -1;
  players: PlayerRec[];
  ball: BallState;
  phase: Phase;
  setupTeam: TeamIx;
  /** Rush number 1..14 (sudden death counts 1..14 again). */
  rush: number;
  suddenDeath: boolean;
  rushing: TeamIx;
  tokens: number;
  /** Each team's total points, by team index. */
  score: [number, number];
  /** The score-difference track: home total minus away total. */
  scoreDiff: number;
  coachDice: [number, number];
  /** A launch is due at the start of the coming rush (match start, after a Strike). */
  launchPending: boolean;
  /** Set when the rush must end once pending free actions are done (ball lost, throw at an opponent, Strike). */
  rushEnd: RushEndReason | null;
  action: ActionCtx | null;
  suspended: ActionCtx[];
  freeActions: FreeActionOffer[];
  result: MatchResult | null;
  prompt: SubPrompt | null;
  resume: Resume | null;
  dice: DiceState;
  /** Each team's league team upgrades, by team index (absent when neither team has any). */
  upgrades?: [TeamUpgrade[], TeamUpgrade[]];
  /** Players who have used Counterattack this rush (absent until one does). */
  counterattacked?: number[];
  /** Whether each team has used Pitch Control this match (absent until one does). */
  pitchControlUsed?: [boolean, boolean];
}

export type ThrowTarget = { player: number } | { hex: HexId };

export type Decision =
  | { kind: 'roll-off' }
  | { kind: 'side'; side: Side }
  | { kind: 'place'; player: number; hex: HexId }
  /** Set-up: pick up a player placed in this set-up; he goes back to the bench (and may be placed again). */
  | { kind: 'unplace'; player: number }
  | { kind: 'setup-done' }
  | { kind: 'facing'; facing: Direction }
  | { kind: 'action'; player: number; action: ActionKind }
  | { kind: 'end-rush' }
  | { kind: 'move'; path: HexId[]; facing: Direction }
  | { kind: 'target'; player: number }
  | { kind: 'target-hex'; hex: HexId }
  | { kind: 'defend'; choice: 'duck' | 'counter-slam' }
  | { kind: 'coach-dice'; count: number }
  | { kind: 'push'; hex: HexId }
  | { kind: 'follow-up'; follow: boolean }
  | { kind: 'duck-step'; hex: HexId }
  | { kind: 'free-action'; action: ActionKind | 'decline' }
  /** Whether to use a league ability or team upgrade the flow offers (campaign.md). */
  | { kind: 'career'; ability: CareerChoice; use: boolean };

/** League abilities and team upgrades that ask their coach whether to use them. */
export type CareerChoice = 'counterattack' | 'stiff-arm' | 'pitch-control';
export const CAREER_CHOICES: readonly CareerChoice[] = ['counterattack', 'stiff-arm', 'pitch-control'];

export type TestKind =
  | 'dodge'
  | 'sprint-extra'
  | 'pick-up'
  | 'catch'
  | 'stand-up'
  | 'slam'
  | 'counter-slam'
  | 'duck'
  | 'snatch'
  | 'throw'
  | 'armour';

/**
 * A roll as it will be made, before coach dice: built by the same code that makes the roll, so
 * `dice`, `target` and `modifiers` are exactly what the `test` event will show.
 */
export interface RollPreview {
  player: number;
  test: TestKind;
  target: number;
  base: number;
  modifiers: Modifier[];
  /** Dice after modifiers, never below 0; coach dice come on top. */
  dice: number;
  /** A career ability that rolls one of these dice showing 1 again (absent without one). */
  rerollOne?: Ability;
}

/** A test about to be rolled. */
export interface TestPreview extends RollPreview {
  /** Successes needed, or null for an opposed test. */
  needed: number | null;
  /**
   * Opposed tests only: the other side's roll, with the coach dice it has already added (null
   * while it has not chosen yet). Null when nobody rolls against it (a throw at an opponent who
   * cannot see it coming: 0 successes).
   */
  against?: OpposedRoll | null;
}

export interface OpposedRoll extends RollPreview {
  coachDice: number | null;
}

export interface DefencePreview {
  choice: 'duck' | 'counter-slam';
  /** The defender's opposed test, `against` the attacker. */
  test: TestPreview;
}

/** One roll a move path needs (`moveRolls`), in the order the move would make them. */
export interface MoveRoll {
  /** A Guard entering the loose ball's hex kicks it (a scatter, not a test): the move stops there. */
  kind: 'dodge' | 'sprint-extra' | 'pick-up' | 'kick';
  /** The unit that rolls: a step `from` -> `to`, a Sprint turn (`from` = `to`), or `to` = -1 onto the bench. */
  from: HexId;
  to: HexId;
  /** The test (null for a kick). */
  test: TestPreview | null;
}

/** The dice a declared target would bring (`targetRolls`). */
export interface TargetPreview {
  /** The acting player's test: opposed for a Slam, a Snatch and a throw at an opponent (`against` = the duck). */
  test: TestPreview;
  /** A Slam or Snatch: the defender's roll for each defence open to him. */
  defences?: DefencePreview[];
  /** A pass: the team-mate's catch; its base dice are the throw's successes, known only after the throw. */
  catch?: { player: number; test: 'catch'; target: number; modifiers: Modifier[]; rerollOne?: Ability };
}

/** Modifiers from a league career (`career/hooks.ts`): an injury, an ability or a team upgrade. */
export type CareerReason =
  | 'chest-injury'
  | 'arm-injury'
  | 'back-injury'
  | 'nerve-injury'
  | 'agile-dodge'
  | 'strider'
  | 'dirty-player'
  | 'far-shooter'
  | 'goalkeeper'
  | 'teamwork'
  | 'counterattack';
export const CAREER_REASONS: readonly CareerReason[] = [
  'chest-injury',
  'arm-injury',
  'back-injury',
  'nerve-injury',
  'agile-dodge',
  'strider',
  'dirty-player',
  'far-shooter',
  'goalkeeper',
  'teamwork',
  'counterattack',
];

export interface Modifier {
  reason: 'guard' | 'striker' | 'moved-adjacent' | 'threat' | 'strike-hex' | 'moved-or-turned' | 'sprinting' | 'throw-successes' | CareerReason;
  dice: number;
}

export type GameEvent =
  | { type: 'roll-off'; faces: [number, number]; winner: Coach | null }
  | { type: 'side-chosen'; coach: Coach; side: Side }
  | { type: 'placed'; player: number; hex: HexId }
  /** A placed player picked up again during set-up (from `hex`), back on the bench. */
  | { type: 'unplaced'; player: number; hex: HexId }
  | { type: 'faced'; player: number; facing: Direction }
  | { type: 'setup-done'; coach: Coach }
  | { type: 'rush-start'; rush: number; coach: Coach; suddenDeath: boolean }
  | { type: 'rush-end'; rush: number; coach: Coach; reason: RushEndReason }
  | { type: 'sudden-death' }
  | { type: 'action'; player: number; action: ActionKind; free: boolean; tokensLeft: number }
  | { type: 'action-end'; player: number }
  | { type: 'no-target'; player: number }
  | { type: 'step'; player: number; from: HexId; to: HexId; facing: Direction }
  | { type: 'turn'; player: number; facing: Direction }
  | { type: 'substitution'; player: number; into: 'pitch' | 'bench' }
  | {
      type: 'test';
      player: number;
      test: TestKind;
      target: number;
      base: number;
      modifiers: Modifier[];
      dice: number;
      coachDice: number;
      faces: DieFace[];
      successes: number;
      /** Successes needed, or null for an opposed test. */
      needed: number | null;
      /** A career re-roll: the team die at `die` (in `faces`) showed 1 and was rolled again by `ability`. */
      reroll?: { ability: Ability; die: number };
      outcome: 'fail' | 'pass' | 'spectacular' | 'opposed';
      /** Armour tests only: the player whose knock-down is being tested (see `fall`). */
      cause?: number | null;
    }
  | { type: 'clash'; attacker: number; defender: number; attackerSuccesses: number; defenderSuccesses: number; winner: 'attacker' | 'defender' | 'tie'; spectacular: boolean; margin: number }
  | { type: 'push'; player: number; from: HexId; to: HexId }
  | { type: 'follow-up'; player: number; from: HexId; to: HexId }
  /** `cause`: who knocked him down (the slammer, the thrower), null when he fell by himself (a failed Dodge or Sprint extra). */
  | { type: 'fall'; player: number; hex: HexId; cause: number | null }
  | { type: 'stand'; player: number; facing: Direction }
  /** `cause`: the player whose knock-down did the damage (credited to him in a campaign), null for none. */
  | { type: 'injury'; player: number; zone: number; cause: number | null }
  | { type: 'death'; player: number; cause: number | null }
  | { type: 'cage-moves'; team: Coach; toBench: number[]; toZone1: number[]; toZone2: number[] }
  | { type: 'ball-launched'; side: Side; roll: number; wallRoll: number | null; hexes: HexId[] }
  /** The ball leaves the thrower's hands towards a team-mate, a Strike hex or an opponent (before the roll). */
  | { type: 'ball-thrown'; player: number; from: HexId; to: HexId; at: 'team-mate' | 'strike-hex' | 'opponent' }
  | { type: 'scatter'; from: HexId; direction1: Direction; directionRoll: number; direction: Direction; distance: number }
  | { type: 'ball-step'; hex: HexId }
  | { type: 'bounce'; hex: HexId; direction: Direction }
  | { type: 'ball-stops'; hex: HexId }
  | { type: 'ball-held'; player: number; how: 'catch' | 'pick-up' | 'snatch' }
  | { type: 'fumble'; player: number }
  | { type: 'strike'; player: number; zone: string; points: number; bonus: boolean }
  | { type: 'score'; coach: Coach; points: number; score: [number, number]; scoreDiff: number }
  | { type: 'free-action-offered'; player: number; kinds: ActionKind[] }
  | { type: 'free-action-declined'; player: number }
  /** Offered to the rushing team as its rush ended (a throw at an opponent): the rush is over, so it is lost. */
  | { type: 'free-action-lost'; player: number }
  /** A league ability or team upgrade used (the rolls and moves it brings follow as their own events). */
  | { type: 'career-used'; player: number; ability: CareerChoice | 'jump-up' | 'steady-feet' }
  /** Pitch Control: the launch die `roll` rolled again for `coach`. */
  | { type: 'launch-rerolled'; coach: Coach; roll: number }
  /** Sponsorship Deal at the end of a rush: `roll` at most `unspent` gains a coach die. */
  | { type: 'sponsorship'; coach: Coach; roll: number; unspent: number; gained: boolean }
  | { type: 'coach-dice-spent'; coach: Coach; count: number; left: number }
  | { type: 'landslide'; winner: Coach }
  | { type: 'match-end'; winner: Coach | null; reason: ResultReason; score: [number, number] };

export interface Legal extends PromptDetail {
  decider: Coach | null;
  decisions: Decision[];
  prompt: PromptKind;
  /** At a move prompt: the moves read lazily (how many, each end hex, one decision at a time). */
  readonly moves?: MoveSet;
  /** At a move prompt: how many decisions, without building them. */
  readonly count?: number;
  /** At a move prompt: decision i alone, built on demand. */
  readonly at?: (i: number) => Decision;
}

export type ApplyErrorCode = 'illegal-decision' | 'match-over' | 'dice-exhausted';

export type ApplyResult =
  | {
      ok: true;
      state: MatchState;
      events: GameEvent[];
      /** Some die was rolled (roll-off, launch, scatter, any test): undo may not go back past it. */
      revealedDice: boolean;
    }
  | { ok: false; error: { code: ApplyErrorCode; message: string; legal: Decision[] } };
