/**
 * Normal's look-ahead (lookahead.ts) scores the position one action later with this: a small,
 * cheap evaluation from one team's side, in the policy's points (a touchdown is 100). It only has
 * to rank the outcomes of the candidate actions of one prompt against each other, so what every
 * candidate leaves alike (the rest of the pitch) cancels out; what moves it is the ball, players
 * knocked down or out, and the carrier's tackle zones.
 */
import { distance, isAdjacent, scoringEndZoneX, type SquareId, type TeamIndex, xOf } from '../pitch/pitch';
import { carrier, isStanding, tackleZones } from '../engine/board';
import type { MatchState, Player } from '../engine/types';

const TD = 100;
/** Holding the ball, before its progress. */
const BALL = 25;
/** Per square of progress towards the end zone, with the ball. */
const PROGRESS = 2;
/** A standing player; a prone one is worth less (his next action starts with standing up). */
const STANDING = 4;
const PRONE = 1.5;
const STUNNED = 0.5;
/** Per opposing tackle zone on a carrier (each is a marker who may block him next turn). */
const MARKED = 6;

const progress = (team: TeamIndex, sq: SquareId): number => 25 - Math.abs(scoringEndZoneX(team) - xOf(sq));

function bodyValue(p: Player): number {
  if (p.where !== 'pitch' || p.square === null) return 0;
  return p.status === 'standing' ? STANDING : p.status === 'prone' ? PRONE : STUNNED;
}

/** What a team holding the ball with carrier `c` has: progress, less the markers on him, plus his escort. */
function possession(s: MatchState, c: Player): number {
  const sq = c.square as SquareId;
  let mates = 0;
  for (const m of s.players) if (m.team === c.team && m.id !== c.id && isStanding(m) && m.square !== null && isAdjacent(m.square, sq)) mates++;
  return BALL + PROGRESS * progress(c.team, sq) - MARKED * tackleZones(s, sq, c.team) + Math.min(4, mates);
}

/** The nearest standing player of `team` to `sq` (26 when none). */
function nearest(s: MatchState, team: TeamIndex, sq: SquareId): number {
  let d = 26;
  for (const p of s.players) if (p.team === team && isStanding(p) && p.square !== null) d = Math.min(d, distance(p.square, sq));
  return d;
}

/** The position from `team`'s side. */
export function evaluate(s: MatchState, team: TeamIndex): number {
  const other = (1 - team) as TeamIndex;
  let v = TD * (s.teams[team].score - s.teams[other].score);
  for (const p of s.players) v += (p.team === team ? 1 : -1) * bodyValue(p);
  const c = carrier(s);
  if (c && c.square !== null) v += (c.team === team ? 1 : -1) * possession(s, c);
  else if (s.ball.at === 'ground') {
    // A loose ball: whoever stands nearer gets to it first, most of the time.
    const d = nearest(s, other, s.ball.square) - nearest(s, team, s.ball.square);
    v += Math.max(-12, Math.min(12, 3 * d));
  }
  return v;
}
