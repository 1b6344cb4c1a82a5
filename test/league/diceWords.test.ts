// A pending post-game's dice state as sfc32 keeps it: its words may be signed (s[0] is an XOR),
// so a league file must accept the same range the match files do, or a post-game could not be
// saved (found by the league screens: seed 1's first fixture could not be saved).
import { describe, expect, it } from 'vitest';
import { STOCK_TEAMS } from '../../src/shared/games/dreadball/teams/team';
import { createLeague } from '../../src/shared/league/create';
import { postGameDice, startPostGame } from '../../src/shared/league/postgame';
import { leagueContentSchema } from '../../src/shared/league/saves/schema';
import { sheetOfTeam } from '../../src/shared/league/roster';
import { tallyMatch } from '../../src/shared/league/tally';

describe('league file: dice words', () => {
  it('accepts a pending post-game whose dice hold a negative word', () => {
    const entries = STOCK_TEAMS.slice(0, 3).map((t) => ({ sourceId: t.id, name: t.name, shortName: t.shortName, race: { kind: 'stock' as const, raceId: t.race.id }, players: t.players, coachDice: t.coachDice, coach: { kind: 'person' as const } }));
    // The first seed whose first fixture's post-game dice hold a negative word.
    let seed = 0;
    for (; seed < 1000; seed++) {
      const l = createLeague({ name: 'Dice', format: 'single', seed, entries });
      const d = postGameDice(l, l.rounds[0]!.fixtures[0]!);
      if (d.kind === 'seeded' && d.s.some((w) => w < 0)) break;
    }
    expect(seed).toBeLessThan(1000);
    const league = createLeague({ name: 'Dice', format: 'single', seed, entries });
    const fixture = league.rounds[0]!.fixtures[0]!;
    // A match with only its end: a 0-0 draw in which nobody played.
    const tally = tallyMatch([sheetOfTeam(league.teams[fixture.home]!), sheetOfTeam(league.teams[fixture.away]!)], [{ type: 'match-end', winner: null, reason: 'final-whistle', score: [0, 0] }]);
    const pending = { fixtureId: fixture.id, matchId: null, postGame: startPostGame(league, fixture.id, tally) };
    const parsed = leagueContentSchema.safeParse({ ...league, pending });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([]);
  });
});
