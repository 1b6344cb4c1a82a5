/** Stand Up: a fallen player's (1) test; a spectacular gives a free action. */

import { pl } from '../board';
import { freeRunOnSix } from '../career/hooks';
import { offerFree } from '../flow/free-offers';
import { askLast, emit, FACINGS, type Run, set } from '../run';
import { roleMods, rollSingle, testOf, threatMod, withCareer } from '../tests';
import type { ActionKind, GameEvent, MatchState, TestPreview } from '../types';
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
    // Standing up is the last thing its action (or the free action it is) does before the door:
    // the facing question stops the run without a throw.
    const d = askLast(r, 'facing', p.team, pid, FACINGS);
    if (!d) return;
    const facing = d.kind === 'facing' ? d.facing : p.facing;
    set(r, pid, { down: false, facing });
    emit(r, { type: 'stand', player: pid, facing });
  }
  endAction(r);
  if (n < 2 && freeRunOnSix(p, 'stand-up') && initialSix(r)) {
    // Jump Up: a 6 in the initial roll (not an extra die) gives a free Run; a spectacular already offers more.
    emit(r, { type: 'career-used', player: pid, ability: 'jump-up' });
    offerFree(r, pid, ['run']);
  } else if (n >= 2) {
    const kinds: ActionKind[] = ['run'];
    if (p.role !== 'striker') kinds.push('slam');
    if (p.role !== 'guard' && r.ws.ball.carrier >= 0 && pl(r.ws, r.ws.ball.carrier).team !== p.team) kinds.push('snatch');
    if (r.ws.ball.carrier === pid) kinds.push('throw');
    offerFree(r, pid, kinds);
  }
}

/** Whether the last test rolled held a 6 in its initial roll (team or coach dice, not extra dice). */
function initialSix(r: Run): boolean {
  for (let i = r.events.length - 1; i >= 0; i--) {
    const e = r.events[i] as GameEvent;
    if (e.type === 'test') return e.faces.some((f) => f.face === 6 && f.source !== 'extra');
  }
  return false;
}
