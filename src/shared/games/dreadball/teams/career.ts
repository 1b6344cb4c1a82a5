// What a league career adds to a player and a team for a match (campaign.md, post-game step 3):
// abilities, lasting injuries, a veteran's stat upgrade and the team upgrades. A stock team has
// none of them, and a sheet without them plays exactly as before.

export type Ability =
  | 'accurate'
  | 'agile-dodge'
  | 'counterattack'
  | 'dirty-player'
  | 'far-shooter'
  | 'goalkeeper'
  | 'jump-up'
  | 'reach-out'
  | 'star-player'
  | 'steady-feet'
  | 'stiff-arm'
  | 'strider'
  | 'sure-hands';
export const CAREER_ABILITIES: readonly Ability[] = [
  'accurate',
  'agile-dodge',
  'counterattack',
  'dirty-player',
  'far-shooter',
  'goalkeeper',
  'jump-up',
  'reach-out',
  'star-player',
  'steady-feet',
  'stiff-arm',
  'strider',
  'sure-hands',
];

/** Lasting injuries a player carries until healed (a fracture only makes him miss a match). */
export type Injury = 'chest' | 'head' | 'leg' | 'arm' | 'back' | 'nerve';
export const CAREER_INJURIES: readonly Injury[] = ['chest', 'head', 'leg', 'arm', 'back', 'nerve'];

export type TeamUpgrade =
  | 'coaching-staff'
  | 'hurry-up-offense'
  | 'necromancer'
  | 'pitch-control'
  | 'speed-trials'
  | 'sponsorship-deal'
  | 'team-healer'
  | 'teamwork';
export const CAREER_TEAM_UPGRADES: readonly TeamUpgrade[] = [
  'coaching-staff',
  'hurry-up-offense',
  'necromancer',
  'pitch-control',
  'speed-trials',
  'sponsorship-deal',
  'team-healer',
  'teamwork',
];

/** A veteran's stat upgrade betters the target by one (never past 2+). */
export type CareerStat = 'strength' | 'skill';

/** A player's career as his team sheet carries it into a match. */
export interface PlayerCareer {
  readonly abilities: readonly Ability[];
  readonly injuries: readonly Injury[];
  /** Stats bettered by one (each at most once). */
  readonly stats: readonly CareerStat[];
}

/** True when the career changes nothing in play (a head injury only changes his rank). */
export function careerIsEmpty(c: PlayerCareer | undefined): boolean {
  return !c || (c.abilities.length === 0 && c.stats.length === 0 && c.injuries.every((i) => i === 'head'));
}
