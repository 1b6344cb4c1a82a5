import type { PlayerCareer, TeamUpgrade } from './career';
import type { Race } from './roster';
import { STOCK_RACES } from './stock';

/** One named player of a team. */
export interface TeamPlayer {
  /**
   * Stable for the life of the roster: kept through edits, duplication, export and import, and
   * copied into a match's team sheet, so a finished match can credit each player.
   */
  readonly id: string;
  readonly typeId: string;
  readonly name: string;
  readonly number: number;
  /** A league player's abilities, injuries and stat upgrades (absent for a stock or custom team). */
  readonly career?: PlayerCareer;
}

/**
 * A team as a match needs it: the race (stat lines), the players and the coach dice. Stock teams
 * and custom teams have the same shape; custom teams add colours and emblem in their save file.
 */
export interface TeamSheet {
  readonly id: string;
  readonly name: string;
  readonly shortName: string;
  readonly race: Race;
  readonly players: readonly TeamPlayer[];
  readonly coachDice: number;
  /** A league team's team upgrades (absent for a stock or custom team). */
  readonly upgrades?: readonly TeamUpgrade[];
}

const STOCK_NAMES: Record<string, string[]> = {
  human: ['Vance', 'Kerr', 'Osei', 'Ruiz', 'Mbeki', 'Halloran', 'Sato', 'Lind', 'Petrov', 'Ayodele', 'Novak', 'Quill', 'Brandt', 'Ferro'],
  'orx-goblin': ['Grukk', 'Snagga', 'Brok', 'Zit', 'Nagrot', 'Skab', 'Wazz', 'Grim', 'Nib', 'Rotgut', 'Skrag', 'Fizz', 'Mukk', 'Dreg'],
  'veer-myn': ['Skitch', 'Vrask', 'Nibble', 'Squee', 'Thresk', 'Krik', 'Sliv', 'Tattle', 'Gnash', 'Whisk', 'Scab', 'Vermin', 'Rusk', 'Pell'],
  'forge-father': ['Brokkr', 'Hrolf', 'Durin', 'Grimma', 'Thrain', 'Ulfa', 'Bardi', 'Keld', 'Ormr', 'Sigra', 'Haldor', 'Vali', 'Rune', 'Gunna'],
};

/**
 * The id of the n-th player (from 0) of a roster made before players had ids, and of a stock
 * roster: `p1`, `p2`, ... A player added later gets a fresh random id (`newRosterPlayerId`).
 */
export function rosterPlayerId(index: number): string {
  return `p${index + 1}`;
}

/** A fresh player id, distinct from the `pN` of older rosters. */
export function newRosterPlayerId(random: () => number = Math.random): string {
  let id = 'p-';
  for (let i = 0; i < 10; i++) id += Math.floor(random() * 36).toString(36);
  return id;
}

export const ROSTER_PLAYER_ID_PATTERN = /^p(\d{1,3}|-[a-z0-9]{4,20})$/;

/** The stock team of a race: its starting roster, numbered 1.., with the race's coach dice. */
export function stockTeam(race: Race): TeamSheet {
  const names = STOCK_NAMES[race.id] ?? [];
  const players: TeamPlayer[] = [];
  for (const t of race.types) {
    for (let i = 0; i < t.start; i++) {
      const n = players.length;
      players.push({ id: rosterPlayerId(n), typeId: t.id, name: names[n] ?? `Player ${n + 1}`, number: n + 1 });
    }
  }
  const short = race.teamName.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase();
  return { id: `stock-${race.id}`, name: race.teamName, shortName: short, race, players, coachDice: race.coachDice };
}

export const STOCK_TEAMS: readonly TeamSheet[] = STOCK_RACES.map(stockTeam);
