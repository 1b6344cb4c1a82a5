/**
 * Hurry Up Offense (campaign.md team upgrades): after the launch, before rush 1, each player of a
 * team holding it who stands on the pitch may move one hex, never into or next to the ball's
 * hex, without tests. The rushing team's players go first, one question per player in roster
 * order; staying put is always an answer.
 */

import { OFF_PITCH, type HexId } from '../../pitch/pitch';
import { ACCESS_HEX } from '../../pitch/zones';
import { occupant, other, pl, sideOf } from '../board';
import { teamHas } from '../career/hooks';
import { ask, emit, type Run, set } from '../run';
import { dist, nb } from '../tables';
import type { Decision, MatchState, TeamIx } from '../types';

/** The ball's hex: loose, or its carrier's. */
function ballAt(s: MatchState): HexId {
  return s.ball.carrier >= 0 ? pl(s, s.ball.carrier).hex : s.ball.hex;
}

/** Where player `pid` may go: his own hex first, then the free neighbours away from the ball. */
export function hurryUpSteps(s: MatchState, pid: number): Decision[] {
  const p = pl(s, pid);
  const ball = ballAt(s);
  const forbidden = ACCESS_HEX[sideOf(s, other(p.team))];
  const out: Decision[] = [{ kind: 'duck-step', hex: p.hex }];
  for (let d = 0; d < 6; d++) {
    const h = nb(p.hex, d);
    if (h === OFF_PITCH || h === forbidden || occupant(s, h)) continue;
    if (ball !== OFF_PITCH && dist(h, ball) <= 1) continue;
    out.push({ kind: 'duck-step', hex: h });
  }
  return out;
}

export function hurryUp(r: Run): void {
  const ws = r.ws;
  if (ws.rush !== 1 || !ws.upgrades) return;
  const order: TeamIx[] = [ws.rushing, other(ws.rushing)];
  for (const team of order) {
    if (!teamHas(ws, team, 'hurryUp')) continue;
    const ids = ws.players.filter((p) => p.team === team && p.where === 'pitch' && !p.down).map((p) => p.id);
    for (const id of ids) {
      const from = pl(ws, id).hex;
      const d = ask(r, 'hurry-up', team, id, hurryUpSteps(ws, id));
      const to = d.kind === 'duck-step' ? d.hex : from;
      if (to === from) continue;
      set(r, id, { hex: to });
      emit(r, { type: 'step', player: id, from, to, facing: pl(ws, id).facing });
    }
  }
}
