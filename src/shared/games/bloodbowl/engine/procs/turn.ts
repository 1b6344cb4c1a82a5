/**
 * A team turn (seed, "Player actions"): the coach declares one action per player, one at a time,
 * or ends the turn. A turnover ends it at once; at its end the team's stunned players turn over.
 */
import { isAdjacent } from '../../pitch/pitch';
import { isStanding } from '../board';
import { type Ctx, emit, pop, push, turnover, writable } from '../context';
import type { ActionName, Decision, Frame, MatchState, Player } from '../types';
import type { Handler } from './handler';

type Turn = Extract<Frame, { kind: 'turn' }>;

/** What the actions open to a team's players depend on, found once for the whole team. */
interface TeamView {
  /** Opposing players on the pitch. */
  readonly opponents: readonly Player[];
  readonly opponentStanding: boolean;
  readonly opponentDown: boolean;
  /** The team's own players on the pitch. */
  readonly onPitch: number;
}

function teamView(s: MatchState, team: number): TeamView {
  const opponents: Player[] = [];
  let onPitch = 0;
  for (const o of s.players) {
    if (o.where !== 'pitch') continue;
    if (o.team === team) onPitch++;
    else opponents.push(o);
  }
  return { opponents, opponentStanding: opponents.some(isStanding), opponentDown: opponents.some((o) => o.status !== 'standing'), onPitch };
}

/** The actions a player may declare now. */
export function actionsOf(s: MatchState, p: Player, view: TeamView = teamView(s, p.team)): ActionName[] {
  if (p.where !== 'pitch' || p.acted || p.status === 'stunned' || p.team !== s.acting) return [];
  const out: ActionName[] = ['move'];
  if (p.status === 'standing' && view.opponents.some((o) => isStanding(o) && isAdjacent(o.square as number, p.square as number))) out.push('block');
  if (!s.used.blitz && view.opponentStanding) out.push('blitz');
  if (!s.used.pass) out.push('pass');
  if (!s.used.handOff && view.onPitch > 1) out.push('hand-off');
  if (!s.used.foul && view.opponentDown) out.push('foul');
  return out;
}

/** End of a team turn: its stunned players (not stunned in this very turn) turn face up. */
export function endTurn(ctx: Ctx, f: Turn): void {
  pop(ctx);
  const s = ctx.s;
  for (const p of s.players) {
    if (p.team === f.team && p.where === 'pitch' && p.status === 'stunned' && !p.justStunned) {
      writable(ctx, p.id).status = 'prone';
      emit(ctx, { type: 'stunned-recovers', player: p.id });
    }
  }
  // Only the players whose flag changes are copied.
  for (const p of s.players) if (p.justStunned) writable(ctx, p.id).justStunned = false;
  emit(ctx, { type: 'turn-end', team: f.team, turnover: s.turnover });
  s.acting = null;
  s.turnover = null;
}

export const turn: Handler<Turn> = {
  ask(s, f) {
    if (s.turnover !== null || s.scored !== null) return null;
    const decisions: Decision[] = [];
    const view = s.acting === null ? null : teamView(s, s.acting);
    for (const p of s.players) if (view && p.team === s.acting) for (const action of actionsOf(s, p, view)) decisions.push({ kind: 'action', player: p.id, action });
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
