/** Free actions offered by a spectacular result: which may be taken now, and taking or declining one. */

import { pl } from '../board';
import { emit, type Run } from '../run';
import type { ActionKind, Decision, MatchState } from '../types';
import { declareAction } from './declare';

export function freeChoices(s: MatchState): Decision[] {
  const offer = s.freeActions[0];
  const out: Decision[] = [];
  if (!offer) return out;
  const p = pl(s, offer.player);
  if (p.where === 'pitch' && !p.down) {
    for (const k of offer.kinds) {
      if (k === 'throw' && s.ball.carrier !== p.id) continue;
      if (k === 'snatch' && !(s.ball.carrier >= 0 && pl(s, s.ball.carrier).team !== p.team)) continue;
      out.push({ kind: 'free-action', action: k });
    }
  }
  out.push({ kind: 'free-action', action: 'decline' });
  return out;
}

export function doFreeAction(r: Run, choice: ActionKind | 'decline'): void {
  const ws = r.ws;
  const offer = ws.freeActions[0];
  if (!offer) return;
  ws.freeActions = ws.freeActions.slice(1);
  if (choice === 'decline') {
    emit(r, { type: 'free-action-declined', player: offer.player });
    return;
  }
  declareAction(r, offer.player, choice, true);
}
