// Team colours in a match: a custom team's own (carried on its sheet in the match setup), else
// the arena's race palette. Pure: no Vue.
import type { MatchState } from '../../../shared/games/dreadball/engine/types';
import { distinguishable } from '../../../shared/games/dreadball/teams/colour';
import { colourName, kitsTooAlike } from '../../../shared/games/dreadball/teams/kits';
import { words, type Words } from '../../../shared/words';
import type { TeamColours as CustomColours } from '../../../shared/games/dreadball/teams/custom';
import type { TeamSheet } from '../../../shared/games/dreadball/teams/team';
import { teamColours } from '../../arena/colours';
import type { TeamColours as ArenaColours } from '../../arena/model';

/** A team sheet as New match puts it in the setup: custom teams carry their colours. */
export type ColouredSheet = TeamSheet & { readonly colours?: CustomColours };

const HEX = /^#[0-9a-f]{6}$/i;
const toHex = (n: number): string => `#${n.toString(16).padStart(6, '0')}`;
const toNumber = (s: string): number => parseInt(s.slice(1), 16);

/** The sheet's own colours when it has valid ones. */
function ownColours(sheet: ColouredSheet | undefined): CustomColours | null {
  const c = sheet?.colours;
  return c && HEX.test(c.primary) && HEX.test(c.secondary) ? c : null;
}

/** The colours a team shows (`#rrggbb`): its own, or its race's home colours. */
export function coloursOfSheet(sheet: ColouredSheet): CustomColours {
  const own = ownColours(sheet);
  if (own) return own;
  const { home } = teamColours(sheet.race.id, '');
  return { primary: toHex(home.primary), secondary: toHex(home.secondary) };
}

/** The two teams' main colours are too close to tell apart (also with deuteranopia). */
export function coloursClash(a: ColouredSheet, b: ColouredSheet): boolean {
  return !distinguishable(coloursOfSheet(a).primary, coloursOfSheet(b).primary);
}

/**
 * Colours for the arena, or undefined to keep its race palette (no custom colours in the match).
 * Sides follow the state (who plays home after the roll-off).
 */
export function arenaColours(state: MatchState, sheets: readonly [ColouredSheet, ColouredSheet] | undefined): { home: ArenaColours; away: ArenaColours } | undefined {
  if (!sheets || (!ownColours(sheets[0]) && !ownColours(sheets[1]))) return undefined;
  const home = state.home === 1 ? 1 : 0;
  const away = home === 0 ? 1 : 0;
  const palette = teamColours(state.teams[home].raceId, state.teams[away].raceId);
  const pick = (ix: 0 | 1, fallback: ArenaColours): ArenaColours => {
    const own = ownColours(sheets[ix]);
    return own ? { primary: toNumber(own.primary), secondary: toNumber(own.secondary) } : fallback;
  };
  return { home: pick(home, palette.home), away: pick(away, palette.away) };
}

/** CSS colours of both teams (coach A, coach B) for the status bar and roster. */
export function cssColours(state: MatchState, sheets: readonly [ColouredSheet, ColouredSheet] | undefined): [CustomColours, CustomColours] {
  const home = state.home === 1 ? 1 : 0;
  const arena = arenaColours(state, sheets) ?? teamColours(state.teams[home].raceId, state.teams[home === 0 ? 1 : 0].raceId);
  const of = (c: ArenaColours): CustomColours => ({ primary: toHex(c.primary), secondary: toHex(c.secondary) });
  return home === 0 ? [of(arena.home), of(arena.away)] : [of(arena.away), of(arena.home)];
}

/** A colour's name in words ("orange"). */
const name = (c: string): Words => words(`teams.kits.colours.${c}`);

/** "Colours: orange and black" for a team's kit, by colour names rather than codes. */
export function kitWords(kit: CustomColours): Words {
  const first = colourName(kit.primary);
  const second = colourName(kit.secondary);
  return first === second ? words('match.setup.coloursOne', { colour: name(first) }) : words('match.setup.colours', { primary: name(first), secondary: name(second) });
}

/**
 * "Both kits are blue and white: pick another colour for one team" when the two teams' kits look
 * alike (straight or with their colours swapped, `kitsTooAlike`), naming the first team's colours.
 */
export function kitsAlikeWords(a: CustomColours, b: CustomColours): Words | undefined {
  if (!kitsTooAlike(a, b)) return undefined;
  const first = colourName(a.primary);
  const second = colourName(a.secondary);
  return first === second ? words('teams.kits.alikeOne', { colour: name(first) }) : words('teams.kits.alike', { first: name(first), second: name(second) });
}
