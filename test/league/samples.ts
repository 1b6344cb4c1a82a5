// Leagues for the storage tests: one played to the end by computer teams, one stopped in the
// middle of a post-game (what a crash would leave).
import { computerPostGameDecision, postGameNow, startPostGame } from '../../src/shared/league/postgame';
import { playFixture, simulateLeague } from '../../src/shared/league/simulate';
import type { League } from '../../src/shared/league/types';
import { stockLeague } from './helpers';

export function finishedLeague(): League {
  return simulateLeague({ teams: 3, seed: 21, level: 'easy' }).league;
}

/** A 4-team league whose first fixture is played and its post-game `steps` decisions in. */
export function leagueInPostGame(steps = 3): League {
  const league = stockLeague(4, 5);
  const fixture = league.rounds[0].fixtures[0];
  let pg = startPostGame(league, fixture.id, playFixture(league, fixture, 'easy'));
  for (let i = 0; i < steps; i++) {
    const now = postGameNow(pg);
    if (now.status === 'done') break;
    pg = { start: pg.start, decisions: [...pg.decisions, computerPostGameDecision(now.question, now.teams, now.events)] };
  }
  return { ...league, pending: { fixtureId: fixture.id, matchId: null, postGame: pg } };
}
