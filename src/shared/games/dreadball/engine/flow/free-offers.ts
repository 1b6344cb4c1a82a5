/** A spectacular result offers its player a free action: queued, and asked before anything else. */

import { emit, type Run } from '../run';
import type { ActionKind } from '../types';

export function offerFree(r: Run, pid: number, kinds: ActionKind[]): void {
  r.ws.freeActions = [...r.ws.freeActions, { player: pid, kinds }];
  emit(r, { type: 'free-action-offered', player: pid, kinds });
}
