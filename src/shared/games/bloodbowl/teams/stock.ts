/** One stock team per race, each built within 1,000,000 gold (names of our own). */
import type { RaceId } from './races';
import type { Roster, RosterPlayer } from './roster';

const squad = (prefix: string, parts: readonly (readonly [string, number])[]): RosterPlayer[] => {
  const out: RosterPlayer[] = [];
  for (const [position, n] of parts) for (let i = 0; i < n; i++) out.push({ name: `${prefix} ${out.length + 1}`, position });
  return out;
};

export const STOCK_ROSTERS: Readonly<Record<RaceId, Roster>> = {
  // 4 Blitzers, 2 Throwers, 2 Catchers, 4 Linemen: 360 + 140 + 140 + 200 = 840k, 3 re-rolls 150k.
  human: {
    id: 'stock-human',
    name: 'Grimsby Lanterns',
    race: 'human',
    rerolls: 3,
    players: squad('Lantern', [
      ['blitzer', 4],
      ['thrower', 2],
      ['catcher', 2],
      ['lineman', 4],
    ]),
  },
  // 4 Black Orcs, 4 Blitzers, 1 Thrower, 3 Linemen: 320 + 320 + 70 + 150 = 860k, 2 re-rolls 120k.
  orc: {
    id: 'stock-orc',
    name: 'Mudgate Tuskers',
    race: 'orc',
    rerolls: 2,
    players: squad('Tusker', [
      ['black-orc-blocker', 4],
      ['blitzer', 4],
      ['thrower', 1],
      ['lineman', 3],
    ]),
  },
  // 8 Blockers, 2 Runners, 2 Blitzers: 560 + 160 + 160 = 880k, 2 re-rolls 100k.
  dwarf: {
    id: 'stock-dwarf',
    name: 'Deepanvil Stonefists',
    race: 'dwarf',
    rerolls: 2,
    players: squad('Stonefist', [
      ['blocker', 8],
      ['runner', 2],
      ['blitzer', 2],
    ]),
  },
  // 2 Storm Vermin, 4 Gutter Runners, 1 Thrower, 5 Linemen: 180 + 320 + 70 + 250 = 820k, 3 re-rolls 180k.
  skaven: {
    id: 'stock-skaven',
    name: 'Sewerlight Scurriers',
    race: 'skaven',
    rerolls: 3,
    players: squad('Scurrier', [
      ['storm-vermin', 2],
      ['gutter-runner', 4],
      ['thrower', 1],
      ['lineman', 5],
    ]),
  },
};
