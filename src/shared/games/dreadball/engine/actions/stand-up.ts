/** Stand Up: a fallen player's (1) test; a spectacular gives a free action. */

import { pl } from '../board';
import { offerFree } from '../flow/free-offers';
import { ask, emit, FACINGS, type Run, set } from '../run';
import { roleMods, rollSingle, testOf, threatMod, withCareer } from '../tests';
import type { ActionKind, MatchState, TestPreview } from '../types';
import { endAction } from './context';

/** The Stand Up test of player `pid` now: the action rolls it, and the odds preview shows it first. */
export function standUpTest(s: MatchState, pid: number): TestPreview {
  const p = pl(s, pid);
  return withCareer(testOf(pid, 'stand-up', p.speed, 3, [...roleMods(p, 'striker'), ...threatMod(s, p.hex, p.team, -1)], 1), { s, p, test: 'stand-up' });
}

export function standUp(r: Run, pid: number): void {
  const p = pl(r.ws, pid);
  const n = rollSingle(r, standUpTest(r.ws, pid));
  if (n >= 1) {
    const d = ask(r, 'facing', p.team, pid, FACINGS);
    const facing = d.kind === 'facing' ? d.facing : p.facing;
    set(r, pid, { down: false, facing });
    emit(r, { type: 'stand', player: pid, facing });
  }
  endAction(r);
  if (n >= 2) {
    const kinds: ActionKind[] = ['run'];
    if (p.role !== 'striker') kinds.push('slam');
    if (p.role !== 'guard' && r.ws.ball.carrier >= 0 && pl(r.ws, r.ws.ball.carrier).team !== p.team) kinds.push('snatch');
    if (r.ws.ball.carrier === pid) kinds.push('throw');
    offerFree(r, pid, kinds);
  }
}
