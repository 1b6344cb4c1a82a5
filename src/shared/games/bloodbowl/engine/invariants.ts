/** What must hold in every state between decisions (the sim and conformance check these). */
import { carrier } from './board';
import { TURNS_PER_HALF } from './procs/flow';
import { MAX_ON_PITCH } from './procs/setup';
import type { MatchState } from './types';

export function invariants(s: MatchState): string[] {
  const out: string[] = [];
  const seen = new Map<number, number>();
  for (const p of s.players) {
    if (p.where === 'pitch') {
      if (p.square === null) out.push(`player ${p.id} is on the pitch without a square`);
      else if (seen.has(p.square)) out.push(`players ${seen.get(p.square)} and ${p.id} share square ${p.square}`);
      else seen.set(p.square, p.id);
    } else if (p.square !== null) out.push(`player ${p.id} is off the pitch but has square ${p.square}`);
  }
  for (const t of [0, 1] as const) {
    const n = s.players.filter((p) => p.team === t && p.where === 'pitch').length;
    if (n > MAX_ON_PITCH) out.push(`team ${t} has ${n} players on the pitch`);
    const team = s.teams[t];
    if (team.rerollsLeft < 0) out.push(`team ${t} has ${team.rerollsLeft} re-rolls`);
    if (team.turns < 0 || team.turns > TURNS_PER_HALF) out.push(`team ${t} has taken ${team.turns} turns`);
  }
  const c = carrier(s);
  if (s.ball.at === 'carried' && (!c || c.where !== 'pitch' || c.status !== 'standing')) out.push('the ball is held by a player who is not standing on the pitch');
  // Mid-resolution (a re-roll question over a pick-up or catch) the ball may lie under the
  // player about to roll; at an action or step question it never does.
  const top = s.stack[s.stack.length - 1];
  const between = top?.kind === 'turn' || top?.kind === 'activation';
  if (s.ball.at === 'ground' && between && s.players.some((p) => p.where === 'pitch' && p.square === (s.ball as { square: number }).square)) out.push('the ball rests under a player');
  if (s.turnover !== null && (top?.kind === 'turn' || (top?.kind === 'activation' && top.started))) out.push(`a turnover (${s.turnover}) did not end the turn`);
  if (s.result === null && s.stack.length === 0) out.push('no question is pending and there is no result');
  if (s.result !== null && s.stack.length > 0) out.push('the match is over but a question is pending');
  return out;
}
