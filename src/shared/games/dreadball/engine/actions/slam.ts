/** Winning a Slam (or a counter-slam): push, follow up, and on a spectacular a knock-down. */

import { OFF_PITCH } from '../../pitch/pitch';
import { ACCESS_HEX } from '../../pitch/zones';
import { scatter } from '../ball/scatter';
import { faceTowards, looseBallHex, occupant, other, pl, sideOf } from '../board';
import { armour, knockDown } from '../falls';
import { ask, emit, type Run, set } from '../run';
import { dirBetween } from '../tables';
import type { Decision } from '../types';
import { doPush } from './push';

/** The winner of a Slam (or counter-slam) pushes, may follow up, and on a spectacular knocks down. */
export function slamWin(r: Run, wid: number, lid: number, spectacular: boolean, margin: number): void {
  const ws = r.ws;
  const w = pl(ws, wid);
  const origin = pl(ws, lid).hex;
  const dir = dirBetween(w.hex, origin);
  const to = doPush(r, lid, dir === -1 ? 0 : dir, w.team);
  if (to !== OFF_PITCH) {
    // Nobody may follow up onto the opponent's access hex.
    const mayFollow = origin !== ACCESS_HEX[sideOf(ws, other(w.team))];
    const options: Decision[] = mayFollow ? [{ kind: 'follow-up', follow: true }] : [];
    options.push({ kind: 'follow-up', follow: false });
    const d = ask(r, 'follow-up', w.team, wid, options);
    const follow = d.kind === 'follow-up' && d.follow && !occupant(ws, origin);
    if (follow) {
      const wf = faceTowards(origin, to);
      set(r, wid, { hex: origin, facing: wf });
      emit(r, { type: 'follow-up', player: wid, from: w.hex, to: origin });
      // Following up onto a loose ball knocks it away, as a push onto it does.
      if (looseBallHex(ws) === origin) scatter(r, origin, false);
    } else set(r, wid, { facing: faceTowards(w.hex, origin) });
  } else set(r, wid, { facing: faceTowards(w.hex, origin) });
  if (spectacular) {
    const l = pl(ws, lid);
    if (!l.steadfast) knockDown(r, lid, wid);
    if (pl(ws, lid).where === 'pitch') armour(r, lid, margin, wid, true);
  }
}
