import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../src/shared/dice/rng';
import type { GameEvent } from '../../src/shared/games/dreadball/engine/types';
import { advanceOptions, applyPostGame, commitPostGame, computerPostGameDecision, postGameNow, startPostGame } from '../../src/shared/league/postgame';
import { sheetOfTeam } from '../../src/shared/league/roster';
import { tallyMatch, type MatchTally } from '../../src/shared/league/tally';
import { stockLeague } from './helpers';

describe('match tally', () => {
  const league = stockLeague(3);
  const sheets = [sheetOfTeam(league.teams[0]), sheetOfTeam(league.teams[1])] as const;
  const events: GameEvent[] = [
    { type: 'placed', player: 0, hex: 1 },
    { type: 'substitution', player: 9, into: 'pitch' },
    { type: 'injury', player: 9, zone: 2, cause: 0 },
    { type: 'death', player: 9, cause: 0 },
    // A fall of his own and a team-mate's throw credit nobody.
    { type: 'injury', player: 1, zone: 1, cause: null },
    { type: 'injury', player: 2, zone: 1, cause: 3 },
    { type: 'strike', player: 0, zone: 'z', points: 3, bonus: false },
    { type: 'match-end', winner: 'A', reason: 'landslide', score: [7, 0] },
  ];
  it('counts who played, injuries, who caused them, Strikes and the result', () => {
    const t = tallyMatch(sheets, events);
    expect(t.players[0].p1).toEqual({ played: true, injured: 0, killed: false, opponentsInjured: 2, strikes: 1, points: 3 });
    expect(t.players[1].p2).toMatchObject({ played: true, injured: 2, killed: true });
    expect(t.players[0].p2).toMatchObject({ played: false, injured: 1 });
    expect(t.players[0].p4.opponentsInjured).toBe(0);
    expect(t).toMatchObject({ score: [7, 0], winner: 0, landslide: true, deaths: 1 });
  });
  it('refuses an unfinished match', () => {
    expect(() => tallyMatch(sheets, events.slice(0, 3))).toThrow(/has not ended/);
  });
});

describe('post-game door', () => {
  const league = stockLeague(3);
  const fixture = league.rounds[0].fixtures[0];
  const tally: MatchTally = {
    score: [2, 1],
    winner: 0,
    landslide: false,
    deaths: 0,
    players: [{ p1: { played: true, injured: 0, killed: false, opponentsInjured: 0, strikes: 0, points: 0 } }, {}],
  };

  it('refuses a decision that is not an option and leaves the post-game as it was', () => {
    const pg = startPostGame(league, fixture.id, tally, scriptedDice([3, 1]));
    const now = postGameNow(pg);
    expect(now.status).toBe('asking');
    const r = applyPostGame(pg, { kind: 'retire', player: 'p99' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/not one of the options of the retire question/);
    expect(pg.decisions).toEqual([]);
  });

  it('commits nothing before the end, then the result and both teams, without touching the league passed in', () => {
    let pg = startPostGame(league, fixture.id, tally);
    expect(() => commitPostGame(league, fixture.id, pg)).toThrow(/has not ended/);
    for (;;) {
      const now = postGameNow(pg);
      if (now.status === 'done') break;
      const r = applyPostGame(pg, computerPostGameDecision(now.question, now.teams, now.events));
      if (!r.ok) throw new Error(r.message);
      pg = r.postGame;
    }
    const before = JSON.stringify(league);
    const after = commitPostGame(league, fixture.id, pg, null);
    expect(JSON.stringify(league)).toBe(before);
    const f = after.rounds[0].fixtures[0];
    expect(f.result).toEqual({ score: [2, 1], winner: 'home', landslide: false, matchId: null });
    expect(after.teams[fixture.home].players[0].xp).toBeGreaterThanOrEqual(2);
    expect(() => commitPostGame(after, fixture.id, pg)).toThrow(/played already/);
    // Replaying the same start and decisions (the league's own dice) gives the same teams.
    expect(JSON.stringify(postGameNow(pg))).toBe(JSON.stringify(postGameNow(JSON.parse(JSON.stringify(pg)))));
  });
});

describe('advance options', () => {
  it('a stat is never bettered past 2+, and only once per career', () => {
    const league = stockLeague(3);
    const team = league.teams[0];
    team.race = {
      kind: 'homebrew',
      name: 'Sharp',
      types: [{ id: 'ace', name: 'Ace', role: 'jack', stats: { move: 5, strength: 3, speed: 4, skill: 2, armour: 4 }, cost: 10, max: 8, abilities: [] }],
    };
    const p = team.players[0];
    Object.assign(p, { typeId: 'ace', rank: 'veteran', upgrades: [{ kind: 'rank' }, { kind: 'rank' }] });
    const stats = advanceOptions(team, p).filter((o) => o.kind === 'stat');
    expect(stats).toEqual([{ kind: 'stat', stat: 'strength' }]);
    p.upgrades = [{ kind: 'rank' }, { kind: 'rank' }, { kind: 'stat', stat: 'strength' }];
    expect(advanceOptions(team, p)).toEqual([]);
  });
});
