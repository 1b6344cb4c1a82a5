/** After a decision: run the state on to the next point where a coach must decide. */

import { endAction } from '../actions/context';
import { anyoneCanAct } from '../actions/declare';
import { hasTarget } from '../actions/targets';
import { pl } from '../board';
import { emit, type Run } from '../run';
import type { ActionCtx, MatchState } from '../types';
import { endRush } from './rush';
import { throwersDecide } from './sudden-death';

function actorOk(s: MatchState, a: ActionCtx): boolean {
  const p = pl(s, a.player);
  if (p.where === 'pitch') return !p.down;
  return p.where === 'bench' && a.used === 0;
}

/** Brings the state to the next settled prompt: free actions, rush ends, resumed actions. */
export function settle(r: Run): void {
  const ws = r.ws;
  for (;;) {
    if (ws.phase !== 'rush') return;
    if (ws.suddenDeath && throwersDecide(r)) return;
    if (ws.freeActions.length > 0) {
      // The rushing team's own action stops where its rush ends (ruling 24): a free action it
      // earned on the way out (a team-mate's spectacular catch of a throw at an opponent, which
      // ends the rush whoever catches: ruling 21) is lost, not asked.
      if (ws.rushEnd !== null && ws.freeActions.some((o) => pl(ws, o.player).team === ws.rushing)) {
        for (const o of ws.freeActions) if (pl(ws, o.player).team === ws.rushing) emit(r, { type: 'free-action-lost', player: o.player });
        ws.freeActions = ws.freeActions.filter((o) => pl(ws, o.player).team !== ws.rushing);
        continue;
      }
      if (ws.action) {
        ws.suspended = [...ws.suspended, ws.action];
        ws.action = null;
      }
      return;
    }
    if (ws.action) {
      if (!actorOk(ws, ws.action) || (ws.action.stage === 'target' && !hasTarget(ws, ws.action))) {
        endAction(r, ws.action.stage === 'target');
        continue;
      }
      // A free action of the other team runs to its end before the rush it interrupted ends;
      // an action of the rushing team stops where the rush ends.
      if (ws.rushEnd === null || pl(ws, ws.action.player).team !== ws.rushing) return;
    }
    if (ws.rushEnd !== null) {
      if (ws.action) endAction(r);
      endRush(r, ws.rushEnd);
      continue;
    }
    if (ws.suspended.length > 0) {
      const a = ws.suspended[ws.suspended.length - 1] as ActionCtx;
      ws.suspended = ws.suspended.slice(0, -1);
      ws.action = { ...a };
      continue;
    }
    if (ws.tokens <= 0) {
      ws.rushEnd = 'tokens';
      continue;
    }
    if (!anyoneCanAct(ws)) {
      ws.rushEnd = 'no-players';
      continue;
    }
    return;
  }
}
