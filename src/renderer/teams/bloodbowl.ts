// Blood Bowl teams in the renderer: the builder's draft, a team file's answer read back, what the
// list shows of a team. The rules (costs, problems) come from src/shared/games/bloodbowl/teams.
import { RACES, type RaceId, isRaceId } from '../../shared/games/bloodbowl/teams/races';
import { sheetCost, sheetProblems } from '../../shared/games/bloodbowl/teams/sheet';
import { STOCK_ROSTERS } from '../../shared/games/bloodbowl/teams/stock';
import { BB_NUMBER_MAX, rosterOfTeam, type BloodBowlTeamContent, type BloodBowlTeamPlayer } from '../../shared/games/bloodbowl/teams/teamFile';
import type { Roster } from '../../shared/games/bloodbowl/teams/roster';

/** Each race's colours for a new team (the coach changes them at will). */
const RACE_COLOURS: Readonly<Record<RaceId, { primary: string; secondary: string }>> = {
  human: { primary: '#1f4e9c', secondary: '#f2f2f2' },
  orc: { primary: '#3c6e2f', secondary: '#1b1b1b' },
  dwarf: { primary: '#8a2b1d', secondary: '#d9a441' },
  skaven: { primary: '#5b3a7a', secondary: '#c9c27a' },
};

/** The Blood Bowl team in the builder (plain data, so it can be compared and copied). */
export interface BBDraft {
  /** The saved team's id; undefined for a team not saved yet. */
  id?: string;
  name: string;
  shortName: string;
  primary: string;
  secondary: string;
  race: RaceId;
  rerolls: number;
  players: BloodBowlTeamPlayer[];
}

export const cloneBBDraft = (d: BBDraft): BBDraft => ({ ...d, players: d.players.map((p) => ({ ...p })) });

/** A new team of a race: no players yet, no re-rolls, the race's colours. */
export function emptyDraft(race: RaceId, name: string): BBDraft {
  return { name, shortName: shortNameOf(name), ...RACE_COLOURS[race], race, rerolls: 0, players: [] };
}

/** A new team copied from the race's stock team (names, numbers 1.., its re-rolls). */
export function stockDraft(race: RaceId): BBDraft {
  const stock = STOCK_ROSTERS[race];
  return {
    name: stock.name,
    shortName: shortNameOf(stock.name),
    ...RACE_COLOURS[race],
    race,
    rerolls: stock.rerolls,
    players: stock.players.map((p, i) => ({ id: `p${i + 1}`, name: p.name, number: i + 1, position: p.position })),
  };
}

/** Three capitals from a name: its words' first letters, or its first letters, padded with X. */
export function shortNameOf(name: string): string {
  const letters = (s: string) => s.normalize('NFD').toUpperCase().replace(/[^A-Z0-9]/g, '');
  const words = name.split(/\s+/).map(letters).filter(Boolean);
  const initials = words.length >= 3 ? words.map((w) => w[0]).join('') : letters(name);
  return initials.padEnd(3, 'X').slice(0, 3);
}

/** A new player of a position: the lowest free number and player id. Undefined when 99 are taken. */
export function newPlayer(draft: BBDraft, position: string, name: (number: number) => string): BloodBowlTeamPlayer | undefined {
  const numbers = new Set(draft.players.map((p) => p.number));
  let number = 1;
  while (numbers.has(number)) number++;
  if (number > BB_NUMBER_MAX) return undefined;
  const ids = new Set(draft.players.map((p) => p.id));
  let n = 1;
  while (ids.has(`p${n}`)) n++;
  return { id: `p${n}`, name: name(number), number, position };
}

/** What `teams:save` takes (names trimmed, colours in lower case). */
export function draftContent(d: BBDraft): BloodBowlTeamContent {
  return {
    game: 'bloodbowl',
    name: d.name.trim(),
    shortName: d.shortName,
    colours: { primary: d.primary.toLowerCase(), secondary: d.secondary.toLowerCase() },
    race: d.race,
    rerolls: d.rerolls,
    players: d.players.map((p) => ({ ...p, name: p.name.trim() })),
  };
}

export const draftProblems = (d: BBDraft) => sheetProblems(d);
export const draftCost = (d: BBDraft) => sheetCost(d);

/** Same team as far as the coach can see (for "unsaved changes"). */
export const sameDraft = (a: BBDraft, b: BBDraft): boolean => JSON.stringify(draftContent(a)) === JSON.stringify(draftContent(b));

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A Blood Bowl team file from a channel's answer (load, save, import), or undefined. */
export function bbTeamOf(value: unknown): (BloodBowlTeamContent & { id: string }) | undefined {
  if (!isRecord(value)) return undefined;
  const inner = isRecord(value.team) ? value.team : value;
  if (inner.game !== 'bloodbowl' || typeof inner.id !== 'string' || !isRaceId(inner.race) || !Array.isArray(inner.players) || !isRecord(inner.colours)) return undefined;
  return inner as unknown as BloodBowlTeamContent & { id: string };
}

export function draftOfFile(team: BloodBowlTeamContent & { id: string }): BBDraft {
  return {
    id: team.id,
    name: team.name,
    shortName: team.shortName,
    primary: team.colours.primary,
    secondary: team.colours.secondary,
    race: team.race,
    rerolls: team.rerolls,
    players: team.players.map((p) => ({ ...p })),
  };
}

/** The roster a match plays from a saved team (its file id is the roster's id). */
export const rosterOfFile = (team: BloodBowlTeamContent & { id: string }): Roster => rosterOfTeam(team.id, team);

export const positionsOf = (race: RaceId) => RACES[race].positions;
export const rerollCostOf = (race: RaceId) => RACES[race].rerollCost;
