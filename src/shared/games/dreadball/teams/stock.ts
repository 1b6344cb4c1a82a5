import type { PlayerType, Race, Role, Stats } from './roster';

function type(
  id: string,
  role: Role,
  [move, strength, speed, skill, armour]: [number, number, number, number, number],
  cost: number,
  start: number,
  max: number,
  extra: { species?: string; steadfast?: boolean } = {},
): PlayerType {
  const stats: Stats = { move, strength, speed, skill, armour };
  return { id, role, stats, cost, start, max, species: extra.species, abilities: extra.steadfast ? ['steadfast'] : [] };
}

/** The four stock teams of the rules file, section 5. */
export const STOCK_RACES: readonly Race[] = [
  {
    id: 'human',
    teamName: 'Trontek 29ers',
    raceName: 'Human',
    coachDice: 1,
    homebrew: false,
    types: [
      type('guard', 'guard', [5, 4, 4, 4, 4], 10, 2, 4),
      type('jack', 'jack', [5, 4, 4, 4, 4], 8, 3, 6),
      type('striker', 'striker', [5, 4, 4, 4, 5], 10, 3, 6),
    ],
  },
  {
    id: 'orx-goblin',
    teamName: 'Greenmoon Smackers',
    raceName: 'Orx and Goblin',
    coachDice: 1,
    homebrew: false,
    types: [
      type('orx-guard', 'guard', [5, 3, 4, 5, 4], 13, 3, 6, { species: 'Orx' }),
      type('goblin-jack', 'jack', [5, 5, 3, 4, 4], 9, 5, 10, { species: 'Goblin' }),
    ],
  },
  {
    id: 'veer-myn',
    teamName: 'Skittersneak Stealers',
    raceName: 'Veer-myn',
    coachDice: 0,
    homebrew: false,
    types: [
      type('guard', 'guard', [6, 4, 3, 5, 4], 12, 2, 4),
      type('striker', 'striker', [6, 4, 3, 5, 5], 11, 6, 12),
    ],
  },
  {
    id: 'forge-father',
    teamName: 'Midgard Delvers',
    raceName: 'Forge Father',
    coachDice: 1,
    homebrew: false,
    types: [
      type('guard', 'guard', [4, 3, 5, 4, 4], 13, 3, 6, { steadfast: true }),
      type('jack', 'jack', [4, 3, 5, 4, 4], 9, 3, 6),
      type('striker', 'striker', [4, 3, 5, 4, 5], 9, 2, 4),
    ],
  },
];

export function stockRace(id: string): Race {
  const race = STOCK_RACES.find((r) => r.id === id);
  if (!race) throw new RangeError(`no stock race ${id}`);
  return race;
}
