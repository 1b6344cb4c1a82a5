/** Winning by ducking: turn to any facing, and on a spectacular step away first. */

import { OFF_PITCH } from '../../pitch/pitch';
import { ACCESS_HEX } from '../../pitch/zones';
import { faceTowards, looseBallHex, occupant, other, pl, sideOf } from '../board';
import { ask, emit, FACINGS, type Run, set } from '../run';
import { nb } from '../tables';
import type { Decision } from '../types';

export function duckWin(r: Run, kid: number, oid: number, spectacular: boolean, turnOther: boolean): void {
  const ws = r.ws;
  const k = pl(ws, kid);
  const origin = k.hex;
  if (spectacular) {
    const forbidden = ACCESS_HEX[sideOf(ws, other(k.team))];
    const options: Decision[] = [{ kind: 'duck-step', hex: origin }];
    for (let d = 0; d < 6; d++) {
      const h = nb(origin, d);
      if (h === OFF_PITCH || h === forbidden || occupant(ws, h) || looseBallHex(ws) === h) continue;
      options.push({ kind: 'duck-step', hex: h });
    }
    const c = ask(r, 'duck-step', k.team, kid, options);
    const to = c.kind === 'duck-step' ? c.hex : origin;
    if (to !== origin) {
      set(r, kid, { hex: to });
      emit(r, { type: 'step', player: kid, from: origin, to, facing: pl(ws, kid).facing });
    }
  }
  const d = ask(r, 'facing', k.team, kid, FACINGS);
  const facing = d.kind === 'facing' ? d.facing : k.facing;
  set(r, kid, { facing });
  emit(r, { type: 'faced', player: kid, facing });
  if (turnOther) {
    const o = pl(ws, oid);
    const f = faceTowards(o.hex, spectacular ? origin : pl(ws, kid).hex);
    set(r, oid, { facing: f });
  }
}
