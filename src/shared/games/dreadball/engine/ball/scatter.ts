/** A loose ball scatters: direction and distance rolls, wall bounces, players in its way who catch. */

import type { Direction } from '../../../../hex/axial';
import { bounceDirection, type HexId, OFF_PITCH } from '../../pitch/pitch';
import { AWAY_FROM_END } from '../../pitch/zones';
import { canSee, occupant, rushingHolds, sideOf, standingAt } from '../board';
import { emit, type Run } from '../run';
import { axialOf, nb } from '../tables';
import type { PlayerRec } from '../types';
import { catchTest } from './catch';

/**
 * The ball scatters from `from` until it rests or is caught. `lost` is true when the rushing team
 * just lost it (the rush then ends unless a team-mate catches it).
 */
export function scatter(r: Run, from: HexId, lost: boolean): void {
  const ws = r.ws;
  ws.ball = { hex: from, carrier: -1 };
  let fumbled = lost;
  let start = from;
  for (;;) {
    const sp = standingAt(ws, start);
    const dir1 = (sp ? sp.facing : AWAY_FROM_END[sideOf(ws, ws.rushing)]) as Direction;
    const directionRoll = r.dice.d6();
    const dir = ((dir1 + directionRoll - 1) % 6) as Direction;
    const distance = r.dice.d6();
    emit(r, { type: 'scatter', from: start, direction1: dir1, directionRoll, direction: dir, distance });
    let pos = start;
    let d = dir;
    let hit: PlayerRec | null = null;
    for (let s = 0; s < distance; s++) {
      const n = nb(pos, d);
      if (n === OFF_PITCH) {
        d = bounceDirection(pos, d);
        emit(r, { type: 'bounce', hex: pos, direction: d });
        continue;
      }
      pos = n;
      emit(r, { type: 'ball-step', hex: pos });
      const o = standingAt(ws, pos);
      if (o) {
        hit = o;
        break;
      }
    }
    ws.ball = { hex: pos, carrier: -1 };
    if (hit) {
      if (hit.role !== 'guard' && canSee(ws, hit, axialOf(start))) {
        if (catchTest(r, hit.id, 0)) break;
        if (hit.team === ws.rushing) fumbled = true;
      }
      start = pos;
      continue;
    }
    if (occupant(ws, pos)) {
      start = pos;
      continue;
    }
    emit(r, { type: 'ball-stops', hex: pos });
    break;
  }
  if (fumbled && !rushingHolds(ws) && ws.rushEnd === null) ws.rushEnd = 'ball-lost';
}
