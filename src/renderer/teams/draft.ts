// The builder's editable form state and its mapping to and from `CustomTeam`. Numbers the coach
// types may be NaN while a field is empty; `validateTeam` reports them like any other bad value.
import {
  EMBLEMS,
  MAX_PLAYERS,
  raceOf,
  STOCK_TEAMS,
  stockRace,
  suggestColours,
  type CustomTeam,
  type HomebrewType,
  type Role,
  type TeamIssue,
  newRosterPlayerId,
} from '../../shared/games/dreadball/teams';
import { freeNumber, randomName, type Random } from './names';

export interface DraftPlayer {
  /** Stable row key for the list; not saved. */
  key: number;
  /** The player's roster id: kept through every edit, new for a player added here. */
  id: string;
  typeId: string;
  name: string;
  number: number;
}

export interface DraftType {
  key: number;
  id: string;
  name: string;
  role: Role;
  move: number;
  strength: number;
  speed: number;
  skill: number;
  armour: number;
  cost: number;
  max: number;
  steadfast: boolean;
}

export interface Draft {
  /** Undefined until the team has been saved once. */
  id: string | undefined;
  name: string;
  shortName: string;
  primary: string;
  secondary: string;
  emblem: string;
  raceKind: 'stock' | 'homebrew';
  /** Stock race id (when raceKind is 'stock'). */
  raceId: string;
  homebrewName: string;
  types: DraftType[];
  players: DraftPlayer[];
  coachDice: number;
}

/** Most player types a homebrew race may define. */
export const MAX_HOMEBREW_TYPES = 4;
/** Id the validator sees for a team that has not been saved yet. */
export const UNSAVED_ID = 'unsaved';

let nextKey = 1;
const key = (): number => nextKey++;

/** Parses a number field: empty or non-numeric text becomes NaN (shown as a range problem). */
export function parseIntField(text: string): number {
  const trimmed = text.trim();
  if (!/^-?\d+$/.test(trimmed)) return Number.NaN;
  return Number(trimmed);
}

export function draftToTeam(draft: Draft): CustomTeam {
  return {
    id: draft.id ?? UNSAVED_ID,
    name: draft.name,
    shortName: draft.shortName,
    colours: { primary: draft.primary, secondary: draft.secondary },
    emblem: draft.emblem,
    race:
      draft.raceKind === 'stock'
        ? { kind: 'stock', raceId: draft.raceId }
        : {
            kind: 'homebrew',
            name: draft.homebrewName,
            types: draft.types.map(
              (t): HomebrewType => ({
                id: t.id,
                name: t.name,
                role: t.role,
                stats: { move: t.move, strength: t.strength, speed: t.speed, skill: t.skill, armour: t.armour },
                cost: t.cost,
                max: t.max,
                abilities: t.steadfast ? ['steadfast'] : [],
              }),
            ),
          },
    players: draft.players.map((p) => ({ id: p.id, typeId: p.typeId, name: p.name, number: p.number })),
    coachDice: draft.coachDice,
  };
}

export function teamToDraft(team: CustomTeam, id: string | undefined = team.id): Draft {
  const race = team.race;
  return {
    id,
    name: team.name,
    shortName: team.shortName,
    primary: team.colours.primary,
    secondary: team.colours.secondary,
    emblem: team.emblem,
    raceKind: race.kind,
    raceId: race.kind === 'stock' ? race.raceId : '',
    homebrewName: race.kind === 'homebrew' ? race.name : '',
    types:
      race.kind === 'homebrew'
        ? race.types.map((t) => ({
            key: key(),
            id: t.id,
            name: t.name,
            role: t.role,
            ...t.stats,
            cost: t.cost,
            max: t.max,
            steadfast: t.abilities.includes('steadfast'),
          }))
        : [],
    players: team.players.map((p) => ({ key: key(), ...p })),
    coachDice: team.coachDice,
  };
}

/** A new team of a stock race, starting from that race's stock roster and coach dice. */
export function draftFromStock(raceId: string): Draft {
  const race = stockRace(raceId);
  const stock = STOCK_TEAMS.find((t) => t.race.id === raceId);
  const colours = suggestColours();
  return {
    id: undefined,
    name: '',
    shortName: '',
    primary: colours.primary,
    secondary: colours.secondary,
    emblem: EMBLEMS[0]!,
    raceKind: 'stock',
    raceId: race.id,
    homebrewName: '',
    types: [],
    players: (stock?.players ?? []).map((p) => ({ key: key(), ...p })),
    coachDice: race.coachDice,
  };
}

/** A homebrew type with a middle-of-the-road stat line for its role. */
export function newHomebrewType(role: Role, taken: readonly string[]): DraftType {
  let n = 1;
  while (taken.includes(`type-${n}`)) n++;
  const striker = role === 'striker';
  return {
    key: key(),
    id: `type-${n}`,
    name: '',
    role,
    move: 5,
    strength: 4,
    speed: 4,
    skill: 4,
    armour: striker ? 5 : 4,
    cost: role === 'jack' ? 8 : 10,
    max: role === 'guard' ? 4 : 6,
    steadfast: false,
  };
}

/** A new homebrew team: Guard, Jack and Striker types to tune, no players yet. */
export function draftFromScratch(): Draft {
  const colours = suggestColours();
  const types: DraftType[] = [];
  for (const role of ['guard', 'jack', 'striker'] as const) {
    types.push(newHomebrewType(role, types.map((t) => t.id)));
  }
  return {
    id: undefined,
    name: '',
    shortName: '',
    primary: colours.primary,
    secondary: colours.secondary,
    emblem: EMBLEMS[0]!,
    raceKind: 'homebrew',
    raceId: '',
    homebrewName: '',
    types,
    players: [],
    coachDice: 0,
  };
}

/** A deep copy, so the builder can compare against what it loaded. */
export function cloneDraft(draft: Draft): Draft {
  return {
    ...draft,
    types: draft.types.map((t) => ({ ...t })),
    players: draft.players.map((p) => ({ ...p })),
  };
}

/** True when two drafts would save the same team (row keys aside). */
export function sameTeam(a: Draft, b: Draft): boolean {
  return JSON.stringify(draftToTeam(a)) === JSON.stringify(draftToTeam(b));
}

/** Why a player of this type cannot be added, or undefined when one can. */
export function addBlocker(draft: Draft, typeId: string): { code: 'roster-full' | 'type-full'; max: number } | undefined {
  if (draft.players.length >= MAX_PLAYERS) return { code: 'roster-full', max: MAX_PLAYERS };
  const type = draftRaceTypes(draft).find((t) => t.id === typeId);
  if (!type) return undefined;
  const count = draft.players.filter((p) => p.typeId === typeId).length;
  if (count >= type.max) return { code: 'type-full', max: type.max };
  return undefined;
}

/** The race's player types as the validator sees them (stat lines, costs, maximums). */
export function draftRaceTypes(draft: Draft) {
  try {
    return raceOf(draftToTeam(draft)).types;
  } catch {
    return [];
  }
}

/**
 * A player id no player of the draft has. Its randomness is not the names' seeded one, so ids
 * never change which names a seeded test draws.
 */
function freshPlayerId(draft: Draft): string {
  for (;;) {
    const id = newRosterPlayerId();
    if (!draft.players.some((p) => p.id === id)) return id;
  }
}

/** Adds a player of the type with the lowest free number and a random name; false when full. */
export function addPlayer(draft: Draft, typeId: string, random: Random): boolean {
  if (addBlocker(draft, typeId)) return false;
  const number = freeNumber(draft.players.map((p) => p.number));
  if (number === undefined) return false;
  const name = randomName(draft.raceKind === 'stock' ? draft.raceId : 'homebrew', random, draft.players.map((p) => p.name));
  draft.players.push({ key: key(), id: freshPlayerId(draft), typeId, name, number });
  return true;
}

/** Issues grouped by field path, so each input finds its own. */
export function issuesByField(issues: readonly TeamIssue[]): Map<string, TeamIssue[]> {
  const map = new Map<string, TeamIssue[]>();
  for (const issue of issues) {
    const list = map.get(issue.field) ?? [];
    list.push(issue);
    map.set(issue.field, list);
  }
  return map;
}

/** A DOM id for a field path ("players.3.number" -> "team-players-3-number"). */
export function fieldId(path: string): string {
  return `team-${path.replace(/\./g, '-')}`;
}

/** Three capitals from a team name: initials when it has three words or more, else its first letters. */
export function suggestShortName(name: string): string {
  const words = name.toUpperCase().match(/[A-Z0-9]+/g) ?? [];
  if (words.length >= 3) return words.slice(0, 3).map((w) => w[0]).join('');
  return words.join('').slice(0, 3);
}

/**
 * The short name after the team name changes from `before` to `after`: it follows the name only
 * while it is empty or still the suggestion for the old name; one the coach typed stays his.
 */
export function shortNameAfterRename(shortName: string, before: string, after: string): string {
  return shortName === '' || shortName === suggestShortName(before) ? suggestShortName(after) : shortName;
}
