// What Blood Bowl's screen says to a player who does not see the pitch: the answers of the keys that
// ask (L, B, G), the board's label and the pitch in words, half by half. Words only (keys under
// `bloodbowl.said.`); the screen words them in the app's language.
import { type Words, words } from '../../shared/words';
import { tackleZones } from '../../shared/games/bloodbowl/engine/board';
import type { MatchState, Player, TeamIndex } from '../../shared/games/bloodbowl/engine/types';
import { isInHalf, xOf } from '../../shared/games/bloodbowl/pitch/pitch';
import { squareLabel } from './bloodbowlBoard';
import type { BBLooks } from './bloodbowlLooks';
import { playerWords } from './bloodbowlWords';

const w = (key: string, params?: Record<string, string | number | Words>): Words => words(`bloodbowl.said.${key}`, params);
const holds = (s: MatchState, id: number): boolean => s.ball.at === 'carried' && s.ball.player === id;

export function ballWords(s: MatchState, looks?: BBLooks): Words {
  const b = s.ball;
  if (b.at === 'carried') {
    const sq = s.players[b.player]?.square;
    return w('ballCarried', { player: playerWords(s, b.player, looks), square: sq === null || sq === undefined ? '' : squareLabel(sq) });
  }
  if (b.at === 'ground') return w('ballLoose', { square: squareLabel(b.square) });
  return w('ballNone');
}

/** A player in full: where he is, standing or not, the ball, and the opposing tackle zones on his square. */
export function lookWords(s: MatchState, id: number, looks?: BBLooks): Words {
  const p = s.players[id];
  if (!p) return w('nobody');
  const who = { player: playerWords(s, id, looks), team: s.teams[p.team].name };
  if (p.where !== 'pitch' || p.square === null) return w('lookOff', { ...who, box: words(`bbscreen.box.${p.where}`) });
  return w(holds(s, id) ? 'lookBall' : 'look', { ...who, square: squareLabel(p.square), status: w(`status.${p.status}`), zones: tackleZones(s, p.square, p.team) });
}

/** The score, the half and turns, and whose turn it is. */
export function gameWords(s: MatchState, over: boolean): Words[] {
  const [home, away] = s.teams;
  const score = w('score', { home: home.name, homeScore: home.score, away: away.name, awayScore: away.score, half: s.half, homeTurns: home.turns, awayTurns: away.turns });
  if (over) return [score, w('over')];
  return [score, s.acting === null ? w('setUp') : w('toPlay', { team: s.teams[s.acting].name })];
}

/** The board's label: the score, the ball and how many players are on the pitch. */
export function boardLabelWords(s: MatchState, looks?: BBLooks): Words {
  const [home, away] = s.teams;
  return w('boardLabel', { home: home.name, homeScore: home.score, away: away.name, awayScore: away.score, ball: ballWords(s, looks), players: s.players.filter((p) => p.where === 'pitch').length });
}

export interface BBZone {
  /** The team whose half it is, or 'dugouts' for the players off the pitch. */
  zone: TeamIndex | 'dugouts';
  title: Words;
  items: Words[];
}

const halfOf = (square: number): TeamIndex => (isInHalf(0, square) ? 0 : 1);

/** The pitch half by half (players from the left, then top to bottom, and a loose ball), then the dugouts by team. */
export function boardByZone(s: MatchState, looks?: BBLooks): BBZone[] {
  const zones: BBZone[] = ([0, 1] as const).map((team) => ({ zone: team, title: w('half', { team: s.teams[team].name }), items: [] }));
  const onPitch = s.players.filter((p): p is Player & { square: number } => p.where === 'pitch' && p.square !== null).sort((a, b) => xOf(a.square) - xOf(b.square) || a.square - b.square);
  for (const p of onPitch) {
    zones[halfOf(p.square)]!.items.push(w(holds(s, p.id) ? 'playerBall' : 'player', { player: playerWords(s, p.id, looks), square: squareLabel(p.square), status: w(`status.${p.status}`) }));
  }
  if (s.ball.at === 'ground') zones[halfOf(s.ball.square)]!.items.push(w('looseBall', { square: squareLabel(s.ball.square) }));
  const count = (team: TeamIndex, where: Player['where']) => s.players.filter((p) => p.team === team && p.where === where).length;
  const dugouts = ([0, 1] as const).map((team) =>
    w('dugout', { team: s.teams[team].name, reserves: count(team, 'reserves'), ko: count(team, 'ko'), casualty: count(team, 'casualty'), sentOff: count(team, 'sent-off') }),
  );
  return [...zones, { zone: 'dugouts', title: w('dugouts'), items: dugouts }];
}
