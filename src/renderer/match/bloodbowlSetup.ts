// A quick set-up for Blood Bowl: a plain formation, chosen square by square among the engine's own
// legal placements (the engine lists only placements that can still finish a legal set-up, so
// picking from its list never breaks the limits). No rules here: where no formation square is
// offered, the first placement the engine offers is taken.
import type { Decision, MatchState, TeamIndex } from '../../shared/games/bloodbowl/engine/types';
import { lineOfScrimmageX, squareAt } from '../../shared/games/bloodbowl/pitch/pitch';

/** Formation squares as (squares back from the line of scrimmage, row), the line first. */
const FORMATION: readonly (readonly [number, number])[] = [
  [0, 7], [0, 6], [0, 8], [2, 3], [2, 11], [3, 7], [4, 5], [4, 9], [6, 7], [2, 1], [2, 13],
];

type Place = Extract<Decision, { kind: 'place' }>;

/** The next placement of a quick set-up for `team`, or null when none is offered. */
export function quickPlacement(s: MatchState, team: TeamIndex, decisions: readonly Decision[]): Place | null {
  const places = decisions.filter((d): d is Place => d.kind === 'place' && s.players[d.player]?.where === 'reserves');
  if (places.length === 0) return null;
  const taken = new Set(s.players.filter((p) => p.where === 'pitch').map((p) => p.square));
  const back = team === 0 ? -1 : 1;
  const los = lineOfScrimmageX(team);
  for (const [i, [dx, y]] of FORMATION.entries()) {
    const square = squareAt(los + back * dx, y);
    if (taken.has(square)) continue;
    const here = places.filter((d) => d.square === square);
    if (here.length === 0) continue;
    // The strongest on the line, the quickest behind it: read from the players' own numbers.
    const rank = (d: Place): number => {
      const p = s.players[d.player];
      return p ? (i < 3 ? p.st * 10 - p.ma : p.ma * 10 + p.ag) : 0;
    };
    return here.reduce((best, d) => (rank(d) > rank(best) ? d : best));
  }
  return places[0] ?? null;
}

/** Players of `team` on the pitch now. */
export const onPitch = (s: MatchState, team: TeamIndex): number => s.players.filter((p) => p.team === team && p.where === 'pitch').length;
