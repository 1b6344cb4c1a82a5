import { contrastRatio, distinguishable, isHexColour, MIN_PITCH_CONTRAST, parseHex, PITCH_COLOUR } from './colour';
import { type CustomTeam, raceOf } from './custom';
import { COACH_DIE_COST, MAX_COACH_DICE, MAX_PLAYERS, MIN_PLAYERS, ROLES, ABILITIES, TEAM_BUDGET } from './roster';
import { STOCK_RACES } from './stock';

/**
 * One thing wrong with a team: where (`field`, a dotted path the builder shows it next to) and
 * what (`code`, translated by the UI with `params`).
 */
export interface TeamIssue {
  readonly field: string;
  readonly code: TeamIssueCode;
  readonly params?: Readonly<Record<string, string | number>>;
}

export const TEAM_ISSUE_CODES = [
  'name-empty',
  'name-too-long',
  'short-name-format',
  'colour-format',
  'colour-low-contrast',
  'colours-too-close',
  'emblem-unknown',
  'race-unknown',
  'homebrew-name-empty',
  'homebrew-name-too-long',
  'homebrew-type-id-duplicate',
  'homebrew-type-name-too-long',
  'homebrew-type-count',
  'homebrew-type-name-empty',
  'homebrew-move-range',
  'homebrew-target-range',
  'homebrew-cost-range',
  'homebrew-max-range',
  'homebrew-ability-unknown',
  'homebrew-role-unknown',
  'too-few-players',
  'too-many-players',
  'type-unknown',
  'type-over-max',
  'player-name-empty',
  'player-name-too-long',
  'number-range',
  'number-duplicate',
  'coach-dice-range',
  'over-budget',
] as const;

export type TeamIssueCode = (typeof TEAM_ISSUE_CODES)[number];

export const NAME_MAX = 32;
export const PLAYER_NAME_MAX = 24;

/** Emblems the app draws (src/renderer draws each id). */
export const EMBLEMS: readonly string[] = ['bolt', 'star', 'skull', 'crown', 'fang', 'gear', 'comet', 'shield', 'hex', 'wing'];

/** MC spent on players and coach dice. */
export function teamCost(team: CustomTeam): number {
  const race = raceOf(team);
  const cost = team.players.reduce((sum, p) => sum + (race.types.find((t) => t.id === p.typeId)?.cost ?? 0), 0);
  return cost + team.coachDice * COACH_DIE_COST;
}

/** What is left of the 100 MC budget. */
export function treasury(team: CustomTeam): number {
  return TEAM_BUDGET - teamCost(team);
}

function checkHomebrew(team: CustomTeam, out: TeamIssue[]): void {
  if (team.race.kind !== 'homebrew') return;
  const { name, types } = team.race;
  if (name.trim() === '') out.push({ field: 'race.name', code: 'homebrew-name-empty' });
  else if (name.length > NAME_MAX) out.push({ field: 'race.name', code: 'homebrew-name-too-long', params: { max: NAME_MAX } });
  const ids = new Set<string>();
  if (types.length < 1 || types.length > 4) out.push({ field: 'race.types', code: 'homebrew-type-count', params: { max: 4 } });
  types.forEach((t, i) => {
    const f = `race.types.${i}`;
    if (t.name.trim() === '') out.push({ field: `${f}.name`, code: 'homebrew-type-name-empty' });
    else if (t.name.length > NAME_MAX) out.push({ field: `${f}.name`, code: 'homebrew-type-name-too-long', params: { max: NAME_MAX } });
    if (ids.has(t.id)) out.push({ field: `${f}.id`, code: 'homebrew-type-id-duplicate' });
    ids.add(t.id);
    if (!ROLES.includes(t.role)) out.push({ field: `${f}.role`, code: 'homebrew-role-unknown' });
    if (!Number.isInteger(t.stats.move) || t.stats.move < 3 || t.stats.move > 8) {
      out.push({ field: `${f}.stats.move`, code: 'homebrew-move-range', params: { min: 3, max: 8 } });
    }
    for (const stat of ['strength', 'speed', 'skill', 'armour'] as const) {
      const v = t.stats[stat];
      if (!Number.isInteger(v) || v < 2 || v > 6) out.push({ field: `${f}.stats.${stat}`, code: 'homebrew-target-range', params: { min: 2, max: 6 } });
    }
    if (!Number.isInteger(t.cost) || t.cost < 1 || t.cost > TEAM_BUDGET) {
      out.push({ field: `${f}.cost`, code: 'homebrew-cost-range', params: { min: 1, max: TEAM_BUDGET } });
    }
    if (!Number.isInteger(t.max) || t.max < 1 || t.max > MAX_PLAYERS) {
      out.push({ field: `${f}.max`, code: 'homebrew-max-range', params: { min: 1, max: MAX_PLAYERS } });
    }
    for (const a of t.abilities) {
      if (!ABILITIES.includes(a)) out.push({ field: `${f}.abilities`, code: 'homebrew-ability-unknown', params: { ability: a } });
    }
  });
}

function checkColours(team: CustomTeam, opponent: CustomTeam['colours'] | undefined, out: TeamIssue[]): void {
  const { primary, secondary } = team.colours;
  let formatOk = true;
  for (const [field, c] of [['colours.primary', primary], ['colours.secondary', secondary]] as const) {
    if (!isHexColour(c)) {
      out.push({ field, code: 'colour-format' });
      formatOk = false;
    }
  }
  if (!formatOk) return;
  const ratio = contrastRatio(parseHex(primary), parseHex(PITCH_COLOUR));
  if (ratio < MIN_PITCH_CONTRAST) {
    out.push({ field: 'colours.primary', code: 'colour-low-contrast', params: { ratio: Math.round(ratio * 10) / 10, min: MIN_PITCH_CONTRAST } });
  }
  if (!distinguishable(primary, secondary)) out.push({ field: 'colours.secondary', code: 'colours-too-close' });
  if (opponent && isHexColour(opponent.primary) && !distinguishable(primary, opponent.primary)) {
    out.push({ field: 'colours.primary', code: 'colours-too-close', params: { against: 'opponent' } });
  }
}

/**
 * Every rule a custom team must meet (rules file section 5), as a list of issues; an empty list
 * means the team may be saved. The team builder shows these as the coach types, and the main
 * process runs the same function again before writing the file.
 */
export function validateTeam(team: CustomTeam, opponentColours?: CustomTeam['colours']): TeamIssue[] {
  const out: TeamIssue[] = [];
  const name = team.name.trim();
  if (name === '') out.push({ field: 'name', code: 'name-empty' });
  else if (name.length > NAME_MAX) out.push({ field: 'name', code: 'name-too-long', params: { max: NAME_MAX } });
  if (!/^[A-Z0-9]{3}$/.test(team.shortName)) out.push({ field: 'shortName', code: 'short-name-format' });
  checkColours(team, opponentColours, out);
  if (!EMBLEMS.includes(team.emblem)) out.push({ field: 'emblem', code: 'emblem-unknown' });

  if (team.race.kind === 'stock') {
    const id = team.race.raceId;
    if (!STOCK_RACES.some((r) => r.id === id)) {
      out.push({ field: 'race', code: 'race-unknown', params: { race: id } });
      return out;
    }
  }
  checkHomebrew(team, out);
  const race = raceOf(team);

  const n = team.players.length;
  if (n < MIN_PLAYERS) out.push({ field: 'players', code: 'too-few-players', params: { min: MIN_PLAYERS, count: n } });
  if (n > MAX_PLAYERS) out.push({ field: 'players', code: 'too-many-players', params: { max: MAX_PLAYERS, count: n } });

  const perType = new Map<string, number>();
  const numbers = new Map<number, number>();
  team.players.forEach((p, i) => {
    const f = `players.${i}`;
    const type = race.types.find((t) => t.id === p.typeId);
    if (!type) out.push({ field: `${f}.typeId`, code: 'type-unknown', params: { type: p.typeId } });
    perType.set(p.typeId, (perType.get(p.typeId) ?? 0) + 1);
    if (p.name.trim() === '') out.push({ field: `${f}.name`, code: 'player-name-empty' });
    else if (p.name.length > PLAYER_NAME_MAX) out.push({ field: `${f}.name`, code: 'player-name-too-long', params: { max: PLAYER_NAME_MAX } });
    if (!Number.isInteger(p.number) || p.number < 1 || p.number > 99) out.push({ field: `${f}.number`, code: 'number-range' });
    else if (numbers.has(p.number)) out.push({ field: `${f}.number`, code: 'number-duplicate', params: { number: p.number } });
    else numbers.set(p.number, i);
  });
  for (const t of race.types) {
    const count = perType.get(t.id) ?? 0;
    if (count > t.max) out.push({ field: 'players', code: 'type-over-max', params: { type: t.id, max: t.max, count } });
  }

  if (!Number.isInteger(team.coachDice) || team.coachDice < 0 || team.coachDice > MAX_COACH_DICE) {
    out.push({ field: 'coachDice', code: 'coach-dice-range', params: { max: MAX_COACH_DICE } });
  }
  const spent = teamCost(team);
  if (spent > TEAM_BUDGET) out.push({ field: 'budget', code: 'over-budget', params: { spent, budget: TEAM_BUDGET } });
  return out;
}
