/** Declaring an action: what the rushing coach may declare, and the token it costs. */

import { ACCESS_HEX } from '../../pitch/zones';
import { occupant, onPitchCount, pl, sideOf } from '../board';
import { emit, type Run, set } from '../run';
import { MAX_TOKEN_ACTIONS } from '../state';
import type { ActionKind, Decision, MatchState } from '../types';
import { makeCtx } from './context';
import { standUp } from './stand-up';

export function actionChoices(s: MatchState): Decision[] {
  const out: Decision[] = [];
  const t = s.rushing;
  if (s.tokens > 0) {
    const own = ACCESS_HEX[sideOf(s, t)];
    const canEnter = !s.suddenDeath && onPitchCount(s, t) < 6 && !occupant(s, own);
    const carrier = s.ball.carrier >= 0 ? pl(s, s.ball.carrier) : null;
    let opponentsStanding = false;
    for (const o of s.players) if (o.team !== t && o.where === 'pitch' && !o.down) opponentsStanding = true;
    for (const p of s.players) {
      if (p.team !== t || p.tokenActions >= MAX_TOKEN_ACTIONS) continue;
      if (p.where === 'pitch') {
        if (p.down) {
          out.push({ kind: 'action', player: p.id, action: 'stand-up' });
          continue;
        }
        out.push({ kind: 'action', player: p.id, action: 'run' });
        out.push({ kind: 'action', player: p.id, action: 'sprint' });
        if (p.role !== 'striker' && opponentsStanding) out.push({ kind: 'action', player: p.id, action: 'slam' });
        if (p.role !== 'guard' && carrier && carrier.team !== t && !carrier.down) out.push({ kind: 'action', player: p.id, action: 'snatch' });
        if (carrier && carrier.id === p.id) out.push({ kind: 'action', player: p.id, action: 'throw' });
      } else if (p.where === 'bench' && canEnter) {
        out.push({ kind: 'action', player: p.id, action: 'run' });
        out.push({ kind: 'action', player: p.id, action: 'sprint' });
      }
    }
  }
  out.push({ kind: 'end-rush' });
  return out;
}

/**
 * Whether the rushing coach could declare any action (not only end the rush): whether the action
 * prompt's own list would hold an `action` decision (declare.test.ts holds the two together over
 * the states of random games). Standing up counts, a substitute who may come on counts, a player
 * with two token actions does not.
 */
export function anyoneCanAct(s: MatchState): boolean {
  // `actionChoices` without building its list (this runs after every action): a player on the
  // pitch always has one (stand up, or run), one on the bench has one when a substitute may enter.
  if (s.tokens <= 0) return false;
  const t = s.rushing;
  let canEnter: boolean | null = null;
  for (const p of s.players) {
    if (p.team !== t || p.tokenActions >= MAX_TOKEN_ACTIONS) continue;
    if (p.where === 'pitch') return true;
    if (p.where === 'bench') {
      canEnter ??= !s.suddenDeath && onPitchCount(s, t) < 6 && !occupant(s, ACCESS_HEX[sideOf(s, t)]);
      if (canEnter) return true;
    }
  }
  return false;
}

export function declareAction(r: Run, pid: number, kind: ActionKind, free: boolean): void {
  const ws = r.ws;
  let p = pl(ws, pid);
  if (!free) {
    ws.tokens -= 1;
    p = set(r, pid, { tokenActions: p.tokenActions + 1 });
  }
  emit(r, { type: 'action', player: pid, action: kind, free, tokensLeft: ws.tokens });
  ws.action = makeCtx(ws, p, kind, free);
  if (kind === 'stand-up') standUp(r, pid);
}
