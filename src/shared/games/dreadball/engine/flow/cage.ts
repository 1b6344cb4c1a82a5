/**
 * Cage moves at the end of a rush: the rushing team's injured players move one zone up the cage,
 * and those in zone 1 go back to the bench.
 */

import { emit, type Run, set } from '../run';
import { coachOf } from '../state';

export function moveCage(r: Run): void {
  const ws = r.ws;
  const toBench: number[] = [];
  const toZone1: number[] = [];
  const toZone2: number[] = [];
  for (const p of ws.players) {
    if (p.team !== ws.rushing || p.where !== 'cage') continue;
    if (p.cage === 1) {
      set(r, p.id, { where: 'bench', cage: 0 });
      toBench.push(p.id);
    } else if (p.cage === 2) {
      set(r, p.id, { cage: 1 });
      toZone1.push(p.id);
    } else if (p.cage === 3) {
      set(r, p.id, { cage: 2 });
      toZone2.push(p.id);
    }
  }
  if (toBench.length + toZone1.length + toZone2.length > 0) emit(r, { type: 'cage-moves', team: coachOf(ws.rushing), toBench, toZone1, toZone2 });
}
