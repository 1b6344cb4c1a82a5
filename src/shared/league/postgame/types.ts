// The post-game sequence's data: where it starts, the coaches' decisions, the questions it asks and
// the events it reports. Like a match: `start` + `decisions` is the whole state, and every die comes
// from the generator state in `start.dice`, so it replays exactly after a reload.
import type { DiceState } from '../../dice/rng';
import type { MatchTally } from '../tally';
import type { InjuryResult, LastingInjury, LeagueAbility, LeagueTeam, TeamUpgrade, UpgradeStat } from '../types';

/** 0: the fixture's home team (coach A in the match), 1: the away team. */
export type Side = 0 | 1;

export interface PostGameStart {
  /** Both teams as they were when the match began. */
  teams: [LeagueTeam, LeagueTeam];
  tally: MatchTally;
  dice: DiceState;
}

export interface PostGame {
  start: PostGameStart;
  decisions: PostGameDecision[];
}

export type PostGameDecision =
  | { kind: 'reroll-injury' }
  | { kind: 'keep-injury' }
  | { kind: 'drop-upgrade'; upgrade: TeamUpgrade }
  | { kind: 'mvp'; player: string }
  | { kind: 'necromancer'; player: string }
  | { kind: 'heal'; injury: LastingInjury }
  | { kind: 'rank-up' }
  | { kind: 'stat'; stat: UpgradeStat }
  | { kind: 'ability'; ability: LeagueAbility }
  | { kind: 'team-upgrade'; upgrade: TeamUpgrade }
  | { kind: 'retire'; player: string }
  | { kind: 'keep-roster' }
  | { kind: 'free-rookie'; typeId: string }
  | { kind: 'buy-rookie'; typeId: string }
  | { kind: 'buy-coach-die' }
  | { kind: 'stop-buying' };

export type PostGamePrompt = 'injury-reroll' | 'drop-upgrade' | 'mvp' | 'necromancer' | 'advance' | 'team-upgrade' | 'retire' | 'free-rookie' | 'buy';

export const POST_GAME_STEPS = ['injuries', 'experience', 'advances', 'roster'] as const;
export type PostGameStep = (typeof POST_GAME_STEPS)[number];

export interface PostGameQuestion {
  step: PostGameStep;
  /** Whose coach decides. */
  side: Side;
  prompt: PostGamePrompt;
  /** The player the question is about (a re-roll, an advance). */
  player?: string;
  options: PostGameDecision[];
}

export type XpReason = 'played' | 'won' | 'strike' | 'opponent-injured' | 'mvp' | 'necromancer' | 'pain-is-gain';

export type PostGameEvent =
  | { type: 'step'; step: PostGameStep }
  /** He missed this match (a fracture last time) and is available again. */
  | { type: 'back-from-injury'; side: Side; player: string }
  | { type: 'killed'; side: Side; player: string }
  /** One die against the times he was injured: hurt when at most that many, never on a 6. */
  | { type: 'injury-check'; side: Side; player: string; times: number; roll: number; hurt: boolean }
  | { type: 'injury-roll'; side: Side; player: string; dice: [number, number]; result: InjuryResult; reroll: boolean }
  /** What the result did: `applied` is a fracture when he already had that injury. */
  | { type: 'injured'; side: Side; player: string; result: InjuryResult; applied: InjuryResult }
  | { type: 'upgrade-dropped'; side: Side; upgrade: TeamUpgrade; allowance: number }
  | { type: 'xp'; side: Side; player: string; reason: XpReason; amount: number }
  /** The MVP die: on a 6 the coach picks; otherwise `pick` are the dice that drew him. */
  | { type: 'mvp-roll'; side: Side; roll: number; pick: number[] }
  | { type: 'mvp'; side: Side; player: string; chosen: boolean }
  | { type: 'no-mvp'; side: Side }
  | { type: 'advance'; side: Side; player: string; advance: PostGameDecision }
  /** An advance with nothing left to take (3 upgrades and no injury to heal). */
  | { type: 'advance-unused'; side: Side; player: string }
  | { type: 'team-upgrade'; side: Side; upgrade: TeamUpgrade }
  | { type: 'retired'; side: Side; player: string }
  | { type: 'rookie-joined'; side: Side; player: string; typeId: string; cost: number; free: boolean }
  /** Fewer than 8 available and no type of the race may be added (maxima or the 14 reached). */
  | { type: 'no-room-for-rookies'; side: Side; available: number }
  | { type: 'coach-die-bought'; side: Side; coachDice: number; treasury: number }
  | { type: 'done' };
