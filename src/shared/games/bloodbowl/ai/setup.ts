/**
 * Set-up, kick and touchback for the computer coach. The set-up is a fixed formation (home's
 * squares; away mirrors them): three strong players on the line of scrimmage, two wide (one per
 * wide zone, within the limit of two), a second line, and the ball handlers deep. Each square
 * takes the fittest player still in the reserves; anything the formation cannot place falls back
 * to the first legal placement, so a short-handed team still finishes its set-up.
 */
import { PITCH_LENGTH, squareAt, type SquareId, type TeamIndex } from '../pitch/pitch';
import type { Decision, MatchState, Player } from '../engine/types';

type Role = 'line' | 'mid' | 'back';

/** Home's formation, in the order it is filled ([x, y], role). */
const FORMATION: readonly (readonly [number, number, Role])[] = [
  [12, 7, 'line'],
  [12, 6, 'line'],
  [12, 8, 'line'],
  [7, 7, 'back'],
  [10, 7, 'mid'],
  [11, 4, 'mid'],
  [11, 10, 'mid'],
  [10, 2, 'mid'],
  [10, 12, 'mid'],
  [9, 5, 'mid'],
  [4, 7, 'back'],
];

const has = (p: Player, skill: string): boolean => p.skills.includes(skill as never);

/** How well a player fits a role (higher is better). */
function fit(p: Player, role: Role): number {
  const skills = p.skills.length;
  if (role === 'line') return p.st * 10 + p.av - p.ma - skills * 3;
  if (role === 'back') return (has(p, 'Sure Hands') ? 6 : 0) + (has(p, 'Pass') ? 3 : 0) + (has(p, 'Catch') ? 2 : 0) + p.ag * 2 + p.ma;
  return p.ma + p.st * 2 + (has(p, 'Block') ? 3 : 0) - (has(p, 'Sure Hands') ? 4 : 0);
}

export function formationSquare(team: TeamIndex, x: number, y: number): SquareId {
  return squareAt(team === 0 ? x : PITCH_LENGTH - 1 - x, y);
}

export function chooseSetup(s: MatchState, team: TeamIndex, legal: readonly Decision[]): Decision {
  const done = legal.find((d) => d.kind === 'setup-done');
  if (done) return done;
  const places = legal.filter((d): d is Extract<Decision, { kind: 'place' }> => d.kind === 'place');
  const ok = new Set(places.map((d) => `${d.player}@${d.square}`));
  const reserves = s.players.filter((p) => p.team === team && p.where === 'reserves');
  const taken = new Set(s.players.flatMap((p) => (p.where === 'pitch' && p.square !== null ? [p.square] : [])));
  for (const [x, y, role] of FORMATION) {
    const sq = formationSquare(team, x, y);
    if (taken.has(sq)) continue;
    const cands = reserves.filter((p) => ok.has(`${p.id}@${sq}`)).sort((a, b) => fit(b, role) - fit(a, role) || a.id - b.id);
    const p = cands[0];
    if (p) return { kind: 'place', player: p.id, square: sq };
  }
  const first = places[0] ?? legal[0];
  if (!first) throw new RangeError('no legal set-up decision');
  return first;
}

/** Kick deep and central in the receiving half, far enough from the end zone that a six-square scatter stays in. */
export function chooseKick(kicking: TeamIndex, legal: readonly Decision[], depth: number): Decision {
  const receiving: TeamIndex = kicking === 0 ? 1 : 0;
  const want = formationSquare(receiving, depth, 7);
  return legal.find((d) => d.kind === 'kick' && d.square === want) ?? (legal[0] as Decision);
}

/** The touchback goes to the best ball handler in the fewest tackle zones. */
export function chooseTouchback(s: MatchState, legal: readonly Decision[], tz: (p: Player) => number): Decision {
  let best: Decision | undefined;
  let score = -Infinity;
  for (const d of legal) {
    if (d.kind !== 'touchback') continue;
    const p = s.players[d.player] as Player;
    const v = fit(p, 'back') - tz(p) * 10;
    if (v > score) [best, score] = [d, v];
  }
  return best ?? (legal[0] as Decision);
}
