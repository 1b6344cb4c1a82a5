/** Catching a ball that comes at a player: a thrown pass, a launch or a scatter. */

import { OFF_PITCH } from '../../pitch/pitch';
import { pl } from '../board';
import { offerFree } from '../flow/free-offers';
import { emit, type Run } from '../run';
import { careerMods, rerollOneBy } from '../career/hooks';
import { roleMods, rollSingle, testOf, threatMod } from '../tests';
import type { MatchState, Modifier, PlayerRec } from '../types';

/** A Striker catches with one more die; every threatening opponent takes one away. */
export function catchMods(s: MatchState, p: PlayerRec): Modifier[] {
  const mods = [...roleMods(p, 'striker'), ...threatMod(s, p.hex, p.team, -1)];
  if (p.career || s.upgrades) mods.push(...careerMods({ s, p, test: 'catch' }));
  return mods;
}

/** A catch attempt (inaccurate pass or scatter: base 0; a pass: the throw's successes). */
export function catchTest(r: Run, pid: number, base: number): boolean {
  const p = pl(r.ws, pid);
  const t = testOf(pid, 'catch', p.skill, base, catchMods(r.ws, p), 1);
  const reroll = rerollOneBy(p, 'catch');
  if (reroll) t.rerollOne = reroll;
  const n = rollSingle(r, t);
  if (n >= 1) {
    r.ws.ball = { hex: OFF_PITCH, carrier: pid };
    emit(r, { type: 'ball-held', player: pid, how: 'catch' });
    if (n >= 2) offerFree(r, pid, ['run', 'throw']);
    return true;
  }
  emit(r, { type: 'fumble', player: pid });
  return false;
}
