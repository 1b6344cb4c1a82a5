/**
 * The small questions asked in the middle of a resolution: re-rolls, block faces, push squares,
 * the follow-up and the interception. Each reads the frame being resolved (the engine's stack).
 */
import { distance, PITCH_LENGTH, PITCH_WIDTH, type SquareId, xOf, yOf } from '../pitch/pitch';
import { agilityTarget, INTERCEPTION_MODIFIER } from '../tables/agility';
import { testOdds } from '../odds/tests';
import { chosenOutcome } from '../odds/block';
import { stumbleIsPush } from '../engine/skills';
import { tackleZones } from '../engine/board';
import type { Decision, Frame, MatchState, Player } from '../engine/types';

type Block = Extract<Frame, { kind: 'block' }>;

const top = (s: MatchState): Frame | undefined => s.stack[s.stack.length - 1];

function lastBlock(s: MatchState): Block | undefined {
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const f = s.stack[i];
    if (f?.kind === 'block') return f;
  }
  return undefined;
}

/**
 * Re-rolls: a skill re-roll costs nothing, so it is always taken; a team re-roll is taken for a
 * failure that costs the turn or the ball (every test in the own turn but standing up), and for
 * block dice whose chosen face knocks the blocker down.
 */
export function chooseReroll(s: MatchState, legal: readonly Decision[]): Decision {
  const f = top(s);
  const skill = legal.find((d) => d.kind === 'reroll' && d.use === 'skill');
  const team = legal.find((d) => d.kind === 'reroll' && d.use === 'team');
  const none = legal.find((d) => d.kind === 'reroll' && d.use === 'none') ?? (legal[0] as Decision);
  if (f?.kind === 'block') {
    const a = s.players[f.attacker] as Player;
    const d = s.players[f.defender] as Player;
    const chooser = f.chooser === a.team ? 'attacker' : 'defender';
    const out = chosenOutcome(f.faces, chooser, stumbleIsPush(d));
    const bad = out === 'attacker-down' || out === 'both-down';
    if (bad) return skill ?? team ?? none;
    // A plain push: the Block skill's free re-roll may still knock him down, a team re-roll is kept.
    if (out === 'pushed' && skill && chooser === 'attacker' && f.dice > 1) return skill;
    return none;
  }
  if (f?.kind === 'test' && f.test === 'stand-up') return skill ?? none;
  return skill ?? team ?? none;
}

const PREFER_ATTACKER = ['defender-down', 'defender-stumbles', 'pushed', 'both-down', 'attacker-down'] as const;
const PREFER_DEFENDER = ['attacker-down', 'pushed', 'both-down', 'defender-stumbles', 'defender-down'] as const;

/** The face the engine's odds model takes (docs/bloodbowl-engine.md, ruling 11). */
export function chooseFace(s: MatchState, team: number, legal: readonly Decision[]): Decision {
  const b = lastBlock(s);
  const attacking = b ? (s.players[b.attacker] as Player).team === team : true;
  const dodge = b ? stumbleIsPush(s.players[b.defender] as Player) : false;
  const faces = legal.filter((d): d is Extract<Decision, { kind: 'block-face' }> => d.kind === 'block-face');
  const order = attacking ? PREFER_ATTACKER : PREFER_DEFENDER;
  // Against Dodge a stumble is only a push: rank it with the pushes.
  const rank = (f: string): number => {
    const face = dodge && f === 'defender-stumbles' ? 'pushed' : f;
    return (order as readonly string[]).indexOf(face);
  };
  const best = [...faces].sort((x, y) => rank(x.face) - rank(y.face))[0];
  return best ?? (legal[0] as Decision);
}

const edgeDistance = (sq: SquareId): number => Math.min(yOf(sq), PITCH_WIDTH - 1 - yOf(sq), xOf(sq), PITCH_LENGTH - 1 - xOf(sq));

/** Into the crowd when offered; else the square nearest an edge, away from the ball. */
export function choosePush(s: MatchState, legal: readonly Decision[]): Decision {
  const crowd = legal.find((d) => d.kind === 'push' && d.square === 'crowd');
  if (crowd) return crowd;
  const ball = s.ball.at === 'ground' ? s.ball.square : s.ball.at === 'carried' ? (s.players[s.ball.player]?.square ?? null) : null;
  let best: Decision | undefined;
  let score = Infinity;
  for (const d of legal) {
    if (d.kind !== 'push' || d.square === 'crowd') continue;
    const v = edgeDistance(d.square) * 2 - (ball === null ? 0 : Math.min(4, distance(d.square, ball)));
    if (v < score) [best, score] = [d, v];
  }
  return best ?? (legal[0] as Decision);
}

/** Follow up unless the blocker holds the ball or the square is in more tackle zones than his own. */
export function chooseFollowUp(s: MatchState, legal: readonly Decision[]): Decision {
  const b = lastBlock(s);
  const yes = legal.find((d) => d.kind === 'follow-up' && d.follow);
  const no = legal.find((d) => d.kind === 'follow-up' && !d.follow) ?? (legal[0] as Decision);
  if (!b || !yes) return no;
  const a = s.players[b.attacker] as Player;
  const into = b.pushed[0]?.from;
  if (into === undefined || a.square === null) return no;
  if (s.ball.at === 'carried' && s.ball.player === a.id) return no;
  // Standing over a downed defender keeps him marked; a follow-up into a crowd of opponents does not pay.
  return tackleZones(s, into, a.team, a.id) <= tackleZones(s, a.square, a.team) ? yes : no;
}

/** The interceptor with the best odds (a failed attempt costs nothing). */
export function chooseIntercept(s: MatchState, legal: readonly Decision[]): Decision {
  let best: Decision | undefined;
  let p = -1;
  for (const d of legal) {
    if (d.kind !== 'intercept' || d.player === null) continue;
    const o = s.players[d.player] as Player;
    const q = testOdds(agilityTarget(o.ag), INTERCEPTION_MODIFIER - tackleZones(s, o.square as SquareId, o.team)).success;
    if (q > p) [best, p] = [d, q];
  }
  return best ?? (legal[0] as Decision);
}
