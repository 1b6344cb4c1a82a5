// What the post-game needs from a finished match, counted from its events (campaign.md, "During
// the match"): who played, times injured (a failed Armour test: into the cage or dead), opponents
// injured, Strikes and points scored, and the result.
import type { Coach, GameEvent } from '../games/dreadball/engine/types';
import type { TeamSheet } from '../games/dreadball/teams/team';

export interface PlayerTally {
  played: boolean;
  /** Failed Armour tests (cage or death); falls without one do not count. */
  injured: number;
  killed: boolean;
  /** Opponents whose failed Armour test his Slam or Throw caused. */
  opponentsInjured: number;
  strikes: number;
  points: number;
}

export interface MatchTally {
  /** By side: 0 is the league fixture's home team (coach A), 1 the away team. */
  score: [number, number];
  winner: 0 | 1 | null;
  landslide: boolean;
  /** Players killed in the match, both sides (Necromancer's count). */
  deaths: number;
  /** Per side, by league player id; players who were not in the match sheet are absent. */
  players: [Record<string, PlayerTally>, Record<string, PlayerTally>];
}

export const emptyPlayerTally = (): PlayerTally => ({ played: false, injured: 0, killed: false, opponentsInjured: 0, strikes: 0, points: 0 });

/** A finished match's tally; `sheets` are the two team sheets in coach order (A, B). */
export function tallyMatch(sheets: readonly [TeamSheet, TeamSheet], events: readonly GameEvent[]): MatchTally {
  const ids = [...sheets[0].players.map((p) => p.id), ...sheets[1].players.map((p) => p.id)];
  const sideOf = (engineId: number): 0 | 1 => (engineId < sheets[0].players.length ? 0 : 1);
  const tally: MatchTally = { score: [0, 0], winner: null, landslide: false, deaths: 0, players: [{}, {}] };
  for (let i = 0; i < ids.length; i++) tally.players[sideOf(i)][ids[i]] = emptyPlayerTally();
  const of = (engineId: number): PlayerTally => {
    const id = ids[engineId];
    if (id === undefined) throw new RangeError(`the match names player ${engineId}, who is in neither team sheet`);
    return tally.players[sideOf(engineId)][id];
  };
  const credit = (victim: number, cause: number | null): void => {
    if (cause !== null && sideOf(cause) !== sideOf(victim)) of(cause).opponentsInjured++;
  };
  let ended = false;
  for (const e of events) {
    switch (e.type) {
      case 'placed':
        of(e.player).played = true;
        break;
      case 'substitution':
        if (e.into === 'pitch') of(e.player).played = true;
        break;
      case 'injury':
        of(e.player).injured++;
        credit(e.player, e.cause);
        break;
      case 'death':
        of(e.player).injured++;
        of(e.player).killed = true;
        tally.deaths++;
        credit(e.player, e.cause);
        break;
      case 'strike':
        of(e.player).strikes++;
        of(e.player).points += e.points;
        break;
      case 'match-end':
        ended = true;
        tally.score = [e.score[0], e.score[1]];
        tally.winner = e.winner === null ? null : coachSide(e.winner);
        tally.landslide = e.reason === 'landslide';
        break;
      default:
        break;
    }
  }
  if (!ended) throw new RangeError('the match has not ended: a post-game needs a finished match');
  return tally;
}

const coachSide = (c: Coach): 0 | 1 => (c === 'A' ? 0 : 1);
