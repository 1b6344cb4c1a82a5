// How each Blood Bowl team looks in a match: its colours and its players' shirt numbers, from the
// team file the builder saved (a stock team: the builder's copy of it). The engine's roster has
// neither (saves keep the roster only), so the screen reads them by the roster's id, which is the
// team file's id. A file that no longer matches the roster (players added or moved since the
// match began) keeps its colours but not its numbers. Pure apart from `loadLooks`' lookup.
import { distinguishable, suggestColours } from '../../shared/games/dreadball/teams/colour';
import type { MatchSetup, MatchState } from '../../shared/games/bloodbowl/engine/types';
import type { Roster } from '../../shared/games/bloodbowl/teams/roster';
import { STOCK_ROSTERS } from '../../shared/games/bloodbowl/teams/stock';
import type { BloodBowlTeamContent } from '../../shared/games/bloodbowl/teams/teamFile';
import { stockDraft } from '../teams/bloodbowl';

/** `#rrggbb` colours. */
export interface BBColours {
  primary: string;
  secondary: string;
}

export interface BBTeamLook {
  colours: BBColours;
  /** Shirt numbers in team-sheet order (the engine's players of the team, in id order). */
  numbers: readonly number[];
}

export type BBLooks = readonly [BBTeamLook, BBTeamLook];

/** Colours of a team with no file (and no stock copy): the board's own red and blue. */
const FALLBACK: readonly [BBColours, BBColours] = [
  { primary: '#c62828', secondary: '#f5f5f5' },
  { primary: '#1e63c4', secondary: '#f5f5f5' },
];

const sheetOrder = (roster: Roster): number[] => roster.players.map((_, i) => i + 1);

/** A team file's look for the roster a match plays from it. */
export function lookOfFile(roster: Roster, file: Pick<BloodBowlTeamContent, 'colours' | 'players'>): BBTeamLook {
  const same = file.players.length === roster.players.length && file.players.every((p, i) => p.position === roster.players[i]?.position);
  return { colours: { primary: file.colours.primary, secondary: file.colours.secondary }, numbers: same ? file.players.map((p) => p.number) : sheetOrder(roster) };
}

/** The stock team's look (as the builder copies it), or null for a roster that is not a stock team. */
export function stockLook(roster: Roster): BBTeamLook | null {
  const stock = Object.values(STOCK_ROSTERS).find((r) => r.id === roster.id);
  if (!stock) return null;
  const draft = stockDraft(stock.race);
  return lookOfFile(roster, { colours: { primary: draft.primary, secondary: draft.secondary }, players: draft.players });
}

/**
 * The away team changes shirts when the two main colours are too close to tell apart (also with
 * deuteranopia): its own colours swapped, else a colour-blind-safe pair that stands out from home.
 */
export function distinctLooks(home: BBTeamLook, away: BBTeamLook): BBLooks {
  const h = home.colours.primary;
  if (distinguishable(h, away.colours.primary)) return [home, away];
  const swapped = { primary: away.colours.secondary, secondary: away.colours.primary };
  const colours = distinguishable(h, swapped.primary) ? swapped : suggestColours(home.colours);
  return [home, { ...away, colours }];
}

/** A team's look without asking storage: the stock team's, else the board's red or blue. */
const knownLook = (r: Roster, i: 0 | 1): BBTeamLook => stockLook(r) ?? { colours: FALLBACK[i], numbers: sheetOrder(r) };

/** The looks known without asking storage (shown until the team files are read). */
export function defaultLooks(setup: Pick<MatchSetup, 'teams'>): BBLooks {
  return distinctLooks(knownLook(setup.teams[0], 0), knownLook(setup.teams[1], 1));
}

/** A saved team by id, or undefined (not found, not a Blood Bowl team, storage unavailable). */
export type TeamFileLookup = (id: string) => Promise<Pick<BloodBowlTeamContent, 'colours' | 'players'> | undefined>;

/** The looks of a match's teams: each saved team's file, else as `defaultLooks`. */
export async function loadLooks(setup: Pick<MatchSetup, 'teams'>, lookup: TeamFileLookup): Promise<BBLooks> {
  const one = async (i: 0 | 1): Promise<BBTeamLook> => {
    const roster = setup.teams[i];
    const stock = stockLook(roster);
    if (stock) return stock;
    const file = await lookup(roster.id).catch(() => undefined);
    return file ? lookOfFile(roster, file) : knownLook(roster, i);
  };
  const [a, b] = await Promise.all([one(0), one(1)]);
  return distinctLooks(a, b);
}

/** A player's shirt number: his team's look's, else his place on his team sheet, from 1. */
export function shirtNumber(s: MatchState, id: number, looks?: BBLooks): number {
  const p = s.players[id];
  if (!p) return 0;
  const place = s.players.filter((q) => q.team === p.team && q.id < id).length;
  return looks?.[p.team].numbers[place] ?? place + 1;
}

/** `#rrggbb` as the number Pixi takes. */
export const colourNumber = (hex: string): number => parseInt(hex.slice(1), 16);
