/**
 * A team turn (seed, "Player actions"): the coach declares one action per player, one at a time,
 * or ends the turn. A turnover ends it at once; at its end the team's stunned players turn over.
 */
import { isAdjacent } from '../../pitch/pitch';
import { isStanding, onPitch } from '../board';
import { type Ctx, emit, pop, push, turnover } from '../context';
import type { ActionName, Decision, Frame, MatchState, Player } from '../types';
import type { Handler } from './handler';

type Turn = Extract<Frame, { kind: 'turn' }>;

/** The actions a player may declare now. */
export function actionsOf(s: MatchState, p: Player): ActionName[] {
  if (p.where !== 'pitch' || p.acted || p.status === 'stunned' || p.team !== s.acting) return [];
  const opponents = onPitch(s).filter((o) => o.team !== p.team);
  const out: ActionName[] = ['move'];
  if (p.status === 'standing' && opponents.some((o) => isStanding(o) && isAdjacent(o.square as number, p.square as number))) out.push('block');
  if (!s.used.blitz && opponents.some(isStanding)) out.push('blitz');
  if (!s.used.pass) out.push('pass');
  if (!s.used.handOff && onPitch(s, p.team).length > 1) out.push('hand-off');
  if (!s.used.foul && opponents.some((o) => o.status !== 'standing')) out.push('foul');
  return out;
}

/** End of a team turn: its stunned players (not stunned in this very turn) turn face up. */
export function endTurn(ctx: Ctx, f: Turn): void {
  pop(ctx);
  const s = ctx.s;
  for (const p of s.players) {
    if (p.team === f.team && p.where === 'pitch' && p.status === 'stunned' && !p.justStunned) {
      p.status = 'prone';
      emit(ctx, { type: 'stunned-recovers', player: p.id });
    }
  }
  for (const p of s.players) p.justStunned = false;
  emit(ctx, { type: 'turn-end', team: f.team, turnover: s.turnover });
  s.acting = null;
  s.turnover = null;
}

export const turn: Handler<Turn> = {
  ask(s, f) {
    if (s.turnover !== null || s.scored !== null) return null;
    const decisions: Decision[] = [];
    for (const p of s.players) for (const action of actionsOf(s, p)) decisions.push({ kind: 'action', player: p.id, action });
    decisions.push({ kind: 'end-turn' });
    if (s.turnTimer) decisions.push({ kind: 'time-up' });
    return { decider: f.team, prompt: 'action', decisions };
  },
  run(ctx, f, d) {
    if (d?.kind === 'action') {
      push(ctx, { kind: 'activation', player: d.player, action: d.action, used: 0, blocked: false, done: false, started: false });
      return;
    }
    if (d?.kind === 'time-up') turnover(ctx, 'time-up');
    endTurn(ctx, f);
  },
};
