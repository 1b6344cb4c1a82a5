// A fixture's way through the league, as the league screen and the simulator take it: before
// kick-off (both ratings, who is missing and who covers), the post-game begun and kept in the
// league (`pending`, saved with it, so a crash resumes it), answered question by question (the
// computer answering for its teams), and committed when its last question is answered.
import { applyPostGame, commitPostGame, computerPostGameDecision, findFixture, postGameNow, startPostGame, type PostGameDecision, type RunOutcome } from './postgame';
import { available, onRoster, teamRating } from './roster';
import type { MatchTally } from './tally';
import type { League, LeaguePlayer } from './types';

export interface FixturePreview {
  /** Team ratings of home and away (players missing the match left out). */
  ratings: [number, number];
  /** Per side: players who miss this match. */
  missing: [LeaguePlayer[], LeaguePlayer[]];
  /** Per side: the free rookies who joined to cover missing players and have not played yet. */
  covering: [LeaguePlayer[], LeaguePlayer[]];
}

export function fixturePreview(league: League, fixtureId: string): FixturePreview {
  const f = findFixture(league, fixtureId);
  const teams = [league.teams[f.home], league.teams[f.away]] as const;
  const missing = teams.map((t) => onRoster(t).filter((p) => p.missesNext)) as FixturePreview['missing'];
  const covering = teams.map((t) => available(t).filter((p) => p.joinedAsCover && p.career.matches === 0)) as FixturePreview['covering'];
  return { ratings: [teamRating(teams[0]), teamRating(teams[1])], missing, covering };
}

/** The league with the fixture's post-game begun; refused while another is under way. */
export function beginPostGame(league: League, fixtureId: string, tally: MatchTally, matchId: string | null): League {
  if (league.pending) throw new RangeError(`the post-game of fixture ${league.pending.fixtureId} is still under way`);
  return { ...league, pending: { fixtureId, matchId, postGame: startPostGame(league, fixtureId, tally) } };
}

/** Where the post-game under way stands, or null when none is. */
export function pendingNow(league: League): RunOutcome | null {
  return league.pending ? postGameNow(league.pending.postGame) : null;
}

export type Decided = { ok: true; league: League; outcome: RunOutcome } | { ok: false; message: string };

/** One decision of the post-game under way; its last one commits it into the league. */
export function decidePending(league: League, decision: PostGameDecision): Decided {
  const pending = league.pending;
  if (!pending) return { ok: false, message: 'no post-game is under way' };
  const applied = applyPostGame(pending.postGame, decision);
  if (!applied.ok) return applied;
  if (applied.outcome.status === 'done') {
    return { ok: true, league: commitPostGame(league, pending.fixtureId, applied.postGame, pending.matchId), outcome: applied.outcome };
  }
  return { ok: true, league: { ...league, pending: { ...pending, postGame: applied.postGame } }, outcome: applied.outcome };
}

/**
 * Answers the questions of the post-game under way for as long as a computer-coached team must
 * decide; stops at a person's question (or when the post-game is committed).
 */
export function answerForComputers(league: League): League {
  let current = league;
  for (;;) {
    const now = pendingNow(current);
    if (!now || now.status === 'done') return current;
    const f = findFixture(current, current.pending!.fixtureId);
    const team = current.teams[now.question.side === 0 ? f.home : f.away];
    if (team.coach.kind !== 'computer') return current;
    const decided = decidePending(current, computerPostGameDecision(now.question, now.teams, now.events));
    if (!decided.ok) throw new Error(`the computer's post-game decision was refused: ${decided.message}`);
    current = decided.league;
  }
}
