import { describe, expect, it } from 'vitest';
import { answerForComputers, beginPostGame, decidePending, fixturePreview, pendingNow } from '../../src/shared/league/flow';
import { computerPostGameDecision } from '../../src/shared/league/postgame';
import { playFixture } from '../../src/shared/league/simulate';
import type { League } from '../../src/shared/league/types';
import { stockLeague } from './helpers';

describe('a fixture through the league', () => {
  it('a person answers his questions, the computer its own; a reload in the middle resumes exactly', () => {
    const base = stockLeague(4, 3);
    const fixture = base.rounds[0].fixtures[0];
    base.teams[fixture.home].coach = { kind: 'person' };
    const tally = playFixture(base, fixture, 'easy');
    let league = answerForComputers(beginPostGame(base, fixture.id, tally, null));
    expect(() => beginPostGame(league, fixture.id, tally, null)).toThrow(/still under way/);
    // Play it to the end twice: straight on, and through a save and reload after each decision.
    const finish = (start: League, reload: boolean): League => {
      let l = start;
      for (;;) {
        const now = pendingNow(l);
        if (!now) return l;
        expect(now.status).toBe('asking');
        if (now.status !== 'asking') return l;
        expect(now.question.side).toBe(0);
        const decided = decidePending(l, computerPostGameDecision(now.question, now.teams, now.events));
        if (!decided.ok) throw new Error(decided.message);
        l = answerForComputers(reload ? (JSON.parse(JSON.stringify(decided.league)) as League) : decided.league);
      }
    };
    const straight = finish(league, false);
    const reloaded = finish(JSON.parse(JSON.stringify(league)) as League, true);
    expect(JSON.stringify(reloaded)).toBe(JSON.stringify(straight));
    expect(straight.pending).toBeNull();
    expect(straight.rounds[0].fixtures[0].result).not.toBeNull();
    // Before the result was committed, the teams in the league were untouched.
    expect(league.teams).toEqual(base.teams);
    league = straight;
    expect(decidePending(league, { kind: 'keep-roster' })).toEqual({ ok: false, message: 'no post-game is under way' });
    // A whole simulated match: a minute for a loaded CI machine, as the other league tests.
  }, 60_000);

  it('shows both ratings, the missing players and the rookies covering them before kick-off', () => {
    const league = stockLeague(3);
    const f = league.rounds[0].fixtures[0];
    const home = league.teams[f.home];
    home.players[0].missesNext = true;
    home.players.push({ ...home.players[1], id: 'p9', name: 'Rookie 9', number: 9, joinedAsCover: true });
    const preview = fixturePreview(league, f.id);
    expect(preview.missing[0].map((p) => p.id)).toEqual(['p1']);
    expect(preview.covering[0].map((p) => p.id)).toEqual(['p9']);
    expect(preview.ratings[0]).toBe(8);
    expect(preview.missing[1]).toEqual([]);
  });
});
