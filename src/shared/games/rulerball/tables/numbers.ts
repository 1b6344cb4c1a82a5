/**
 * Every designed number of Rülerball in one place (rules/rulerball.md, "Figures" and the tuning
 * table), so simulated games can tune them. The engine, the odds and the AI read them from here.
 */

export type FigureKind = 'skater' | 'catcher' | 'biker';
export const FIGURE_KINDS: readonly FigureKind[] = ['skater', 'catcher', 'biker'];

export interface FigureStats {
  readonly topSpeed: number;
  readonly acceleration: number;
  /** The d6 roll a skill test needs (4 = 4+). */
  readonly skill: number;
  /** Strength in an assault; bikers may not fight (null). */
  readonly strength: number | null;
  /** Armour holds unless 2d6 rolls above this. */
  readonly armour: number;
  /** Speed after a reset. */
  readonly startSpeed: number;
}

/**
 * Tuned away from rules/rulerball.md by simulation (docs/rulings.md, "Tuning the designed
 * numbers"): top speed skater 7 → 8 and catcher 6 → 7 (step 2), their acceleration 2 → 3 (step 6).
 */
export const FIGURES: Readonly<Record<FigureKind, FigureStats>> = {
  skater: { topSpeed: 8, acceleration: 3, skill: 4, strength: 3, armour: 8, startSpeed: 2 },
  catcher: { topSpeed: 7, acceleration: 3, skill: 3, strength: 3, armour: 8, startSpeed: 2 },
  biker: { topSpeed: 12, acceleration: 4, skill: 4, strength: null, armour: 9, startSpeed: 4 },
};

/** A team: 5 skaters, 2 catchers, 3 bikers. */
export const LINE_UP: Readonly<Record<FigureKind, number>> = { skater: 5, catcher: 2, biker: 3 };
export const FIGURES_PER_TEAM = 10;

export const TUNING = {
  /** The cannon fires at 2d6 + this, onto ring 3. */
  cannonSpeedBonus: 6,
  /** A loose ball loses this much speed after each ball step. */
  ballSlowdown: 3,
  /** At this speed or less after slowing, the ball slides one ring inward. */
  slideAtOrBelow: 9,
  /** A dropped ball is loose at this speed. */
  droppedSpeed: 3,
  /** A skater taking a hand-off rolls his skill this much better. */
  handOffBonus: 2,
  /** A biker towing a rider moves at most this far. */
  towCap: 10,
  /** A shot's 2d6 must reach this, +1 per standing defender in the mouth, +1 from outside it. */
  shotTarget: 4,
  /** Each of the two referees notices a risky act on this d6 roll or better. */
  refereeNotice: 5,
  /** An illegal ram by a biker is an assault at this strength. */
  ramStrength: 5,
  /** The carrier striking with the ball adds this to his strength. */
  ballStrikeBonus: 2,
  /** A faster attacker (this turn's speed above the defender's) adds this. */
  speedBonus: 1,
  /** A marginal hit takes this much speed off the defender. */
  marginalSlow: 2,
  /** Minutes in the box for a noticed offence (and per opponent for shot interference). */
  penaltyMinutes: 3,
  /** Minutes in the rest box for a shaken figure. */
  shakenMinutes: 3,
  /** Clock minutes in a period, and periods in a match. */
  periodMinutes: 20,
  periods: 3,
  /** Figures a team may have stopped on the track before the referees may call it. */
  stoppedLimit: 2,
  /** The screen: how many skaters and catchers may stand still in their goal sector. */
  screenSkaters: 5,
  screenCatchers: 2,
  /** Sector crossings to activate the ball (a full lap), and crossings allowed before a shot. */
  activationCrossings: 12,
  shotCrossings: 36,
  /** Turns an activated ball may stay in its goal sector. */
  goalSectorTurns: 2,
  /** Upgrade points a custom team spends. */
  upgradePoints: 6,
} as const;

/** Custom-team upgrades: cost in points, once per figure each. */
export const UPGRADES = {
  speed: { cost: 2, kinds: ['skater', 'catcher', 'biker'] as readonly FigureKind[] },
  strength: { cost: 2, kinds: ['skater', 'catcher'] as readonly FigureKind[] },
  skill: { cost: 3, kinds: ['skater', 'catcher', 'biker'] as readonly FigureKind[], best: 2 },
} as const;
export type UpgradeKind = keyof typeof UPGRADES;

export type AssaultResult = 'backfire' | 'miss' | 'marginal' | 'solid' | 'crushing';

/** The assault table: attacker's total minus defender's total. */
export function assaultResult(margin: number): AssaultResult {
  if (margin <= -3) return 'backfire';
  if (margin <= 0) return 'miss';
  if (margin <= 2) return 'marginal';
  if (margin <= 5) return 'solid';
  return 'crushing';
}

export type InjuryResult = 'shaken' | 'injured' | 'unconscious' | 'dead';

/** The injury table on 2d6. */
export function injuryResult(total: number): InjuryResult {
  if (total <= 7) return 'shaken';
  if (total <= 9) return 'injured';
  if (total <= 11) return 'unconscious';
  return 'dead';
}

/** The shot's 2d6 target. */
export function shotNeed(mouthDefenders: number, inMouth: boolean): number {
  return TUNING.shotTarget + mouthDefenders + (inMouth ? 0 : 1);
}
