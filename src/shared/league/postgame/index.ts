// The post-game as a game-like door: start it from a finished match, ask what is to decide, apply a
// decision, and commit the result into the league once it has ended.
import { seededDice, type DiceState } from '../../dice/rng';
import { hashPair } from '../../random/hash';
import type { MatchTally } from '../tally';
import type { Fixture, FixtureResult, League, LeagueTeam } from '../types';
import { runPostGame, IllegalPostGameDecision, type RunOutcome } from './run';
import type { PostGame, PostGameDecision } from './types';

export * from './types';
export { runPostGame, IllegalPostGameDecision, postGameDecisionKey, INJURY_TABLE, advanceOptions, addableTypes, type RunOutcome } from './run';
export { computerPostGameDecision } from './computer';

/** Salt of the post-game dice, so they are unrelated to the match's own dice from the same seed. */
const POST_GAME_SALT = 0x9057_6a3e;

/** The post-game dice of a fixture: from the league's seed and the fixture, so a league replays. */
export function postGameDice(league: Pick<League, 'seed'>, fixture: Pick<Fixture, 'round' | 'home' | 'away'>): DiceState {
  return seededDice(hashPair((league.seed ^ POST_GAME_SALT) >>> 0, fixture.round * 256 + fixture.home * 16 + fixture.away));
}

export function findFixture(league: League, fixtureId: string): Fixture {
  const f = league.rounds.flatMap((r) => r.fixtures).find((x) => x.id === fixtureId);
  if (!f) throw new RangeError(`the league has no fixture ${fixtureId}`);
  return f;
}

/** A post-game for a fixture whose match ended with `tally`; `dice` replace the league's (scenarios). */
export function startPostGame(league: League, fixtureId: string, tally: MatchTally, dice?: DiceState): PostGame {
  const f = findFixture(league, fixtureId);
  if (f.result !== null) throw new RangeError(`fixture ${fixtureId} has been played already`);
  const teams: [LeagueTeam, LeagueTeam] = [league.teams[f.home], league.teams[f.away]];
  return { start: { teams: JSON.parse(JSON.stringify(teams)) as [LeagueTeam, LeagueTeam], tally, dice: dice ?? postGameDice(league, f) }, decisions: [] };
}

export function postGameNow(pg: PostGame): RunOutcome {
  return runPostGame(pg.start, pg.decisions);
}

export type ApplyPostGame = { ok: true; postGame: PostGame; outcome: RunOutcome } | { ok: false; message: string };

/** One more decision; a decision that is not among the options is refused, the post-game unchanged. */
export function applyPostGame(pg: PostGame, decision: PostGameDecision): ApplyPostGame {
  const next: PostGame = { start: pg.start, decisions: [...pg.decisions, decision] };
  try {
    return { ok: true, postGame: next, outcome: runPostGame(next.start, next.decisions) };
  } catch (e) {
    if (e instanceof IllegalPostGameDecision) return { ok: false, message: e.message };
    throw e;
  }
}

/**
 * The ended post-game written into the league: the fixture's result and both teams. Pure: the
 * league passed in is not changed. Refused while the post-game still has a question.
 */
export function commitPostGame(league: League, fixtureId: string, pg: PostGame, matchId: string | null = null): League {
  const out = postGameNow(pg);
  if (out.status !== 'done') throw new RangeError('the post-game has not ended: nothing is committed before its last step');
  const next = JSON.parse(JSON.stringify(league)) as League;
  const f = findFixture(next, fixtureId);
  if (f.result !== null) throw new RangeError(`fixture ${fixtureId} has been played already`);
  const t = pg.start.tally;
  const result: FixtureResult = { score: [t.score[0], t.score[1]], winner: t.winner === null ? 'draw' : t.winner === 0 ? 'home' : 'away', landslide: t.landslide, matchId };
  f.result = result;
  next.teams[f.home] = out.teams[0];
  next.teams[f.away] = out.teams[1];
  next.pending = null;
  return next;
}
