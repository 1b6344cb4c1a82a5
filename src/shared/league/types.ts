// The league's plain-data model (docs/league.md). Everything here is JSON, so a league file is this
// object with an envelope, and a post-game replays from its start and decisions bit for bit.
import type { AiLevel } from '../games/dreadball/ai/coach';
import type { TeamRace } from '../saves/schemas';
import type { PostGame } from './postgame/types';
import type { Ability as LeagueAbility, Injury as LastingInjury, TeamUpgrade } from '../games/dreadball/teams/career';

export type Rank = 'rookie' | 'regular' | 'veteran';
export const RANKS: readonly Rank[] = ['rookie', 'regular', 'veteran'];

// Abilities, injuries and team upgrades are the engine's own (a team sheet carries them into a match).
export type { Ability as LeagueAbility, Injury as LastingInjury, TeamUpgrade } from '../games/dreadball/teams/career';
export {
  CAREER_ABILITIES as LEAGUE_ABILITIES,
  CAREER_INJURIES as LASTING_INJURIES,
  CAREER_TEAM_UPGRADES as TEAM_UPGRADES,
} from '../games/dreadball/teams/career';

/** Every result of the 2d6 injury table (campaign.md, post-game step 1). */
export type InjuryResult = 'death' | LastingInjury | 'fracture' | 'scratch' | 'pain-is-gain';

/** Team upgrades marked * in the rules: a team may hold more than one. */
export const REPEATABLE_UPGRADES: ReadonlySet<TeamUpgrade> = new Set(['coaching-staff', 'team-healer']);

/** Strength and Skill are the stats a veteran may better by one, once per career. */
export type UpgradeStat = 'strength' | 'skill';

/** One player upgrade: the rank steps and a veteran's stat or ability. Healing is not an upgrade. */
export type PlayerUpgrade = { kind: 'rank' } | { kind: 'stat'; stat: UpgradeStat } | { kind: 'ability'; ability: LeagueAbility };

export type PlayerStatus = 'active' | 'dead' | 'retired';

/** What a player did over his career in the league (shown on his card, checked by the invariants). */
export interface Career {
  matches: number;
  strikes: number;
  points: number;
  injured: number;
  opponentsInjured: number;
  mvp: number;
}

export interface LeaguePlayer {
  /** Stable for the life of the league (`p1`, `p2`, ...), never reused within a team. */
  id: string;
  typeId: string;
  name: string;
  number: number;
  xp: number;
  rank: Rank;
  upgrades: PlayerUpgrade[];
  /** Advances taken so far (upgrades, heals and advances with nothing left to take). */
  advances: number;
  injuries: LastingInjury[];
  /** A fracture (or an injury he already had): he misses his team's next match. */
  missesNext: boolean;
  status: PlayerStatus;
  /** A free rookie added because players were missing (campaign.md's stand-in). */
  joinedAsCover: boolean;
  career: Career;
}

export type LeagueCoach = { kind: 'person' } | { kind: 'computer'; level: AiLevel };

export interface LeagueTeam {
  /** Unique within the league: `t1`, `t2`, ... */
  id: string;
  /** The team it was entered from (stock `stock-human` or a saved team's id). */
  sourceId: string;
  name: string;
  shortName: string;
  race: TeamRace;
  coach: LeagueCoach;
  coachDice: number;
  /** MC left from team creation; spent only in the roster update. */
  treasury: number;
  /** Every player the team ever had, the dead and retired too (their careers stay readable). */
  players: LeaguePlayer[];
  upgrades: TeamUpgrade[];
  /** Number of the next player id (`p<n>`). */
  nextPlayer: number;
}

export type LeagueFormat = 'single' | 'double';

export interface Fixture {
  /** `r<round>-<n>`, unique in the league. */
  id: string;
  round: number;
  /** Team indexes into `League.teams`; home is coach A of the match. */
  home: number;
  away: number;
  result: FixtureResult | null;
}

export interface FixtureResult {
  score: [number, number];
  /** 'draw' or the winning side. */
  winner: 'home' | 'away' | 'draw';
  landslide: boolean;
  /** The saved match's id (played on the screen or simulated); null from the headless tool, which writes no files. */
  matchId: string | null;
}

export interface Round {
  round: number;
  fixtures: Fixture[];
  /** Team indexes with no opponent in this round. */
  resting: number[];
}

export interface League {
  name: string;
  format: LeagueFormat;
  seed: number;
  teams: LeagueTeam[];
  rounds: Round[];
  /**
   * A post-game under way (a crash in the middle resumes it exactly): its start and decisions. The
   * teams above are unchanged until it ends and is committed.
   */
  pending: PendingPostGame | null;
}

export interface PendingPostGame {
  fixtureId: string;
  matchId: string | null;
  postGame: PostGame;
}

export const MIN_LEAGUE_TEAMS = 3;
export const MAX_LEAGUE_TEAMS = 16;
/** Players a team must have available after each roster update. */
export const AVAILABLE_AFTER_UPDATE = 8;
export const XP_PER_ADVANCE = 5;
export const MAX_UPGRADES = 3;
