/** A push: the winner of a clash moves the loser one hex away, onto one of three hexes. */

import { type HexId, OFF_PITCH } from '../../pitch/pitch';
import { ACCESS_HEX } from '../../pitch/zones';
import { scatter } from '../ball/scatter';
import { faceTowards, looseBallHex, occupant, other, pl, sideOf } from '../board';
import { choosesOwnPush } from '../career/hooks';
import { ask, emit, type Run, set } from '../run';
import { nb } from '../tables';
import type { Decision, TeamIx } from '../types';

export function doPush(r: Run, lid: number, dir: number, pusherTeam: TeamIx): HexId {
  const ws = r.ws;
  const l = pl(ws, lid);
  const forbidden = ACCESS_HEX[sideOf(ws, other(l.team))];
  const options: Decision[] = [];
  for (const d of [dir + 5, dir, dir + 1]) {
    const h = nb(l.hex, d % 6);
    if (h === OFF_PITCH || h === forbidden || occupant(ws, h)) continue;
    options.push({ kind: 'push', hex: h });
  }
  if (options.length === 0) return OFF_PITCH;
  // Steady Feet: the pushed player's own coach chooses where he goes.
  const own = options.length > 1 && l.team !== pusherTeam && choosesOwnPush(l);
  if (own) emit(r, { type: 'career-used', player: lid, ability: 'steady-feet' });
  const choice = ask(r, 'push', own ? l.team : pusherTeam, lid, options);
  const to = choice.kind === 'push' ? choice.hex : OFF_PITCH;
  const from = l.hex;
  set(r, lid, { hex: to, facing: faceTowards(to, from) });
  emit(r, { type: 'push', player: lid, from, to });
  if (looseBallHex(ws) === to) scatter(r, to, false);
  return to;
}
