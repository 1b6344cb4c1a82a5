/** The four races' positions (rules file, "Teams"): the classic stat lines, costs and maxima. */
import type { Skill } from './skills';

export interface Position {
  readonly id: string;
  readonly name: string;
  readonly max: number;
  readonly ma: number;
  readonly st: number;
  readonly ag: number;
  readonly av: number;
  readonly skills: readonly Skill[];
  readonly cost: number;
}

export interface Race {
  readonly id: RaceId;
  readonly name: string;
  readonly positions: readonly Position[];
  readonly rerollCost: number;
}

export type RaceId = 'human' | 'orc' | 'dwarf' | 'skaven';

const pos = (id: string, name: string, max: number, ma: number, st: number, ag: number, av: number, skills: readonly Skill[], cost: number): Position => ({
  id,
  name,
  max,
  ma,
  st,
  ag,
  av,
  skills,
  cost,
});

export const RACES: Readonly<Record<RaceId, Race>> = {
  human: {
    id: 'human',
    name: 'Human',
    rerollCost: 50_000,
    positions: [
      pos('lineman', 'Lineman', 16, 6, 3, 3, 8, [], 50_000),
      pos('catcher', 'Catcher', 4, 8, 2, 3, 7, ['Catch', 'Dodge'], 70_000),
      pos('thrower', 'Thrower', 2, 6, 3, 3, 8, ['Sure Hands', 'Pass'], 70_000),
      pos('blitzer', 'Blitzer', 4, 7, 3, 3, 8, ['Block'], 90_000),
    ],
  },
  orc: {
    id: 'orc',
    name: 'Orc',
    rerollCost: 60_000,
    positions: [
      pos('lineman', 'Lineman', 16, 5, 3, 3, 9, [], 50_000),
      pos('thrower', 'Thrower', 2, 5, 3, 3, 8, ['Sure Hands', 'Pass'], 70_000),
      pos('black-orc-blocker', 'Black Orc Blocker', 4, 4, 4, 2, 9, [], 80_000),
      pos('blitzer', 'Blitzer', 4, 6, 3, 3, 9, ['Block'], 80_000),
    ],
  },
  dwarf: {
    id: 'dwarf',
    name: 'Dwarf',
    rerollCost: 50_000,
    positions: [
      pos('blocker', 'Blocker', 16, 4, 3, 2, 9, ['Block'], 70_000),
      pos('runner', 'Runner', 2, 6, 3, 3, 8, ['Sure Hands'], 80_000),
      pos('blitzer', 'Blitzer', 2, 5, 3, 3, 9, ['Block'], 80_000),
    ],
  },
  skaven: {
    id: 'skaven',
    name: 'Skaven',
    rerollCost: 60_000,
    positions: [
      pos('lineman', 'Lineman', 16, 7, 3, 3, 7, [], 50_000),
      pos('thrower', 'Thrower', 2, 7, 3, 3, 7, ['Sure Hands', 'Pass'], 70_000),
      pos('gutter-runner', 'Gutter Runner', 4, 9, 2, 4, 7, ['Dodge'], 80_000),
      pos('storm-vermin', 'Storm Vermin', 2, 7, 3, 3, 8, ['Block'], 90_000),
    ],
  },
};

export const RACE_IDS: readonly RaceId[] = ['human', 'orc', 'dwarf', 'skaven'];
export const isRaceId = (v: unknown): v is RaceId => typeof v === 'string' && (RACE_IDS as readonly string[]).includes(v);

export function positionOf(race: RaceId, position: string): Position | undefined {
  return RACES[race].positions.find((p) => p.id === position);
}
