import { STOCK_TEAMS } from '../../src/shared/games/dreadball/teams/team';
import { createLeague, type LeagueEntry } from '../../src/shared/league/create';
import type { League } from '../../src/shared/league/types';

/** A league of `n` stock teams (in turn), all coached by the computer. */
export function stockLeague(n: number, seed = 1, format: 'single' | 'double' = 'single'): League {
  const entries: LeagueEntry[] = Array.from({ length: n }, (_, i) => {
    const t = STOCK_TEAMS[i % STOCK_TEAMS.length];
    return { sourceId: t.id, name: `${t.name} ${i + 1}`, shortName: t.shortName, race: { kind: 'stock', raceId: t.race.id }, players: t.players, coachDice: t.coachDice, coach: { kind: 'computer', level: 'easy' } };
  });
  return createLeague({ name: 'Test league', format, seed, entries });
}
